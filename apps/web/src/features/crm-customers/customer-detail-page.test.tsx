import { Department, MESSAGES, Role } from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { type FakeHandler, fail, fakeApi, ok } from '../../test/fake-api';
import { renderAt, signIn, waitUntilLoaded } from '../../test/render-app';
import { CUSTOMER_NOT_FOUND_TITLE } from './customer-detail-page';
import {
  ACCOUNTANT,
  SALE1,
  SALE2,
  commonRoutes,
  customer,
  interaction,
  task,
} from './crm-fake-api.testing';
import { seedMasterData } from './crm-fake-api.testing';

// Whole screens of Ant Design render slowly in jsdom, slower still on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 120_000 });

const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });
const successes = () => shown.filter((notice) => notice.kind === 'success').map((n) => n.title);

const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(async () => {
  window.getComputedStyle = (element) => getComputedStyle(element);
  // The screen's first load (its chunk and Ant Design's) is slow; not any one test's business.
  await import('./customer-detail-page');
}, 120_000);
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: capture('error'),
    success: capture('success'),
    info: capture('info'),
  } as never);
  useSessionStore.getState().logout();
  seedMasterData();
});
afterEach(() => {
  api.defaults.adapter = undefined;
  queryClient.clear();
});

/**
 * The drawer or modal with this title. (Ant Design's ids are all 'test-id' under test, so a
 * dialog's accessible name cannot be trusted here.)
 */
async function findDialog(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, {
    selector: '.ant-drawer-title, .ant-modal-title, .ant-modal-confirm-title',
  });
  const heading = headings.at(-1);
  if (!heading) throw new Error(`no dialog titled ${title}`);
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

const emptyPage = { items: [], total: 0, page: 0, pageSize: 10 };

function serve(extra: Record<string, FakeHandler> = {}, shown = customer()) {
  const fake = fakeApi({
    ...commonRoutes,
    'GET /api/v1/crm/customer/:id': () => ok(shown),
    'POST /api/v1/crm/interaction/find-by-options': () =>
      ok({
        items: [
          interaction({ id: 2, content: 'Khách đặt thử 5 hộp.', at: '2026-11-20T08:00:00.000Z' }),
          interaction({ id: 1, type: 'CALL', content: 'Gọi giới thiệu sản phẩm.' }),
        ],
        total: 2,
        page: 0,
        pageSize: 10,
      }),
    'POST /api/v1/crm/task/find-by-options': () =>
      ok({ items: [task()], total: 1, page: 0, pageSize: 10 }),
    'POST /api/v1/crm/wms/order/find-by-options': () => ok(emptyPage),
    'POST /api/v1/crm/wms/invoice/find-by-options': () => ok(emptyPage),
    ...extra,
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

const asSale = (user = SALE1) => {
  signIn({ ...user, role: Role.HUMAN, department: Department.SALE });
};

describe('the customer detail', () => {
  it('shows the customer, the sale’s own view and the interactions, newest first', async () => {
    const fake = serve();
    asSale();
    renderAt('/crm/customer/101');
    expect(await screen.findByRole('heading', { name: 'Nhà thuốc An Khang' })).toBeInTheDocument();
    expect(screen.getByText('0912345678')).toBeInTheDocument();
    expect(
      screen.getByText('12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'),
    ).toBeInTheDocument();
    const timeline = await screen.findByText('Khách đặt thử 5 hộp.');
    const older = screen.getByText('Gọi giới thiệu sản phẩm.');
    expect(timeline.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fake.calls('POST', '/api/v1/crm/interaction/find-by-options')[0]?.body).toEqual({
      customerId: 101,
      page: 0,
      pageSize: 10,
    });
    expect(screen.getByLabelText('Nội dung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sửa$/ })).toBeInTheDocument();
  });

  it('says a customer the caller may not open is not found, with the way back', async () => {
    serve({
      'GET /api/v1/crm/customer/:id': () => fail(404, 'Không tìm thấy khách hàng.'),
    });
    asSale(SALE2);
    renderAt('/crm/customer/101');
    expect(await screen.findByText(CUSTOMER_NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về danh sách khách hàng' })).toHaveAttribute(
      'href',
      '/crm/customer',
    );
    // The screen says it in its place: no second notice.
    expect(shown.filter((notice) => notice.kind === 'error')).toEqual([]);
  });

  it('shows a failed load with a retry', async () => {
    let failing = true;
    serve({
      'GET /api/v1/crm/customer/:id': () =>
        failing ? fail(503, 'Hệ thống đang bảo trì.') : ok(customer()),
    });
    asSale();
    renderAt('/crm/customer/101');
    expect(await screen.findByText('Không tải được thông tin khách hàng')).toBeInTheDocument();
    expect(screen.getByText('Hệ thống đang bảo trì.')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Nhà thuốc An Khang' })).toBeInTheDocument();
  });

  it('lets a sale only read a customer of the pool, and dig it', async () => {
    serve(
      {
        'POST /api/v1/crm/customer/:id/dig': () => ok(customer()),
      },
      customer({ collection: 'POOL', ownerId: null, ownerName: null, editable: false }),
    );
    asSale();
    renderAt('/crm/customer/101');
    await screen.findByRole('heading', { name: 'Nhà thuốc An Khang' });
    expect(screen.queryByLabelText('Nội dung')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sửa$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nhận khách hàng' }));
    await user.click(
      within(await findDialog('Nhận khách hàng này về mình?')).getByRole('button', {
        name: 'Nhận khách hàng',
      }),
    );
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerDug]);
    });
  });

  it('shows ACCOUNT the customer read-only, without the dig button', async () => {
    serve({}, customer({ editable: false }));
    signIn({ ...ACCOUNTANT, role: Role.HUMAN, department: Department.ACCOUNT });
    renderAt('/crm/customer/101');
    await screen.findByRole('heading', { name: 'Nhà thuốc An Khang' });
    expect(screen.queryByLabelText('Nội dung')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sửa$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận khách hàng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  });
});

describe('what the owner does on the detail', () => {
  it('sends a comment and says so', async () => {
    const fake = serve({
      'POST /api/v1/crm/interaction': () => ok(interaction({ id: 3, content: 'Đã gửi mẫu.' })),
    });
    asSale();
    renderAt('/crm/customer/101');
    const box = await screen.findByLabelText('Nội dung');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Vui lòng nhập nội dung.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/v1/crm/interaction')).toHaveLength(0);

    await user.click(screen.getByTitle('Cuộc gọi'));
    await user.type(box, 'Đã gửi mẫu.');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.commentSent]);
    });
    expect(fake.calls('POST', '/api/v1/crm/interaction')[0]?.body).toEqual({
      customerId: 101,
      type: 'CALL',
      content: 'Đã gửi mẫu.',
    });
    await waitFor(() => {
      expect(box).toHaveValue('');
    });
    // The timeline is asked again.
    expect(fake.calls('POST', '/api/v1/crm/interaction/find-by-options').length).toBeGreaterThan(1);
  });

  it('saves the pipeline state', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/sale-customer/state': () =>
        ok({ customerId: 101, saleId: SALE1.id, state: 'INTERESTED' }),
    });
    asSale();
    renderAt('/crm/customer/101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByTitle('Quan tâm'));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerStatusSaved]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/sale-customer/state')[0]?.body).toEqual({
      customerId: 101,
      state: 'INTERESTED',
    });
  });

  it('files the customer in a category, and manages the categories', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/sale-customer/state': () =>
        ok({ customerId: 101, saleId: SALE1.id, categoryId: 5 }),
      'POST /api/v1/crm/customer/sale-customer-category': () =>
        ok({ id: 6, saleId: SALE1.id, name: 'Gọi lại tháng sau', color: null, customers: 0 }),
      'DELETE /api/v1/crm/customer/sale-customer-category/:id': () => ok({ id: 5 }),
    });
    asSale();
    renderAt('/crm/customer/101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Phân loại' }));
    await user.click(await screen.findByTitle('Tiềm năng'));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.categorySaved]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/sale-customer/state')[0]?.body).toEqual({
      customerId: 101,
      categoryId: 5,
    });

    await user.click(screen.getByRole('button', { name: 'Quản lý phân loại' }));
    const dialog = await findDialog('Phân loại khách hàng của tôi');
    await user.type(within(dialog).getByLabelText('Phân loại mới'), 'Gọi lại tháng sau');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm phân loại' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.categorySaved, MESSAGES.categorySaved]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/sale-customer-category')[0]?.body).toEqual({
      name: 'Gọi lại tháng sau',
      color: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Xóa phân loại Tiềm năng' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => {
      expect(successes()).toContain(MESSAGES.categoryDeleted);
    });
    expect(fake.calls('DELETE', '/api/v1/crm/customer/sale-customer-category/5')).toHaveLength(1);
  });

  it('adds a task, completes it and deletes it', async () => {
    const fake = serve({
      'POST /api/v1/crm/task': () => ok(task({ id: 8, title: 'Mang mẫu đến' })),
      'POST /api/v1/crm/task/:id': () => ok(task({ status: 'DONE' })),
      'DELETE /api/v1/crm/task/:id': () => ok({ id: 7 }),
    });
    asSale();
    renderAt('/crm/customer/101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Công việc' }));
    expect(await screen.findByText('Gửi báo giá')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Thêm công việc$/ }));
    const drawer = await findDialog('Thêm công việc');
    await user.click(within(drawer).getByRole('button', { name: 'Lưu công việc' }));
    expect(await within(drawer).findByText('Vui lòng nhập tiêu đề công việc.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Tiêu đề'), 'Mang mẫu đến');
    await user.click(within(drawer).getByRole('button', { name: 'Lưu công việc' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.taskSaved]);
    });
    expect(fake.calls('POST', '/api/v1/crm/task')[0]?.body).toEqual({
      title: 'Mang mẫu đến',
      description: null,
      dueAt: null,
      priority: 'MEDIUM',
      customerId: 101,
    });

    // After each save the list is asked again and keeps its rows, dimmed, until the answer comes.
    await waitUntilLoaded();
    await user.click(screen.getByRole('checkbox', { name: 'Hoàn thành: Gửi báo giá' }));
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/crm/task/7')[0]?.body).toEqual({ status: 'DONE' });
    });
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.taskSaved, MESSAGES.taskSaved]);
    });
    await waitUntilLoaded();

    await user.click(screen.getByRole('button', { name: 'Xóa công việc Gửi báo giá' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => {
      expect(successes()).toContain(MESSAGES.taskDeleted);
    });
    expect(fake.calls('DELETE', '/api/v1/crm/task/7')).toHaveLength(1);
  });

  it("names an order's status, source and payment in Vietnamese, amounts in đồng", async () => {
    serve({
      'POST /api/v1/crm/wms/order/find-by-options': () =>
        ok({
          items: [
            {
              id: 1,
              code: 'TSO000002654',
              createdAt: '2026-06-28T06:31:00.000Z',
              amount: 1_234_567,
              status: 'COMPLETED',
              sellerId: 2010,
              sellerName: 'Dược phẩm Thuận Phát - Kho HCM',
              itemCount: 3,
              source: 'ADVERTISING',
            },
          ],
          total: 1,
          page: 0,
          pageSize: 10,
        }),
      'POST /api/v1/crm/wms/invoice/find-by-options': () =>
        ok({
          items: [
            {
              id: 1,
              code: '1C26TAA-00002654',
              orderCode: 'TSO000002654',
              issuedAt: '2026-06-29',
              amount: 1_234_567,
              paidAmount: 600_000,
              status: 'PARTIAL',
              sellerId: 2010,
              sellerName: 'Dược phẩm Thuận Phát - Kho HCM',
            },
          ],
          total: 1,
          page: 0,
          pageSize: 10,
        }),
    });
    asSale();
    renderAt('/crm/customer/101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Đơn hàng' }));
    const order = (await screen.findByText('TSO000002654')).closest('tr');
    if (!order) throw new Error('no order row');
    expect(within(order).getByText('Hoàn tất')).toBeInTheDocument();
    expect(within(order).getByText('Quảng cáo')).toBeInTheDocument();
    expect(within(order).getByText('1.234.567 ₫')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hóa đơn' }));
    const invoice = (await screen.findByText('1C26TAA-00002654')).closest('tr');
    if (!invoice) throw new Error('no invoice row');
    expect(within(invoice).getByText('Thanh toán một phần')).toBeInTheDocument();
    expect(within(invoice).getByText('600.000 ₫')).toBeInTheDocument();
  });

  it('shows empty orders and invoices as such', async () => {
    serve();
    asSale();
    renderAt('/crm/customer/101');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Đơn hàng' }));
    expect(await screen.findByText('Khách hàng chưa có đơn hàng nào')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hóa đơn' }));
    expect(await screen.findByText('Khách hàng chưa có hóa đơn nào')).toBeInTheDocument();
  });
});
