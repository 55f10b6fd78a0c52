import {
  type Customer,
  CRM_MESSAGES,
  CUSTOMER_COUNT_CAP,
  type CustomerSearchInput,
  Department,
  MESSAGES,
  Role,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { setNotificationInstance } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { renderAt, signIn } from '../../test/render-app';
import {
  ACCOUNTANT,
  LEADER,
  SALE1,
  SALE2,
  commonRoutes,
  customer,
  page,
  seedMasterData,
} from './crm-fake-api.testing';
import { type FakeHandler, fail, fakeApi, ok } from '../../test/fake-api';

// Whole screens of Ant Design render slowly in jsdom, slower still on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 120_000 });

const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });
const successes = () => shown.filter((notice) => notice.kind === 'success').map((n) => n.title);

// rc-table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom
// does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(async () => {
  window.getComputedStyle = (element) => getComputedStyle(element);
  // The screen's first load (its chunk and Ant Design's) is slow; not any one test's business.
  await import('./customer-list-page');
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
  // The signed-in layout keeps the app's one cache: no test reads another's lists.
  queryClient.clear();
});

const mine = [
  customer(),
  customer({
    id: 102,
    code: 'KH0000102',
    name: 'Quầy thuốc Minh Châu',
    mobilePhone: '0987654321',
    approvalStatus: 'PENDING',
  }),
];
const pool = [
  customer({
    id: 201,
    code: 'KH0000201',
    name: 'Nhà thuốc Phúc Lộc',
    collection: 'POOL',
    ownerId: null,
    ownerName: null,
    editable: false,
  }),
];
const ocean = [
  customer({
    id: 301,
    code: 'KH0000301',
    name: 'Nhà thuốc Hồng Phát',
    ownerId: SALE2.id,
    ownerName: SALE2.fullName,
    editable: false,
    openable: false,
  }),
];

/** The three lists, answering what each caller would see, and whatever else a test adds. */
function serve(extra: Record<string, FakeHandler> = {}, lists = { mine, pool, ocean }) {
  const fake = fakeApi({
    ...commonRoutes,
    'POST /api/v1/crm/customer/my': (request) => {
      const body = request.body as CustomerSearchInput;
      return ok(page(lists.mine, 45, Number(body.page), Number(body.pageSize)));
    },
    'POST /api/v1/crm/customer/in-pool': () => ok(page(lists.pool)),
    'POST /api/v1/crm/customer/in-ocean': () => ok(page(lists.ocean)),
    ...extra,
  });
  api.defaults.adapter = fake.adapter;
  return fake;
}

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

/** The open drop-down menu of a row (the side menu is a menu too). */
async function findRowMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>(
      '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu',
    );
    if (!menu) throw new Error('no open menu');
    return menu;
  });
}

const lastSearch = (fake: ReturnType<typeof fakeApi>, kind: string) =>
  fake.calls('POST', `/api/v1/crm/customer/${kind}`).at(-1)?.body as CustomerSearchInput;

function row(name: string): HTMLElement {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

const asSale = () => {
  signIn({ ...SALE1, role: Role.HUMAN, department: Department.SALE });
};
const asLeader = () => {
  signIn({ ...LEADER, role: Role.SUPERMAN, department: Department.SALE });
};
const asAccountant = () => {
  signIn({ ...ACCOUNTANT, role: Role.HUMAN, department: Department.ACCOUNT });
};

describe('the customer list, by role', () => {
  it('shows a sale the three collections, "mine" first, and lets them add a customer', async () => {
    serve();
    asSale();
    renderAt('/crm/customer');
    expect(await screen.findByText('Nhà thuốc An Khang')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Khách của tôi', 'Kho khách chung', 'Tất cả khách hàng']);
    expect(screen.getByRole('tab', { name: 'Khách của tôi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: /Thêm khách hàng/ })).toBeInTheDocument();
    // A sale does not filter by sale: their own customers are theirs.
    expect(screen.queryByLabelText('Nhân viên phụ trách')).not.toBeInTheDocument();
  });

  it('shows ACCOUNT the pool and the ocean only, read-only, the ocean first', async () => {
    const fake = serve();
    asAccountant();
    renderAt('/crm/customer');
    expect(await screen.findByText('Nhà thuốc Hồng Phát')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Kho khách chung',
      'Tất cả khách hàng',
    ]);
    expect(fake.calls('POST', '/api/v1/crm/customer/my')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Thêm khách hàng/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nhân viên phụ trách')).toBeInTheDocument();
    // The ocean shows the owner.
    expect(within(row('Nhà thuốc Hồng Phát')).getByText(SALE2.fullName)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Kho khách chung' }));
    expect(await screen.findByText('Nhà thuốc Phúc Lộc')).toBeInTheDocument();
    expect(
      within(row('Nhà thuốc Phúc Lộc')).queryByRole('button', { name: 'Nhận' }),
    ).not.toBeInTheDocument();
  });

  it('shows a leader the sale filter among their team, and "Duyệt" on pending customers only', async () => {
    serve();
    asLeader();
    renderAt('/crm/customer');
    expect(await screen.findByText('Quầy thuốc Minh Châu')).toBeInTheDocument();
    expect(within(row('Quầy thuốc Minh Châu')).getByText('Chờ duyệt')).toBeInTheDocument();
    await waitFor(() => {
      expect(
        within(row('Quầy thuốc Minh Châu')).getByRole('button', { name: 'Duyệt' }),
      ).toBeInTheDocument();
    });
    expect(
      within(row('Nhà thuốc An Khang')).queryByRole('button', { name: 'Duyệt' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nhân viên phụ trách')).toBeInTheDocument();
  });

  it('does not offer a sale to approve their own pending customer', async () => {
    serve();
    asSale();
    renderAt('/crm/customer');
    expect(await screen.findByText('Quầy thuốc Minh Châu')).toBeInTheDocument();
    expect(screen.getByText('Chờ duyệt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
  });

  it('links a customer the viewer may open, and not another sale’s in the ocean', async () => {
    serve({}, { mine, pool, ocean: [...ocean, customer()] });
    asSale();
    renderAt('/crm/customer?tab=ocean');
    expect(await screen.findByText('Nhà thuốc Hồng Phát')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nhà thuốc Hồng Phát' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nhà thuốc An Khang' })).toHaveAttribute(
      'href',
      '/crm/customer/101',
    );
  });
});

describe('the search payload', () => {
  it('asks for page zero-based (the page clicked minus 1) and keeps the filters', async () => {
    const fake = serve();
    asSale();
    renderAt('/crm/customer');
    await screen.findByText('Nhà thuốc An Khang');
    expect(lastSearch(fake, 'my')).toEqual({ page: 0, pageSize: 20 });

    const user = userEvent.setup();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(lastSearch(fake, 'my')).toEqual({ page: 1, pageSize: 20 });
    });

    // A new search starts again from the first page; the text is sent once the typing pauses.
    await user.type(screen.getByLabelText('Tìm khách hàng'), 'an khang');
    await waitFor(() => {
      expect(lastSearch(fake, 'my')).toEqual({ page: 0, pageSize: 20, filterText: 'an khang' });
    });
    expect(
      fake.calls('POST', '/api/v1/crm/customer/my').filter((call) => {
        const body = call.body as CustomerSearchInput;
        return body.filterText !== undefined && body.filterText !== 'an khang';
      }),
    ).toHaveLength(0);

    await user.click(screen.getByText('Khách cũ'));
    await waitFor(() => {
      expect(lastSearch(fake, 'my')).toMatchObject({ isOld: true, filterText: 'an khang' });
    });
  });

  it('sends the chosen type and source as id lists', async () => {
    const fake = serve();
    asSale();
    renderAt('/crm/customer?tab=ocean');
    await screen.findByText('Nhà thuốc Hồng Phát');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Loại khách hàng' }));
    await user.click(await screen.findByTitle('Phòng khám'));
    await waitFor(() => {
      expect(lastSearch(fake, 'in-ocean')).toMatchObject({ typeIds: [2], page: 0 });
    });
    await user.click(screen.getByRole('combobox', { name: 'Nguồn khách hàng' }));
    await user.click(await screen.findByTitle('Được giới thiệu'));
    await waitFor(() => {
      expect(lastSearch(fake, 'in-ocean')).toMatchObject({ typeIds: [2], sourceIds: [2] });
    });
  });

  it('sorts on the server: a click on a header sends the field and order', async () => {
    const fake = serve();
    asSale();
    renderAt('/crm/customer');
    await screen.findByText('Nhà thuốc An Khang');
    await userEvent.setup().click(screen.getByRole('columnheader', { name: /Tên khách hàng/ }));
    await waitFor(() => {
      expect(lastSearch(fake, 'my')).toMatchObject({ sortField: 'name', sortOrder: 'asc' });
    });
  });
});

describe('states of the list', () => {
  it('says when there is nothing, and why', async () => {
    serve({}, { mine: [], pool: [], ocean: [] });
    asSale();
    renderAt('/crm/customer');
    expect(await screen.findByText(/Bạn chưa phụ trách khách hàng nào/)).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let failing = true;
    const fake = serve({
      'POST /api/v1/crm/customer/my': () =>
        failing ? fail(500, 'Hệ thống gặp sự cố. Vui lòng thử lại sau.') : ok(page(mine)),
    });
    asSale();
    renderAt('/crm/customer');
    expect((await screen.findAllByText('Không tải được dữ liệu')).length).toBeGreaterThan(0);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Nhà thuốc An Khang')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/v1/crm/customer/my').length).toBeGreaterThan(1);
  });
});

describe('an ocean of more customers than the API counts', () => {
  const OCEAN_SIZE = 3_000;
  let downloads: Blob[] = [];

  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** 3.000 customers, newest first, counted up to CUSTOMER_COUNT_CAP as the API does. */
  function serveBigOcean() {
    return serve({
      'POST /api/v1/crm/customer/in-ocean': (request) => {
        const body = request.body as CustomerSearchInput;
        const pageIndex = Number(body.page);
        const pageSize = Number(body.pageSize);
        const start = pageIndex * pageSize;
        const count = Math.max(0, Math.min(pageSize, OCEAN_SIZE - start));
        const items = Array.from({ length: count }, (_, index) => {
          const id = OCEAN_SIZE - start - index;
          return customer({
            id,
            code: `KH${String(id).padStart(7, '0')}`,
            name: `Nhà thuốc số ${String(id)}`,
            ownerId: SALE2.id,
            ownerName: SALE2.fullName,
          });
        });
        return ok({
          ...page(items, CUSTOMER_COUNT_CAP, pageIndex, pageSize),
          totalCapped: true,
        });
      },
    });
  }

  it('lets the pager go past page 10 at 100 a page, saying there are more and how to narrow them', async () => {
    const fake = serveBigOcean();
    asAccountant();
    renderAt('/crm/customer?tab=ocean&size=100&page=10');
    expect(await screen.findByText('Nhà thuốc số 2100')).toBeInTheDocument();
    expect(screen.getByText('Có hơn 1.000 khách hàng phù hợp')).toBeInTheDocument();
    expect(screen.getByText(/hãy tìm theo tên, số điện thoại, mã khách hàng/)).toBeInTheDocument();
    expect(screen.getByText('Hơn 1.000 dòng')).toBeInTheDocument();
    expect(screen.queryByText('Tổng 1.000 dòng')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('listitem', { name: 'Trang Kế' }));
    expect(await screen.findByText('Nhà thuốc số 2000')).toBeInTheDocument();
    expect(lastSearch(fake, 'in-ocean')).toEqual({ page: 10, pageSize: 100 });
    expect(screen.getByRole('listitem', { name: '11' })).toHaveClass('ant-pagination-item-active');
    expect(screen.getByRole('listitem', { name: '12' })).toBeInTheDocument();
  });

  it('exports every customer of the filters, not only the 1.000 counted', async () => {
    const fake = serveBigOcean();
    asAccountant();
    renderAt('/crm/customer?tab=ocean&type=1');
    await screen.findByText('Nhà thuốc số 3000');
    await userEvent.setup().click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(OCEAN_SIZE + 1);
    expect(sheet.rows[1]?.slice(0, 2)).toEqual(['KH0003000', 'Nhà thuốc số 3000']);
    expect(sheet.rows[OCEAN_SIZE]?.slice(0, 2)).toEqual(['KH0000001', 'Nhà thuốc số 1']);
    const exportCalls = fake
      .calls('POST', '/api/v1/crm/customer/in-ocean')
      .map((call) => call.body as CustomerSearchInput)
      .filter((body) => body.pageSize === 200);
    expect(exportCalls.every((body) => body.typeIds?.[0] === 1)).toBe(true);
    expect(screen.queryByText(/dòng đầu tiên/)).not.toBeInTheDocument();
  });
});

describe('dig and approve', () => {
  it('lets a sale dig a customer of the pool after a confirmation', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id/dig': () =>
        ok(customer({ ...pool[0], collection: 'OWNED', ownerId: SALE1.id })),
    });
    asSale();
    renderAt('/crm/customer?tab=pool');
    await screen.findByText('Nhà thuốc Phúc Lộc');
    const user = userEvent.setup();
    await user.click(within(row('Nhà thuốc Phúc Lộc')).getByRole('button', { name: 'Nhận' }));
    await user.click(await screen.findByRole('button', { name: 'Nhận khách hàng' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerDug]);
    });
    const dig = fake.calls('POST', '/api/v1/crm/customer/201/dig');
    expect(dig).toHaveLength(1);
    expect(dig[0]?.params).toEqual({});
  });

  it('tells the sale who lost the race, and reloads the pool', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id/dig': () => fail(409, CRM_MESSAGES.dugByOther),
    });
    asSale();
    renderAt('/crm/customer?tab=pool');
    await screen.findByText('Nhà thuốc Phúc Lộc');
    const before = fake.calls('POST', '/api/v1/crm/customer/in-pool').length;
    const user = userEvent.setup();
    await user.click(within(row('Nhà thuốc Phúc Lộc')).getByRole('button', { name: 'Nhận' }));
    await user.click(await screen.findByRole('button', { name: 'Nhận khách hàng' }));
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'error', title: CRM_MESSAGES.dugByOther });
    });
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/crm/customer/in-pool').length).toBeGreaterThan(before);
    });
  });

  it('lets a leader dig for a member of the team (owner)', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id/dig': () => ok(customer({ ...pool[0], ownerId: SALE2.id })),
    });
    asLeader();
    renderAt('/crm/customer?tab=pool');
    await screen.findByText('Nhà thuốc Phúc Lộc');
    const user = userEvent.setup();
    await user.click(within(row('Nhà thuốc Phúc Lộc')).getByRole('button', { name: 'Nhận' }));
    const drawer = await findDialog('Nhận khách hàng từ kho chung');
    await user.click(within(drawer).getByRole('combobox', { name: 'Người phụ trách' }));
    await user.click(await screen.findByTitle(SALE2.fullName));
    await user.click(within(drawer).getByRole('button', { name: 'Nhận khách hàng' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerDug]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/201/dig')[0]?.params).toEqual({
      owner: SALE2.id,
    });
  });

  it('lets a leader approve a pending customer and give it to a sale of the team', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id/approve': () =>
        ok(customer({ ...mine[1], approvalStatus: 'APPROVED', ownerId: SALE2.id })),
    });
    asLeader();
    renderAt('/crm/customer');
    await screen.findByText('Quầy thuốc Minh Châu');
    const user = userEvent.setup();
    await user.click(
      await within(row('Quầy thuốc Minh Châu')).findByRole('button', { name: 'Duyệt' }),
    );
    const drawer = await findDialog('Duyệt khách hàng');
    await user.click(within(drawer).getByLabelText('Giao cho nhân viên khác'));
    // Without a sale the form says what is missing and sends nothing.
    await user.click(within(drawer).getByRole('button', { name: 'Duyệt' }));
    expect(
      await within(drawer).findByText('Vui lòng chọn nhân viên nhận khách hàng.'),
    ).toBeInTheDocument();
    expect(fake.calls('POST', /\/approve$/)).toHaveLength(0);

    await user.click(within(drawer).getByRole('combobox', { name: 'Nhân viên nhận' }));
    await user.click(await screen.findByTitle(SALE2.fullName));
    await user.click(within(drawer).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerApproved]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/102/approve')[0]?.body).toEqual({
      approved: true,
      dispatchTypeId: 3,
      saleId: SALE2.id,
    });
  });

  it('lets a leader reject a pending customer', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id/approve': () =>
        ok(customer({ ...mine[1], approvalStatus: 'REJECTED' })),
    });
    asLeader();
    renderAt('/crm/customer');
    const user = userEvent.setup();
    await user.click(
      await within(await waitFor(() => row('Quầy thuốc Minh Châu'))).findByRole('button', {
        name: 'Duyệt',
      }),
    );
    const drawer = await findDialog('Duyệt khách hàng');
    await user.click(within(drawer).getByText('Từ chối'));
    await user.click(within(drawer).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => {
      expect(successes()).toEqual([CRM_MESSAGES.customerRejected]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer/102/approve')[0]?.body).toEqual({
      approved: false,
    });
  });
});

describe('row actions', () => {
  async function openMenu(name: string) {
    const user = userEvent.setup();
    await screen.findByText(name);
    await user.click(screen.getByRole('button', { name: `Thao tác khác với ${name}` }));
    return user;
  }

  it('offers the owner edit, flags and release, but not delete', async () => {
    serve();
    asSale();
    renderAt('/crm/customer');
    await openMenu('Nhà thuốc An Khang');
    const menu = await findRowMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Xem chi tiết',
      'Sửa thông tin',
      'Ghim',
      'Ẩn',
      'Không gọi',
      'Trả về kho chung',
    ]);
  });

  it('offers a leader to delete a team member’s customer', async () => {
    serve();
    asLeader();
    renderAt('/crm/customer');
    await openMenu('Nhà thuốc An Khang');
    expect(within(await findRowMenu()).getByText('Xóa khách hàng')).toBeInTheDocument();
  });

  it('releases a customer to the pool after a confirmation', async () => {
    const fake = serve({
      'DELETE /api/v1/crm/customer/:id': () => ok({ id: 101, outcome: 'RELEASED' }),
    });
    asSale();
    renderAt('/crm/customer');
    const user = await openMenu('Nhà thuốc An Khang');
    await user.click(within(await findRowMenu()).getByText('Trả về kho chung'));
    await user.click(await screen.findByRole('button', { name: 'Trả về kho chung' }));
    await waitFor(() => {
      expect(successes()).toEqual([CRM_MESSAGES.customerReleased]);
    });
    expect(fake.calls('DELETE', '/api/v1/crm/customer/101')[0]?.params).toEqual({ owner: true });
  });

  it('pins a customer with do-action', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/do-action': () =>
        ok({ customerId: 101, saleId: SALE1.id, pinned: true }),
    });
    asSale();
    renderAt('/crm/customer');
    const user = await openMenu('Nhà thuốc An Khang');
    await user.click(within(await findRowMenu()).getByText('Ghim'));
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/crm/customer/do-action')[0]?.body).toEqual({
        customerId: 101,
        action: 'PIN',
        flag: true,
      });
    });
    expect(successes()).toEqual([CRM_MESSAGES.actionSaved]);
  });

  it('offers nothing but the flags on another sale’s customer in the ocean', async () => {
    serve();
    asSale();
    renderAt('/crm/customer?tab=ocean');
    await openMenu('Nhà thuốc Hồng Phát');
    const menu = await findRowMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ghim', 'Ẩn', 'Không gọi']);
  });
});

describe('the customer form', () => {
  const created: Customer = customer({ id: 150, code: 'KH0000150', name: 'Nhà thuốc Mới Mở' });

  it('applies the phone rule and checks the number against other customers as one types', async () => {
    const fake = serve({
      'GET /api/v1/crm/customer/validate-mobile-phone': (request) =>
        ok(
          request.params.mobilePhone === '0912345678'
            ? {
                mobilePhone: '0912345678',
                available: false,
                message: 'Số điện thoại này đã thuộc về khách hàng Nhà thuốc An Khang (KH0000101).',
                customerId: 101,
                customerName: 'Nhà thuốc An Khang',
                ownerName: SALE1.fullName,
              }
            : {
                mobilePhone: request.params.mobilePhone,
                available: true,
                message: null,
                customerId: null,
                customerName: null,
                ownerName: null,
              },
        ),
      'POST /api/v1/crm/customer': () => ok(created),
    });
    asSale();
    renderAt('/crm/customer');
    await screen.findByText('Nhà thuốc An Khang');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Thêm khách hàng/ }));
    const drawer = await findDialog('Thêm khách hàng');
    const phone = within(drawer).getByLabelText('Số điện thoại');

    await user.type(phone, '12345');
    expect(await within(drawer).findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(fake.calls('GET', /validate-mobile-phone/)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0912345678');
    expect(
      await within(drawer).findByText(
        'Số điện thoại này đã thuộc về khách hàng Nhà thuốc An Khang (KH0000101).',
      ),
    ).toBeInTheDocument();
    // One check once the typing paused, not one per digit.
    expect(fake.calls('GET', /validate-mobile-phone/).map((call) => call.params)).toEqual([
      { mobilePhone: '0912345678' },
    ]);

    // A taken number is not sent.
    await user.type(within(drawer).getByLabelText('Tên khách hàng'), 'Nhà thuốc Mới Mở');
    await user.click(within(drawer).getByRole('button', { name: 'Tạo khách hàng' }));
    await waitFor(() => {
      expect(fake.calls('POST', '/api/v1/crm/customer')).toHaveLength(0);
    });

    await user.clear(phone);
    await user.type(phone, '0909000111');
    await waitFor(() => {
      expect(within(drawer).queryByText(/đã thuộc về khách hàng/)).not.toBeInTheDocument();
    });
    await user.click(within(drawer).getByRole('button', { name: 'Tạo khách hàng' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerCreated]);
    });
    expect(fake.calls('POST', '/api/v1/crm/customer')[0]?.body).toEqual({
      name: 'Nhà thuốc Mới Mở',
      contactName: null,
      mobilePhone: '0909000111',
      email: null,
      street: null,
      wardCode: null,
      customerTypeId: null,
      sourceId: null,
      tags: [],
      isOld: false,
      note: null,
    });
  });

  it('names an empty name in Vietnamese and sends nothing', async () => {
    const fake = serve();
    asSale();
    renderAt('/crm/customer');
    await screen.findByText('Nhà thuốc An Khang');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Thêm khách hàng/ }));
    const drawer = await findDialog('Thêm khách hàng');
    await user.click(within(drawer).getByRole('button', { name: 'Tạo khách hàng' }));
    expect(await within(drawer).findByText('Vui lòng nhập tên khách hàng.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/v1/crm/customer')).toHaveLength(0);
  });

  it('edits a customer: its own number is no clash, and the update notice shows', async () => {
    const fake = serve({
      'POST /api/v1/crm/customer/:id': () => ok(customer({ name: 'Nhà thuốc An Khang 2' })),
    });
    asSale();
    renderAt('/crm/customer');
    await screen.findByText('Nhà thuốc An Khang');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thao tác khác với Nhà thuốc An Khang' }));
    await user.click(within(await findRowMenu()).getByText('Sửa thông tin'));
    const drawer = await findDialog('Sửa khách hàng KH0000101');
    const name = within(drawer).getByLabelText('Tên khách hàng');
    expect(name).toHaveValue('Nhà thuốc An Khang');
    expect(within(drawer).getByLabelText('Số điện thoại')).toHaveValue('0912345678');
    await user.type(name, ' 2');
    await user.click(within(drawer).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => {
      expect(successes()).toEqual([MESSAGES.customerUpdated]);
    });
    expect(fake.calls('GET', /validate-mobile-phone/)).toHaveLength(0);
    expect(fake.calls('POST', '/api/v1/crm/customer/101')[0]?.body).toMatchObject({
      name: 'Nhà thuốc An Khang 2',
      mobilePhone: '0912345678',
      wardCode: '26734',
      customerTypeId: 1,
      sourceId: 1,
      tags: ['VIP'],
    });
  });
});
