import {
  REPORT_API,
  type ReportOrdersPage,
  type SaleFigures,
  type SalePerformanceReport,
  type SalePerformanceRow,
  type SaleTargetList,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { setNotificationInstance } from '../../lib/notify';
import { captureDownloads } from '../../test/downloads';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { TARGET_SAVED } from './api/sale-targets';
import { SalePerformancePage } from './sale-performance-page';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** The notices the page shows (a saved target). */
const shown: { kind: string; title: unknown }[] = [];
const capture = (kind: string) => (args: { title: unknown }) =>
  shown.push({ kind, title: args.title });

const figures = (revenue: number, orders: number): SaleFigures => ({
  revenue,
  orders,
  buyers: orders - 1,
  newCustomers: 2,
  dugCustomers: 1,
  interactions: orders * 10,
  tasksDone: 4,
});

function row(
  saleId: number,
  fullName: string,
  revenue: number,
  target: number | null,
): SalePerformanceRow {
  return {
    saleId,
    username: `sale${String(saleId)}`,
    fullName,
    current: figures(revenue, revenue / 1_000_000),
    previous: figures(revenue / 2, revenue / 2_000_000),
    target: {
      amount: target,
      attainment: target === null ? null : revenue / target,
      workingDaysLeft: 3,
      perWorkingDayLeft: target === null ? null : Math.ceil(Math.max(0, target - revenue) / 3),
    },
  };
}

function report(fromDate: string, toDate: string): SalePerformanceReport {
  const rows = [
    row(8, 'Bùi Thị Thảo', 30_000_000, 40_000_000),
    row(9, 'Ngô Văn Tâm', 20_000_000, null),
    row(7, 'Hoàng Gia Bảo', 12_000_000, 10_000_000),
  ];
  return {
    period: { fromDate, toDate },
    previousPeriod: { fromDate: '2026-10-01', toDate: '2026-10-25' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    totals: {
      current: { ...figures(62_000_000, 62), buyers: 55 },
      previous: figures(31_000_000, 31),
    },
    rows,
    target: {
      amount: 50_000_000,
      attainment: 42 / 50,
      workingDaysLeft: 3,
      perWorkingDayLeft: 2_666_667,
    },
    noSale: {
      current: {
        ...figures(9_000_000, 9),
        newCustomers: 0,
        dugCustomers: 0,
        interactions: 0,
        tasksDone: 0,
      },
      previous: {
        ...figures(8_000_000, 8),
        newCustomers: 0,
        dugCustomers: 0,
        interactions: 0,
        tasksDone: 0,
      },
    },
    byDay: [
      { day: fromDate, revenue: 40_000_000, orders: 40 },
      { day: toDate, revenue: 22_000_000, orders: 22 },
    ],
    previousByDay: [
      { day: '2026-10-01', revenue: 20_000_000, orders: 20 },
      { day: '2026-10-25', revenue: 11_000_000, orders: 11 },
    ],
  };
}

function targets(month: string, amount: number | null): SaleTargetList {
  return {
    month,
    rows: [
      {
        saleId: 8,
        username: 'sale8',
        fullName: 'Bùi Thị Thảo',
        month,
        amount,
        updatedAt: amount === null ? null : '2026-11-02T02:00:00.000Z',
        updatedBy: amount === null ? null : 'truongnhom',
        canEdit: true,
      },
      {
        saleId: 7,
        username: 'sale7',
        fullName: 'Hoàng Gia Bảo',
        month,
        amount: 10_000_000,
        updatedAt: '2026-11-02T02:00:00.000Z',
        updatedBy: 'admin',
        canEdit: false,
      },
    ],
  };
}

/** The orders behind a figure, as the drawer reads them. */
const ORDERS: ReportOrdersPage = {
  items: [
    {
      code: 'DH1',
      createdAt: '2026-11-20T02:00:00.000Z',
      sellerId: 2010,
      sellerName: 'Nhà thuốc Hồng Phúc',
      customerCode: 'KH1',
      customerName: 'Nhà thuốc An Bình',
      province: 'Hà Nội',
      status: 'COMPLETED',
      amount: 30_000_000,
      lines: 3,
      quantity: 12,
      crmCustomerId: 41,
    },
  ],
  count: 1,
  sum: 30_000_000,
  quantity: 12,
  next: null,
};

describe('the sale performance report', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    shown.length = 0;
    setNotificationInstance({
      error: capture('error'),
      success: capture('success'),
      info: capture('info'),
    } as never);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    let saved: number | null = 40_000_000;
    api = fakeApi({
      [`GET ${REPORT_API.salePerformance}`]: (request) =>
        ok(report(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${REPORT_API.saleTargets}`]: (request) =>
        ok(targets(String(request.params.month), saved)),
      [`GET ${REPORT_API.orders}`]: () => ok(ORDERS),
      [`PUT ${REPORT_API.saleTargets}`]: (request) => {
        const body = request.body as { amount: number | null; month: string };
        saved = body.amount;
        return ok(targets(body.month, saved));
      },
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows each sale with revenue, target, attainment and what is left per day, the team and the orders of no sale', async () => {
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    await waitUntilLoaded();
    // This month by default.
    expect(api.calls('GET', REPORT_API.salePerformance)[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
    });
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('62.000.000 ₫');
    expect(within(kpis).getAllByRole('listitem')[1]).toHaveTextContent('84,0%');
    expect(within(kpis).getAllByRole('listitem')[1]).toHaveTextContent(
      'cần 2.666.667 ₫/ngày trong 3 ngày làm việc còn lại',
    );

    const table = screen.getByRole('table');
    const thao = within(table).getByRole('row', { name: /Bùi Thị Thảo/ });
    expect(thao).toHaveTextContent('30.000.000 ₫');
    expect(thao).toHaveTextContent('40.000.000 ₫');
    expect(thao).toHaveTextContent('75,0%');
    expect(thao).toHaveTextContent('3.333.334 ₫');
    expect(within(thao).getByRole('link', { name: 'Bùi Thị Thảo' })).toHaveAttribute(
      'href',
      '/report/sale-performance/8?fromDate=2026-11-01&toDate=2026-11-25',
    );
    expect(within(table).getByRole('row', { name: /Ngô Văn Tâm/ })).toHaveTextContent('Chưa đặt');
    expect(within(table).getByRole('row', { name: /Hoàng Gia Bảo/ })).toHaveTextContent('120,0%');
    expect(within(table).getByRole('row', { name: /Cả nhóm/ })).toHaveTextContent('62.000.000 ₫');
    expect(screen.getByText(/Không thuộc sale nào: 9.000.000 ₫/)).toHaveTextContent('9 đơn');
  });

  it('opens the orders behind a sale’s revenue, and those of no sale', async () => {
    const user = userEvent.setup();
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: 'Xem đơn: Doanh thu Bùi Thị Thảo' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Doanh thu · Bùi Thị Thảo');
    expect(await within(drawer).findByText('Nhà thuốc An Bình')).toBeInTheDocument();
    expect(api.calls('GET', REPORT_API.orders)[0]?.params).toMatchObject({
      screen: 'reportSalePerformance',
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
      saleId: 8,
    });
  });

  it('opens the orders of no sale', async () => {
    const user = userEvent.setup();
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    await waitUntilLoaded();
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Đơn hàng Không thuộc sale nào' }),
    );
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.orders).at(-1)?.params).toMatchObject({ saleId: 0 });
    });
  });

  it('lets a leader set a team member’s target of the month, and reads the report again', async () => {
    const user = userEvent.setup();
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Chỉ tiêu doanh thu/ }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Chỉ tiêu doanh thu');
    const field = await within(drawer).findByRole('spinbutton', { name: 'Chỉ tiêu Bùi Thị Thảo' });
    expect(field).toHaveValue('40.000.000');
    // Not a team member: shown, not editable.
    expect(within(drawer).queryByRole('spinbutton', { name: 'Chỉ tiêu Hoàng Gia Bảo' })).toBeNull();
    expect(within(drawer).getByText('Đặt bởi admin lúc 02-11-2026 09:00')).toBeInTheDocument();

    const reads = api.calls('GET', REPORT_API.salePerformance).length;
    await user.clear(field);
    await user.type(field, '55000000');
    await user.click(within(drawer).getByRole('button', { name: 'Lưu chỉ tiêu Bùi Thị Thảo' }));
    await waitFor(() => {
      expect(api.calls('PUT', REPORT_API.saleTargets)[0]?.body).toEqual({
        saleId: 8,
        month: '2026-11',
        amount: 55_000_000,
      });
    });
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: TARGET_SAVED });
    });
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.salePerformance).length).toBeGreaterThan(reads);
    });
  });

  it('exports what the table shows, with the period compared and the change', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual(
      expect.arrayContaining([
        'Nhân viên',
        'Doanh thu',
        'Doanh thu kỳ so sánh',
        'Chỉ tiêu',
        'Đạt chỉ tiêu',
      ]),
    );
    const thao = sheet.rows.find((cells) => cells.includes('Bùi Thị Thảo'));
    expect(thao).toEqual(expect.arrayContaining([30_000_000, 15_000_000, 40_000_000, 0.75]));
  });

  it('says what went wrong and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    api = fakeApi({
      [`GET ${REPORT_API.salePerformance}`]: (request) =>
        failing
          ? fail(500, 'Máy chủ đang bận.')
          : ok(report(String(request.params.fromDate), String(request.params.toDate))),
    });
    client.defaults.adapter = api.adapter;
    renderScreen(<SalePerformancePage />, '/report/sale-performance');
    expect(await screen.findByText('Máy chủ đang bận.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('row', { name: /Bùi Thị Thảo/ })).toBeInTheDocument();
  });
});
