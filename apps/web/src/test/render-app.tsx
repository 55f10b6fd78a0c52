import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { RouterProvider, createMemoryRouter } from 'react-router';
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
