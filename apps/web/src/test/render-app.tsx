// The screen tests' rendering: the whole app's routes at a path (renderAt, after signIn with a fake
// token), or one screen with the providers the app gives it (renderScreen: without the menu and
// guards, which are slow in jsdom); and waiting or typing as a user does.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { routes } from '../app/router';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';

export interface FakeUser {
  id?: number;
  username?: string;
  fullName?: string;
  role: number;
  department: number;
  status?: number;
  active?: boolean;
  /** Seconds from now until the token expires (negative: already expired). */
  expiresIn?: number;
}

const b64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token shaped as the server signs them (the browser never checks the signature). */
export function fakeToken(user: FakeUser): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    id: user.id ?? 7,
    username: user.username ?? 'tester',
    fullName: user.fullName ?? 'Người Kiểm Thử',
    mobilePhone: '0912345678',
    status: user.status ?? 1,
    active: user.active ?? true,
    judas: [],
    role: user.role,
    department: user.department,
    iat: now,
    exp: now + (user.expiresIn ?? 3600),
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
}

export function signIn(user: FakeUser): void {
  useSessionStore.getState().login(fakeToken(user));
}

/** The whole app's routes in memory, at one path. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  const view = render(
    <ConfigProvider locale={viVN}>
      <AntApp>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { router, ...view };
}

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
