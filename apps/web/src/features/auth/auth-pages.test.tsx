import { Department, MESSAGES, PASSWORD_RULE_MESSAGE, Role } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { useSessionStore } from '../../lib/session-store';
import { type FakeHandler, fakeApi, networkDown, ok } from '../../test/fake-api';
import { fakeToken, renderAt, signIn } from '../../test/render-app';

const shown: { kind: string; title: unknown; description: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown; description?: unknown }) =>
  shown.push({ kind, title: args.title, description: args.description });

/** The sign-in and password calls answered by `answer` (sign-out always goes through). */
function authApi(answer: FakeHandler) {
  return fakeApi({
    'POST /auth/login': answer,
    'POST /auth/change-password': answer,
    'POST /auth/logout': () => ({ status: 204, data: null }),
  });
}

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: capture('error'),
    success: capture('success'),
    info: () => undefined,
  } as never);
  useSessionStore.getState().logout();
});

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Tên đăng nhập'), username);
  await user.type(screen.getByLabelText('Mật khẩu'), password);
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('sign-in', () => {
  it("shows 'Login Failed' with the server's message", async () => {
    api.defaults.adapter = authApi(() => ({
      status: 401,
      data: { code: 'INVALID_CREDENTIALS', message: 'Tên đăng nhập hoặc mật khẩu không đúng.' },
    })).adapter;
    const { router } = renderAt('/login');
    await fillLogin('admin', 'sai');
    await waitFor(() => {
      expect(shown).toEqual([
        {
          kind: 'error',
          title: 'Login Failed',
          description: 'Tên đăng nhập hoặc mật khẩu không đúng.',
        },
      ]);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Please check your credentials and try again.'", async () => {
    api.defaults.adapter = authApi(networkDown).adapter;
    renderAt('/login');
    await fillLogin('admin', 'x');
    await waitFor(() => {
      expect(shown[0]).toEqual({
        kind: 'error',
        title: MESSAGES.loginFailedTitle,
        description: MESSAGES.loginFailedFallback,
      });
    });
  });

  it('names each empty field in Vietnamese and sends nothing', async () => {
    const fake = authApi(() => ok({}));
    api.defaults.adapter = fake.adapter;
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Vui lòng nhập tên đăng nhập.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tên đăng nhập')).toHaveFocus();
    await user.type(screen.getByLabelText('Tên đăng nhập'), '   ');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByText('Vui lòng nhập tên đăng nhập.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mật khẩu'), 'x');
    expect(screen.queryByText('Vui lòng nhập mật khẩu.')).not.toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Mật khẩu');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores the session and goes to / on success', async () => {
    const token = fakeToken({
      role: Role.HUMAN,
      department: Department.SALE,
      fullName: 'Bùi Thị Thảo',
    });
    api.defaults.adapter = authApi(() => ok({ token })).adapter;
    const { router } = renderAt('/login');
    await fillLogin('sale1', 'demo123');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    const session = useSessionStore.getState();
    expect(session.token).toBe(token);
    expect(session.user?.name).toBe('Bùi Thị Thảo');
    expect(session.user?.phone).toBe('0912345678');
    expect(session.department).toBe(Department.SALE);
    expect(document.cookie).toContain(`auth_token=${token}`);
  });
});

describe('change-password', () => {
  async function fillChange(oldPassword: string, newPassword: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mật khẩu hiện tại'), oldPassword);
    await user.type(screen.getByLabelText('Mật khẩu mới'), newPassword);
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
  }

  it("shows 'Password changed successfully.', logs out and goes to /login", async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE, status: -1 });
    api.defaults.adapter = authApi(() => ok({ message: 'ok' })).adapter;
    const { router } = renderAt('/change-password');
    await fillChange('demo123', 'MatKhauMoi2026');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(shown).toEqual([
      { kind: 'success', title: 'Password changed successfully.', description: undefined },
    ]);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("shows 'Error' with the server's message, or 'Failed to change password.'", async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE });
    api.defaults.adapter = authApi(() => ({
      status: 400,
      data: { code: 'WRONG_PASSWORD', message: 'Mật khẩu hiện tại không đúng.' },
    })).adapter;
    renderAt('/change-password');
    await fillChange('sai-mat-khau', 'MatKhauMoi2026');
    await waitFor(() => {
      expect(shown[0]).toEqual({
        kind: 'error',
        title: 'Error',
        description: 'Mật khẩu hiện tại không đúng.',
      });
    });
    api.defaults.adapter = authApi(networkDown).adapter;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => {
      expect(shown[1]).toEqual({
        kind: 'error',
        title: 'Error',
        description: 'Failed to change password.',
      });
    });
  });

  it('checks the new password before sending it', async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE });
    const fake = authApi(() => ok({}));
    api.defaults.adapter = fake.adapter;
    renderAt('/change-password');
    await fillChange('demo123', 'short');
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });
});
