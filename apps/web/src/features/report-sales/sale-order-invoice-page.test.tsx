import {
  type OrderInvoiceFigures,
  REPORT_API,
  type SaleInvoiceOrder,
  type SaleInvoiceOrdersPage,
  type SaleOrderInvoiceReport,
  type SaleOrderInvoiceRow,
  saleOrderInvoicePath,
} from '@backoffice/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { SaleOrderInvoiceDetailPage } from './sale-order-invoice-detail-page';
import { SaleOrderInvoicePage } from './sale-order-invoice-page';

// Ant Design screens render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const figures = (ordered: number, invoiced: number, collected: number): OrderInvoiceFigures => ({
  orders: ordered / 1_000_000,
  ordered,
  invoiced,
  notInvoiced: ordered - invoiced,
  collected,
  unpaid: ordered - collected,
});

function row(saleId: number, fullName: string, unpaidByAge: number[]): SaleOrderInvoiceRow {
  const unpaid = unpaidByAge.reduce((sum, amount) => sum + amount, 0);
  return {
    saleId,
    username: `sale${String(saleId)}`,
    fullName,
    current: figures(40_000_000, 36_000_000, 40_000_000 - unpaid),
    previous: figures(20_000_000, 20_000_000, 20_000_000),
    unpaidByAge,
  };
}

function report(ageDays: number[]): SaleOrderInvoiceReport {
  const buckets = ageDays.length + 1;
  const spread = (amounts: number[]) =>
    Array.from({ length: buckets }, (_, bucket) => amounts[bucket] ?? 0);
  const rows = [
    row(8, 'Bùi Thị Thảo', spread([1_000_000, 0, 2_000_000, 4_500_000])),
    row(9, 'Ngô Văn Tâm', spread([500_000])),
    row(7, 'Hoàng Gia Bảo', spread([])),
  ];
  return {
    period: { fromDate: '2026-11-01', toDate: '2026-11-25' },
    previousPeriod: { fromDate: '2026-10-07', toDate: '2026-10-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    ageDays,
    totals: {
      current: figures(120_000_000, 108_000_000, 112_000_000),
      previous: figures(60_000_000, 60_000_000, 60_000_000),
    },
    rows,
    unpaidByAge: spread([1_500_000, 0, 2_000_000, 4_500_000]),
    noSale: {
      current: figures(9_000_000, 9_000_000, 8_000_000),
      previous: figures(1_000_000, 1_000_000, 1_000_000),
      unpaidByAge: spread([1_000_000]),
    },
  };
}

const order = (code: string, unpaid: number, age: number): SaleInvoiceOrder => ({
  code,
  createdAt: '2026-08-01T03:10:00.000Z',
  status: 'COMPLETED',
  customerCode: 'KH000104',
  customerName: 'Quầy thuốc Thịnh Vượng',
  crmCustomerId: 104,
  ordered: 4_500_000,
  invoices: [{ code: '1C26TAA-00007204', invoiceDate: '2026-08-01', amount: 4_500_000 }],
  invoiced: 4_500_000,
  paymentStatus: unpaid === 4_500_000 ? 'UNPAID' : 'PARTIAL',
  collected: 4_500_000 - unpaid,
  unpaid,
  age,
});

function orders(params: Record<string, unknown>): SaleInvoiceOrdersPage {
  const items = [order('TSO000007204', 4_500_000, 116), order('TSO000007750', 2_000_000, 74)];
  const kept = params.age === 3 || params.age === '3' ? items.slice(0, 1) : items;
  return {
    sale: { saleId: 8, username: 'sale1', fullName: 'Bùi Thị Thảo' },
    period: { fromDate: String(params.fromDate), toDate: String(params.toDate) },
    ageDays: [30, 60, 90],
    totals: figures(40_000_000, 36_000_000, 32_500_000),
    unpaidByAge: [1_000_000, 0, 2_000_000, 4_500_000],
    sum: {
      ordered: kept.reduce((sum, o) => sum + o.ordered, 0),
      unpaid: kept.reduce((sum, o) => sum + o.unpaid, 0),
    },
    items: kept,
    total: kept.length,
    page: 0,
    pageSize: 20,
  };
}

describe('the orders and invoices report', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    api = fakeApi({
      [`GET ${REPORT_API.saleOrderInvoice}`]: (request) =>
        ok(
          report(
            (typeof request.params.ageDays === 'string' ? request.params.ageDays : '30,60,90')
              .split(',')
              .map(Number),
          ),
        ),
      [`GET ${saleOrderInvoicePath(8)}`]: (request) => ok(orders(request.params)),
      [`GET ${saleOrderInvoicePath(99)}`]: () => fail(404, 'Không tìm thấy nhân viên.'),
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows each sale’s ordered, invoiced, collected and unpaid amounts, the unpaid by age and the team', async () => {
    renderScreen(<SaleOrderInvoicePage />, '/report/sale-order-invoice');
    await waitUntilLoaded();
    expect(api.calls('GET', REPORT_API.saleOrderInvoice)[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
      ageDays: '30,60,90',
    });
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('120.000.000 ₫');
    expect(within(kpis).getAllByRole('listitem')[4]).toHaveTextContent('8.000.000 ₫');
    const table = screen.getByRole('table');
    const thao = within(table).getByRole('row', { name: /Bùi Thị Thảo/ });
    expect(thao).toHaveTextContent('40.000.000 ₫');
    expect(thao).toHaveTextContent('36.000.000 ₫');
    expect(thao).toHaveTextContent('4.000.000 ₫');
    expect(
      within(thao).getByRole('link', { name: 'Chưa thu Bùi Thị Thảo: 7.500.000 ₫' }),
    ).toHaveAttribute('href', '/report/sale-order-invoice/8?fromDate=2026-11-01&toDate=2026-11-25');
    // Each age's part of the bar opens that age's orders; the oldest said below it.
    expect(
      within(thao).getByRole('link', { name: 'Chưa thu trên 90 ngày Bùi Thị Thảo: 4.500.000 ₫' }),
    ).toHaveAttribute(
      'href',
      '/report/sale-order-invoice/8?fromDate=2026-11-01&toDate=2026-11-25&age=3',
    );
    expect(thao).toHaveTextContent('Trên 90 ngày: 4.500.000 ₫');
    expect(within(table).getByRole('row', { name: /Hoàng Gia Bảo/ })).toHaveTextContent('Không có');
    expect(within(table).getByRole('row', { name: /Cả nhóm/ })).toHaveTextContent('8.000.000 ₫');
    const ages = screen.getByRole('list', { name: 'Tuổi nợ cả nhóm' });
    expect(within(ages).getAllByRole('listitem')[2]).toHaveTextContent('61-90 ngày2.000.000 ₫');
    expect(screen.getByRole('link', { name: 'Không thuộc sale nào' })).toHaveAttribute(
      'href',
      '/report/sale-order-invoice/0?fromDate=2026-11-01&toDate=2026-11-25',
    );
  });

  it('ages the unpaid by the bounds the user picks, kept in the address', async () => {
    const user = userEvent.setup();
    renderScreen(<SaleOrderInvoicePage />, '/report/sale-order-invoice');
    await waitUntilLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Mốc tuổi nợ' }));
    await user.click(await screen.findByTitle('Tuổi nợ: 15 / 30 / 60 ngày'));
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.saleOrderInvoice).at(-1)?.params).toMatchObject({
        ageDays: '15,30,60',
      });
    });
    expect(await screen.findByText('16-30 ngày')).toBeInTheDocument();
    const thao = screen.getByRole('row', { name: /Bùi Thị Thảo/ });
    expect(
      within(thao).getByRole('link', { name: 'Chưa thu 0-15 ngày Bùi Thị Thảo: 1.000.000 ₫' }),
    ).toHaveAttribute(
      'href',
      '/report/sale-order-invoice/8?fromDate=2026-11-01&toDate=2026-11-25&ageDays=15%2C30%2C60&age=0',
    );
  });

  it('exports each sale with the period compared and the unpaid of each age', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderScreen(<SaleOrderInvoicePage />, '/report/sale-order-invoice');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual(
      expect.arrayContaining([
        'Nhân viên',
        'Đặt hàng',
        'Đặt hàng kỳ so sánh',
        'Đã xuất hóa đơn',
        'Chưa xuất hóa đơn',
        'Chưa thu',
        'Chưa thu 0-30 ngày',
        'Chưa thu Trên 90 ngày',
      ]),
    );
    const thao = sheet.rows.find((cells) => cells.includes('Bùi Thị Thảo'));
    expect(thao).toEqual(expect.arrayContaining([40_000_000, 20_000_000, 7_500_000, 4_500_000]));
  });

  it('lists a sale’s unpaid orders, oldest first, filters them by age and exports them', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderScreen(
      <SaleOrderInvoiceDetailPage />,
      '/report/sale-order-invoice/8?fromDate=2026-01-01&toDate=2026-11-25',
      '/report/sale-order-invoice/:saleId',
    );
    await waitUntilLoaded();
    expect(await screen.findByText('Đơn hàng và hóa đơn · Bùi Thị Thảo')).toBeInTheDocument();
    expect(api.calls('GET', saleOrderInvoicePath(8))[0]?.params).toMatchObject({
      fromDate: '2026-01-01',
      toDate: '2026-11-25',
      unpaid: 'true',
      sortBy: 'orderDate',
      sortOrder: 'asc',
    });
    const first = screen.getByRole('row', { name: /TSO000007204/ });
    expect(first).toHaveTextContent('1C26TAA-00007204');
    expect(first).toHaveTextContent('Chưa thanh toán');
    expect(first).toHaveTextContent('116 ngày');
    expect(within(first).getByRole('link', { name: 'Quầy thuốc Thịnh Vượng' })).toHaveAttribute(
      'href',
      '/crm/customer/104',
    );
    // A bucket's card filters the orders to its age.
    await user.click(screen.getByRole('button', { name: /Xem đơn.*Chưa thu trên 90 ngày/ }));
    await waitFor(() => {
      expect(api.calls('GET', saleOrderInvoicePath(8)).at(-1)?.params).toMatchObject({ age: 3 });
    });
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /TSO000007750/ })).toBeNull();
    });
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual(
      expect.arrayContaining(['Mã đơn', 'Số hóa đơn', 'Chưa thu', 'Số ngày nợ']),
    );
    expect(sheet.rows[1]).toEqual(
      expect.arrayContaining(['TSO000007204', '1C26TAA-00007204', 4_500_000, 116]),
    );
  });

  it('says a sale outside the user’s scope is not found, with the way back', async () => {
    renderScreen(
      <SaleOrderInvoiceDetailPage />,
      '/report/sale-order-invoice/99?fromDate=2026-01-01&toDate=2026-11-25',
      '/report/sale-order-invoice/:saleId',
    );
    expect(await screen.findByText('Không tìm thấy nhân viên')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Về báo cáo đơn hàng và hóa đơn/ }),
    ).toBeInTheDocument();
  });
});
