import { Department, Role } from '@backoffice/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { renderAt, signIn } from '../../test/render-app';

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

beforeEach(() => {
  useSessionStore.getState().logout();
});

describe('guards', () => {
  it('lets a SALE user open a SALE screen', async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE, fullName: 'Bùi Thị Thảo' });
    const { router } = renderAt('/crm/customer');
    expect(await heading('Khách hàng')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/customer');
    expect(screen.getAllByText('Bùi Thị Thảo').length).toBeGreaterThan(0);
  });

  it('logs out and sends to /login a user of the wrong department', async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE });
    const { router } = renderAt('/ecommerce/seller');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('does not let ADMIN pass as a wildcard', async () => {
    signIn({ role: Role.DEMIGOD, department: Department.ADMIN });
    const { router } = renderAt('/report/sale-performance');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('lets GOD open any screen', async () => {
    signIn({ role: Role.GOD, department: Department.WH_TRANS });
    renderAt('/ecommerce/seller');
    expect(await heading('Báo cáo nhà bán')).toBeInTheDocument();
  });

  it('sends a user with status -1 to change-password (guard B), and lets them stay there', async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE, status: -1 });
    const { router } = renderAt('/crm/customer');
    expect(
      await screen.findByText('Bạn cần đặt mật khẩu mới trước khi sử dụng hệ thống.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('sends an inactive user to change-password (guard A)', async () => {
    signIn({ role: Role.HUMAN, department: Department.ACCOUNT, active: false });
    const { router } = renderAt('/config/sync');
    expect(
      await screen.findByText(
        'Tài khoản chưa được kích hoạt. Đổi mật khẩu để kích hoạt tài khoản.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('opens the ADV order-notify layout to an inactive ACCOUNT user, without the active check', async () => {
    signIn({ role: Role.HUMAN, department: Department.ACCOUNT, active: false });
    const { router } = renderAt('/adv/order-notify');
    expect(await heading('Đơn hàng quảng cáo')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adv/order-notify');
  });

  it('still applies guard B on the ADV order-notify layout', async () => {
    signIn({ role: Role.HUMAN, department: Department.ACCOUNT, status: -1 });
    const { router } = renderAt('/adv/order-notify');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/change-password');
    });
  });

  it('sends a visitor without a token to /login', async () => {
    const { router } = renderAt('/hrm/leave');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats an expired token as missing', async () => {
    signIn({ role: Role.GOD, department: Department.ADMIN, expiresIn: -60 });
    const { router } = renderAt('/');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the unauthorized page when /unauthorized is requested directly', async () => {
    const { router } = renderAt('/unauthorized');
    expect(await screen.findByText('Không có quyền truy cập')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});

describe('the menu and home', () => {
  it('lists only the screens this user may open', async () => {
    signIn({ role: Role.HUMAN, department: Department.SALE });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: /Xin chào/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu chức năng' });
    expect(nav).toHaveTextContent('Khách hàng');
    expect(nav).toHaveTextContent('Hiệu quả bán hàng');
    expect(nav).not.toHaveTextContent('Báo cáo nhà bán');
    expect(nav).not.toHaveTextContent('Đồng bộ dữ liệu');
  });
});
