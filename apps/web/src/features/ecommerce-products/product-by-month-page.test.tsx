import {
  REPORT_API,
  type ProductByMonthPage,
  type ProductByMonthRow,
  type ReportOrdersPage,
  type Seller,
  periodMonths,
} from '@backoffice/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import { ProductByMonthPage as Screen } from './product-by-month-page';

const SELLERS: Seller[] = [
  {
    idf: 2010,
    code: 'THUANPHAT_HCM',
    name: 'Dược phẩm Thuận Phát - Kho HCM',
    priority: 1,
    status: 'ACTIVE',
    isOwner: true,
  },
  {
    idf: 1024,
    code: 'PHUONGDONG',
    name: 'Công ty CP Dược phẩm Phương Đông',
    priority: 2,
    status: 'ACTIVE',
    isOwner: false,
  },
];

/** Product n of the period's months: month i sells n + i boxes at 10.000 ₫ each. */
function product(n: number, months: readonly string[]): ProductByMonthRow {
  const figures = months.map((_, i) => ({ quantity: n + i, revenue: (n + i) * 10_000 }));
  return {
    productCode: `TSP${String(10000 + n)}`,
    productName: n === 1 ? 'Siro ho Bảo Thanh' : `Sản phẩm số ${String(n)}`,
    unit: 'Chai',
    category: 'Hô hấp',
    quantity: figures.reduce((sum, month) => sum + month.quantity, 0),
    revenue: figures.reduce((sum, month) => sum + month.revenue, 0),
    months: figures,
  };
}

function answer(params: Record<string, unknown>): ProductByMonthPage {
  const period = { fromDate: String(params.fromDate), toDate: String(params.toDate) };
  const months = periodMonths(period);
  const rows = Array.from({ length: 45 }, (_, i) => product(45 - i, months));
  const page = Number(params.page ?? 0);
  const pageSize = Number(params.pageSize ?? 20);
  const totals = {
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    products: rows.length,
  };
  return {
    items: rows.slice(page * pageSize, (page + 1) * pageSize),
    total: rows.length,
    page,
    pageSize,
    period,
    previousPeriod: { fromDate: '2025-12-08', toDate: '2026-05-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    months,
    totals: { current: totals, previous: { ...totals, revenue: totals.revenue * 2 } },
    monthTotals: months.map((_, i) => ({
      quantity: rows.reduce((sum, row) => sum + (row.months[i]?.quantity ?? 0), 0),
      revenue: rows.reduce((sum, row) => sum + (row.months[i]?.revenue ?? 0), 0),
      products: rows.length,
    })),
    top: rows.slice(0, 10),
    sellers: [],
    categories: ['Hô hấp', 'Tiêu hóa'],
  };
}

function ShowLocation() {
  return <output aria-label="Địa chỉ">{useLocation().search}</output>;
}

const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

describe('products by month', () => {
  let fake: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    const checked = { checkedAt: Date.now(), etag: '"kept"' };
    useMasterDataStore.setState({ sellers: SELLERS, checks: { 'sellers:{}': checked } });
    fake = fakeApi({
      [`GET ${REPORT_API.productByMonth}`]: (request) => ok(answer(request.params)),
    });
    client.defaults.adapter = fake.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    useMasterDataStore.getState().clear();
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const render = (path = '/ecommerce/product-by-month') =>
    renderScreen(
      <>
        <Screen />
        <ShowLocation />
      </>,
      path,
    );
  const lastParams = () => fake.calls('GET', REPORT_API.productByMonth).at(-1)?.params;
  const location = () => screen.getByRole('status', { name: 'Địa chỉ' });

  it('shows the last six months, a column each, with the totals of each month', async () => {
    render();
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      fromDate: '2026-06-01',
      toDate: '2026-11-25',
      sortBy: 'revenue',
      sortOrder: 'desc',
    });
    expect(lastParams()).not.toHaveProperty('sellerCodes');
    for (const month of ['06-2026', '07-2026', '11-2026']) {
      expect(screen.getAllByText(month, { selector: 'th, th *' }).length).toBeGreaterThan(0);
    }
    // Product 45 sells 45 boxes in June and 50 in November: 450.000 ₫ and 500.000 ₫.
    const first = screen.getByText('Sản phẩm số 45').closest('tr');
    if (!first) throw new Error('no row');
    expect(first).toHaveTextContent('450.000 ₫');
    expect(first).toHaveTextContent('500.000 ₫');
    const totals = screen.getByText('Tổng cộng').closest('tr');
    if (!totals) throw new Error('no totals row');
    // June: products 1 to 45 sell 1 + ... + 45 = 1035 boxes, 10.350.000 ₫.
    expect(totals).toHaveTextContent('10.350.000 ₫');
    expect(
      screen.getByRole('img', { name: /Top 10 sản phẩm theo tháng \(doanh thu\)/ }),
    ).toBeInTheDocument();
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getByLabelText('Giảm 50,0%')).toBeInTheDocument();
  });

  it('widens a period given by day to the whole months it touches', async () => {
    render('/ecommerce/product-by-month?fromDate=2026-09-15&toDate=2026-10-10');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({ fromDate: '2026-09-01', toDate: '2026-10-31' });
  });

  it('filters by several sellers and shows quantities, both kept in the address', async () => {
    const user = userEvent.setup();
    render();
    await waitUntilLoaded();
    await user.click(screen.getByRole('combobox', { name: 'Nhà bán' }));
    await user.click(await screen.findByTitle('Dược phẩm Thuận Phát - Kho HCM'));
    await user.click(await screen.findByTitle('Công ty CP Dược phẩm Phương Đông'));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ sellerCodes: ['THUANPHAT_HCM', 'PHUONGDONG'] });
    });
    expect(location()).toHaveTextContent('sellers=THUANPHAT_HCM%2CPHUONGDONG');

    await waitUntilLoaded();
    await user.click(screen.getByText('Số lượng', { selector: '.ant-segmented-item-label' }));
    expect(location()).toHaveTextContent('measure=quantity');
    const first = screen.getByText('Sản phẩm số 45').closest('tr');
    if (!first) throw new Error('no row');
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(/^45$/);
    expect(
      screen.getByRole('img', { name: /Top 10 sản phẩm theo tháng \(số lượng\)/ }),
    ).toBeInTheDocument();
  });

  it("sorts by a month's column, in the measure shown, kept in the address", async () => {
    const user = userEvent.setup();
    render('/ecommerce/product-by-month?fromDate=2026-09-01&toDate=2026-11-25');
    await waitUntilLoaded();
    await user.click(screen.getByRole('columnheader', { name: /10-2026/ }));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({
        sortBy: 'revenue',
        sortOrder: 'asc',
        sortMonth: '2026-10',
      });
    });
    expect(location()).toHaveTextContent('sort=month%3A2026-10&order=asc');
    await waitUntilLoaded();
    await user.click(screen.getByText('Số lượng', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ sortBy: 'quantity', sortMonth: '2026-10' });
    });
  });

  it("reads a month's sort from the address, and a month outside the period as the default", async () => {
    render('/ecommerce/product-by-month?fromDate=2026-09-01&toDate=2026-11-25&sort=month:2026-11');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      sortBy: 'revenue',
      sortOrder: 'desc',
      sortMonth: '2026-11',
    });
    cleanup();
    render('/ecommerce/product-by-month?fromDate=2026-09-01&toDate=2026-11-25&sort=month:2026-05');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({ sortBy: 'revenue', sortOrder: 'desc' });
    expect(lastParams()).not.toHaveProperty('sortMonth');
  });

  it('exports every product with one column per month', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    render('/ecommerce/product-by-month?fromDate=2026-09-01&toDate=2026-11-25&measure=quantity');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(46);
    expect(sheet.rows[0]).toEqual([
      'Mã sản phẩm',
      'Sản phẩm',
      'Đơn vị',
      'Nhóm hàng',
      'Số lượng 09-2026',
      'Số lượng 10-2026',
      'Số lượng 11-2026',
      'Tổng số lượng',
      'Tổng doanh thu',
    ]);
    expect(sheet.rows[1]).toEqual([
      'TSP10045',
      'Sản phẩm số 45',
      'Chai',
      'Hô hấp',
      45,
      46,
      47,
      138,
      1_380_000,
    ]);
  });

  it("opens the orders behind a product's month and a month's total, with the sellers picked", async () => {
    const user = userEvent.setup();
    fake = fakeApi({
      [`GET ${REPORT_API.productByMonth}`]: (request) => ok(answer(request.params)),
      [`GET ${REPORT_API.orders}`]: () =>
        ok({
          items: [
            {
              code: 'DH-1',
              createdAt: '2026-10-03T02:00:00.000Z',
              sellerId: 2010,
              sellerName: 'Dược phẩm Thuận Phát - Kho HCM',
              customerCode: 'KH1',
              customerName: 'Nhà thuốc Minh Châu',
              province: 'Hà Nội',
              status: 'COMPLETED',
              amount: 460_000,
              lines: 1,
              quantity: 46,
              crmCustomerId: 12,
            },
          ],
          count: 1,
          sum: 460_000,
          quantity: 46,
          next: null,
        } satisfies ReportOrdersPage),
    });
    client.defaults.adapter = fake.adapter;
    render(
      '/ecommerce/product-by-month?fromDate=2026-09-01&toDate=2026-11-25&sellers=THUANPHAT_HCM',
    );
    await waitUntilLoaded();
    // Product 45 sells 46 boxes in October: 460.000 ₫.
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Doanh thu 10-2026 Sản phẩm số 45' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Đơn hàng · Doanh thu 10-2026 · Sản phẩm số 45');
    expect(await within(drawer).findByRole('status', { name: 'Tổng các đơn' })).toHaveTextContent(
      '1 đơn · tổng 460.000 ₫ · số lượng 46',
    );
    // The buyer opens its CRM customer.
    expect(within(drawer).getByRole('link', { name: 'Nhà thuốc Minh Châu' })).toHaveAttribute(
      'href',
      '/crm/customer/12',
    );
    expect(fake.calls('GET', REPORT_API.orders)[0]?.params).toEqual({
      screen: 'ecommerceProductByMonth',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      sellerCodes: ['THUANPHAT_HCM'],
      productCode: 'TSP10045',
    });
    await user.click(within(drawer).getByRole('button', { name: /Đóng|Close/ }));

    // The last month's total: every product of the filters, up to the period's end.
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Doanh thu 11-2026 mọi sản phẩm' }),
    );
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.orders)).toHaveLength(2);
    });
    expect(fake.calls('GET', REPORT_API.orders)[1]?.params).toEqual({
      screen: 'ecommerceProductByMonth',
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
      sellerCodes: ['THUANPHAT_HCM'],
    });
  });
});
