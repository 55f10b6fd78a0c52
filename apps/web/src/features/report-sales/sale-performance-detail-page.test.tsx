import {
  REPORT_API,
  type ReportOrdersPage,
  type SaleFigures,
  type SalePerformanceDetail,
  salePerformancePath,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { SalePerformanceDetailPage } from './sale-performance-detail-page';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const figures = (revenue: number, orders: number): SaleFigures => ({
  revenue,
  orders,
  buyers: orders - 1,
  newCustomers: 2,
  dugCustomers: 1,
  interactions: 12,
  tasksDone: 3,
});

function detail(fromDate: string, toDate: string): SalePerformanceDetail {
  return {
    period: { fromDate, toDate },
    previousPeriod: { fromDate: '2026-10-30', toDate: '2026-10-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    sale: { saleId: 8, username: 'sale1', fullName: 'Bùi Thị Thảo' },
    totals: { current: figures(7_000_000, 3), previous: figures(5_000_000, 2) },
    target: {
      amount: 20_000_000,
      attainment: 0.35,
      workingDaysLeft: 4,
      perWorkingDayLeft: 3_250_000,
    },
    byDay: [
      { day: fromDate, ...figures(4_000_000, 2), buyers: 2, interactions: 5 },
      {
        day: toDate,
        revenue: 3_000_000,
        orders: 1,
        buyers: 1,
        newCustomers: 0,
        dugCustomers: 0,
        interactions: 7,
        tasksDone: 0,
      },
    ],
    previousByDay: [
      { day: '2026-10-30', revenue: 2_000_000, orders: 1 },
      { day: '2026-10-31', revenue: 3_000_000, orders: 1 },
    ],
    customers: [
      {
        customerId: 104,
        code: 'KH000104',
        name: 'Quầy thuốc Thịnh Vượng',
        canOpen: true,
        revenue: 6_000_000,
        orders: 2,
        previousRevenue: 3_000_000,
        previousOrders: 1,
        interactions: 4,
      },
      {
        customerId: 77,
        code: 'KH000077',
        name: 'Nhà thuốc Bình An',
        canOpen: false,
        revenue: 1_000_000,
        orders: 1,
        previousRevenue: 0,
        previousOrders: 0,
        interactions: 0,
      },
    ],
    customersTotal: 2,
  };
}

const ORDERS: ReportOrdersPage = {
  items: [
    {
      code: 'TSO1',
      createdAt: '2026-11-01T02:00:00.000Z',
      sellerId: 2010,
      sellerName: 'Dược phẩm Thuận Phát',
      customerCode: 'KH000104',
      customerName: 'Quầy thuốc Thịnh Vượng',
      province: 'Hà Nội',
      status: 'COMPLETED',
      amount: 4_000_000,
      lines: 2,
      quantity: 5,
      crmCustomerId: 104,
    },
  ],
  count: 1,
  sum: 4_000_000,
  quantity: 5,
  next: null,
};

describe('one sale’s performance', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 2, 9, 0));
    api = fakeApi({
      [`GET ${salePerformancePath(8)}`]: (request) =>
        ok(detail(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${salePerformancePath(99)}`]: () => fail(404, 'Không tìm thấy.'),
      [`GET ${REPORT_API.orders}`]: () => ok(ORDERS),
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const open = (path = '/report/sale-performance/8') =>
    renderScreen(<SalePerformanceDetailPage />, path, '/report/sale-performance/:saleId');

  it('shows the sale’s figures and target, day by day, with the orders behind a day', async () => {
    const user = userEvent.setup();
    open();
    await waitUntilLoaded();
    expect(await screen.findByText('Hiệu quả bán hàng · Bùi Thị Thảo')).toBeInTheDocument();
    expect(api.calls('GET', salePerformancePath(8))[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-02',
    });
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('7.000.000 ₫');
    expect(within(kpis).getAllByRole('listitem')[1]).toHaveTextContent('35,0%');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /01-11-2026/ })).toHaveTextContent('4.000.000 ₫');
    expect(within(table).getByRole('row', { name: /Tổng cộng/ })).toHaveTextContent('7.000.000 ₫');
    await user.click(
      within(table).getByRole('button', { name: 'Xem đơn: Doanh thu ngày 01-11-2026' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('TSO1')).toBeInTheDocument();
    expect(api.calls('GET', REPORT_API.orders)[0]?.params).toMatchObject({
      screen: 'reportSalePerformanceDetail',
      fromDate: '2026-11-01',
      toDate: '2026-11-01',
      saleId: 8,
    });
  });

  it('lists the customers, linked to their CRM page when the user may open it, with their orders and Excel', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    open();
    await waitUntilLoaded();
    await user.click(await screen.findByRole('tab', { name: /Theo khách hàng/ }));
    const row = await screen.findByRole('row', { name: /Quầy thuốc Thịnh Vượng/ });
    expect(within(row).getByRole('link', { name: 'Quầy thuốc Thịnh Vượng' })).toHaveAttribute(
      'href',
      '/crm/customer/104',
    );
    const other = screen.getByRole('row', { name: /Nhà thuốc Bình An/ });
    expect(within(other).queryByRole('link', { name: 'Nhà thuốc Bình An' })).toBeNull();
    await user.click(
      within(row).getByRole('button', { name: 'Xem đơn: Doanh thu Quầy thuốc Thịnh Vượng' }),
    );
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.orders).at(-1)?.params).toMatchObject({
        saleId: 8,
        crmCustomerId: 104,
      });
    });
    await user.keyboard('{Escape}');
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual(
      expect.arrayContaining(['Mã khách hàng', 'Khách hàng', 'Doanh thu', 'Doanh thu kỳ so sánh']),
    );
    expect(sheet.rows[1]).toEqual(
      expect.arrayContaining(['KH000104', 'Quầy thuốc Thịnh Vượng', 6_000_000, 3_000_000]),
    );
  });

  it('says a sale outside the user’s scope is not found', async () => {
    open('/report/sale-performance/99');
    expect(await screen.findByText('Không tìm thấy nhân viên')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Về hiệu quả bán hàng/ })).toBeInTheDocument();
  });
});
