import {
  REPORT_API,
  type ReportOrdersPage,
  type SellerCustomer,
  type SellerFigures,
  type SellerSummary,
  sellerCustomersPath,
  sellerSummaryPath,
  ECOMMERCE_MESSAGES,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { useLocation } from 'react-router';
import { SellerSummaryPage } from './seller-summary-page';

function ShowLocation() {
  return <output aria-label="Địa chỉ">{useLocation().search}</output>;
}

const figures = (revenue: number, orders: number): SellerFigures => ({
  revenue,
  orders,
  buyers: orders - 1,
  skus: 12,
  activeDeals: 1,
  averageOrderValue: Math.round(revenue / orders),
});

function summary(fromDate: string, toDate: string): SellerSummary {
  return {
    seller: {
      sellerId: 2010,
      code: 'THUANPHAT_HCM',
      name: 'Thuận Phát HCM',
      priority: 1,
      isOwner: true,
    },
    period: { fromDate, toDate },
    previousPeriod: { fromDate: '2026-10-02', toDate: '2026-10-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    totals: { current: figures(90_000_000, 30), previous: figures(100_000_000, 40) },
    byDay: [
      { day: '2026-11-01', orders: 10, revenue: 30_000_000 },
      { day: '2026-11-02', orders: 20, revenue: 60_000_000 },
    ],
    previousByDay: [
      { day: '2026-10-30', orders: 12, revenue: 40_000_000 },
      { day: '2026-10-31', orders: 25, revenue: 60_000_000 },
    ],
    products: [
      {
        productCode: 'PARA500',
        productName: 'Paracetamol 500mg',
        unit: 'Hộp',
        quantity: 120,
        orders: 25,
        revenue: 50_000_000,
      },
    ],
    statuses: [
      { status: 'COMPLETED', orders: 28, revenue: 85_000_000 },
      { status: 'CANCELLED', orders: 2, revenue: 5_000_000 },
    ],
    topCustomers: [
      {
        customerCode: 'KH0001',
        name: 'Nhà thuốc Minh Châu',
        province: 'Thành phố Hồ Chí Minh',
        orders: 6,
        revenue: 18_500_000,
      },
    ],
    provinces: [{ province: 'Thành phố Hồ Chí Minh', orders: 21, revenue: 70_000_000 }],
  };
}

const ROUTE = '/ecommerce/seller-summary/:sellerId';

/** The seller's 25 customers: Minh Châu first (25 orders), then Khách số 2 to 25 (fewer each). */
const CUSTOMERS: SellerCustomer[] = Array.from({ length: 25 }, (_, i) => ({
  customerCode: `KH${String(i + 1).padStart(4, '0')}`,
  name: i === 0 ? 'Nhà thuốc Minh Châu' : `Khách số ${String(i + 1)}`,
  province: i % 2 === 0 ? 'Thành phố Hồ Chí Minh' : 'Thành phố Hà Nội',
  orders: 25 - i,
  revenue: (25 - i) * 1_000_000,
}));

/** A page of the customers as the API gives it: searched by name, sorted, paged. */
function customersPage(params: Record<string, unknown>) {
  const search = typeof params.search === 'string' ? params.search.toLowerCase() : '';
  const found = CUSTOMERS.filter((row) => row.name.toLowerCase().includes(search));
  const sorted = params.sortOrder === 'asc' ? [...found].reverse() : found;
  const page = Number(params.page ?? 0);
  const pageSize = Number(params.pageSize ?? 10);
  return {
    items: sorted.slice(page * pageSize, (page + 1) * pageSize),
    total: found.length,
    page,
    pageSize,
  };
}

describe("a seller's summary", () => {
  let fake: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    fake = fakeApi({
      [`GET ${sellerSummaryPath(2010)}`]: (request) =>
        ok(summary(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${sellerSummaryPath(999)}`]: () => fail(404, 'Không tìm thấy nhà bán.'),
      [`GET ${sellerCustomersPath(2010)}`]: (request) => ok(customersPage(request.params)),
    });
    client.defaults.adapter = fake.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
  });

  it('shows its figures against the previous period, its charts, and its top lists', async () => {
    renderScreen(
      <SellerSummaryPage />,
      '/ecommerce/seller-summary/2010?fromDate=2026-11-01&toDate=2026-11-30',
      ROUTE,
    );
    expect(await screen.findByRole('heading', { name: /Thuận Phát HCM/ })).toHaveTextContent(
      'Công ty',
    );
    await waitUntilLoaded();
    expect(fake.calls('GET', sellerSummaryPath(2010))[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    const revenue = within(screen.getByRole('list', { name: 'Chỉ số chính' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    expect(revenue).toHaveTextContent('90.000.000 ₫');
    expect(within(revenue).getByLabelText('Giảm 10,0%')).toBeInTheDocument();

    expect(
      screen.getByRole('img', {
        name: /Doanh thu và đơn hàng theo ngày: 2 ngày; cao nhất 02-11-2026: 60.000.000 ₫; Doanh thu \(kỳ trước\): 100.000.000 ₫/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Trạng thái đơn hàng: Hoàn tất 93,3%, Đã hủy 6,7%/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Top sản phẩm theo doanh thu: Paracetamol 500mg/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Top khách hàng theo doanh thu: Nhà thuốc Minh Châu/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Nhà thuốc Minh Châu/ })).toHaveTextContent(
      '25.000.000 ₫',
    );
    expect(screen.getByRole('row', { name: /Paracetamol 500mg/ })).toHaveTextContent('120');
    // Back to the seller report over the same days.
    expect(screen.getByRole('link', { name: 'Báo cáo nhà bán' })).toHaveAttribute(
      'href',
      '/ecommerce/seller?fromDate=2026-11-01&toDate=2026-11-30',
    );
  });

  it('asks for the comparison the address names, and keeps it on the way back to the report', async () => {
    renderScreen(
      <SellerSummaryPage />,
      '/ecommerce/seller-summary/2010?fromDate=2026-11-01&toDate=2026-11-24&compare=year',
      ROUTE,
    );
    await waitUntilLoaded();
    expect(fake.calls('GET', sellerSummaryPath(2010))[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
      compare: 'year',
    });
    expect(screen.getByRole('combobox', { name: 'So sánh với' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Báo cáo nhà bán' })).toHaveAttribute(
      'href',
      '/ecommerce/seller?fromDate=2026-11-01&toDate=2026-11-24&compare=year',
    );
  });

  it("opens the orders behind a buyer's, a province's, a product's figure and the totals", async () => {
    const user = userEvent.setup();
    const page: ReportOrdersPage = {
      items: [],
      count: 6,
      sum: 18_500_000,
      quantity: 40,
      next: null,
    };
    fake = fakeApi({
      [`GET ${sellerSummaryPath(2010)}`]: (request) =>
        ok(summary(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${REPORT_API.orders}`]: () => ok(page),
      [`GET ${sellerCustomersPath(2010)}`]: (request) => ok(customersPage(request.params)),
    });
    client.defaults.adapter = fake.adapter;
    renderScreen(
      <SellerSummaryPage />,
      '/ecommerce/seller-summary/2010?fromDate=2026-11-01&toDate=2026-11-30',
      ROUTE,
    );
    await waitUntilLoaded();
    const base = {
      screen: 'ecommerceSellerSummary',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      sellerIds: [2010],
    };
    for (const [name, keys, title] of [
      [
        'Doanh thu Nhà thuốc Minh Châu',
        { customerCode: 'KH0001' },
        'Doanh thu · Nhà thuốc Minh Châu',
      ],
      [
        'Đơn hàng Thành phố Hồ Chí Minh',
        { province: 'Thành phố Hồ Chí Minh' },
        'Đơn hàng · Thành phố Hồ Chí Minh',
      ],
      ['Doanh thu Paracetamol 500mg', { productCode: 'PARA500' }, 'Doanh thu · Paracetamol 500mg'],
      ['Doanh thu', {}, 'Doanh thu'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Xem đơn: ${name}` }));
      const drawer = await screen.findByRole('dialog');
      expect(drawer).toHaveTextContent(`Đơn hàng · ${title} · Thuận Phát HCM`);
      expect(await within(drawer).findByRole('status', { name: 'Tổng các đơn' })).toHaveTextContent(
        '6 đơn · tổng 18.500.000 ₫',
      );
      expect(fake.calls('GET', REPORT_API.orders).at(-1)?.params).toEqual({ ...base, ...keys });
      await user.click(within(drawer).getByRole('button', { name: /Đóng|Close/ }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).toBeNull();
      });
    }
  });

  /** The summary of November, and its customers' card once their count shows. */
  async function customersCard(
    search = '?fromDate=2026-11-01&toDate=2026-11-30',
  ): Promise<HTMLElement> {
    renderScreen(
      <>
        <SellerSummaryPage />
        <ShowLocation />
      </>,
      `/ecommerce/seller-summary/2010${search}`,
      ROUTE,
    );
    await waitUntilLoaded();
    return (await screen.findByText('Khách hàng (25)')).closest('.ant-card') as HTMLElement;
  }

  it('lists every customer page by page, sorted and searched by the server', async () => {
    const user = userEvent.setup();
    const card = await customersCard();
    expect(fake.calls('GET', sellerCustomersPath(2010)).at(-1)?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      sortBy: 'revenue',
      sortOrder: 'desc',
      page: 0,
      pageSize: 10,
    });
    expect(within(card).getByRole('row', { name: /Khách số 10/ })).toHaveTextContent('10');
    // The next page, ranked on from 11.
    await user.click(within(card).getByRole('listitem', { name: '2' }));
    expect(await within(card).findByRole('row', { name: /Khách số 11/ })).toHaveTextContent(/^11/);
    expect(fake.calls('GET', sellerCustomersPath(2010)).at(-1)?.params).toMatchObject({ page: 1 });
    // Fewest orders first, over every customer: the server sorts.
    await user.click(within(card).getByRole('columnheader', { name: /Đơn hàng/ }));
    await waitFor(() => {
      expect(fake.calls('GET', sellerCustomersPath(2010)).at(-1)?.params).toMatchObject({
        sortBy: 'orders',
        sortOrder: 'asc',
      });
    });
    await user.type(within(card).getByRole('searchbox'), 'minh chau');
    await waitFor(() => {
      expect(fake.calls('GET', sellerCustomersPath(2010)).at(-1)?.params).toMatchObject({
        search: 'minh chau',
        page: 0,
      });
    });

    // The fake finds names as typed: none without accents, and the table says so.
    expect(await within(card).findByText('Không có khách hàng nào khớp từ khóa.')).toBeVisible();
    // Each kept in the address, under the customers' own names.
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      '?fromDate=2026-11-01&toDate=2026-11-30&customersSort=orders&customersOrder=asc&customersQ=minh+chau',
    );
  });

  it("opens the customers', products' and provinces' tables at the page and order the address names", async () => {
    const card = await customersCard(
      '?fromDate=2026-11-01&toDate=2026-11-30&customersPage=2&customersSort=orders&customersOrder=asc&productsSort=quantity&productsOrder=asc&provincesSort=orders&provincesOrder=desc',
    );
    expect(fake.calls('GET', sellerCustomersPath(2010)).at(-1)?.params).toMatchObject({
      page: 1,
      sortBy: 'orders',
      sortOrder: 'asc',
    });
    expect(await within(card).findByRole('row', { name: /Khách số 11/ })).toBeVisible();
    const products = (await screen.findByText(/^Sản phẩm đã bán/)).closest('.ant-card');
    expect(
      within(products as HTMLElement).getByRole('columnheader', { name: /Số lượng/ }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const provinces = screen.getByText(/^Tỉnh\/thành \(/).closest('.ant-card');
    expect(
      within(provinces as HTMLElement).getByRole('columnheader', { name: /Đơn hàng/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports every customer of the seller, not only the page shown', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const card = await customersCard();
    await user.click(within(card).getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(26);
    expect(sheet.rows[1]).toEqual([
      'KH0001',
      'Nhà thuốc Minh Châu',
      'Thành phố Hồ Chí Minh',
      25,
      25_000_000,
    ]);
  });

  it('says so for an unknown seller', async () => {
    renderScreen(<SellerSummaryPage />, '/ecommerce/seller-summary/999', ROUTE);
    expect(await screen.findByText(ECOMMERCE_MESSAGES.sellerNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Về báo cáo nhà bán' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('list', { name: 'Chỉ số chính' })).toBeNull();
    await waitUntilLoaded();
  });
});
