// The screen tests' kit: a fake API that answers by method and path and records every request, and
// a screen rendered on its own (without the menu and guards of the whole app, which are slow in jsdom).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/** Types text into a field as one paste: a render per key makes Ant Design forms slow in jsdom. */
export async function typeInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * Waits, as a user does, until nothing in `container` shows a spinner: a table that is loading is
 * dimmed and takes no click (Ant Design sets `pointer-events: none` on it) until its rows arrive.
 */
export async function waitUntilLoaded(container: HTMLElement = document.body): Promise<void> {
  await waitFor(() => {
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

/** One screen at `path`, with the providers the app gives it; `route` names its parameters. */
export function renderScreen(screen: ReactElement, path = '/', route = '*') {
  const router = createMemoryRouter([{ path: route, element: screen }], {
    initialEntries: [path],
  });
  return render(
    <ConfigProvider locale={viVN}>
      <AntApp>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type FakeReply =
  { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;
export type FakeHandler = (request: RecordedRequest) => FakeReply;

export function ok(data: unknown): FakeReply {
  return { status: 200, data };
}

export function fail(status: number, message: string): FakeReply {
  return { status, data: { code: 'ERROR', message } };
}

/** Routes are 'METHOD /path', the path possibly with ':param' segments; a later route wins. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const body: unknown =
      typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const request: RecordedRequest = {
      method,
      path,
      params: (config.params ?? {}) as Record<string, unknown>,
      body,
    };
    requests.push(request);
    const route = table.findLast((entry) => entry.method === method && entry.regex.test(path));
    const reply = route
      ? await route.handler(request)
      : { status: 404, data: { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` } };
    const response = {
      status: reply.status,
      data: reply.data,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return {
    adapter,
    requests,
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
  };
}
