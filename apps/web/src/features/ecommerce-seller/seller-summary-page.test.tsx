import {
  REPORT_API,
  type ReportOrdersPage,
  type SellerFigures,
  type SellerSummary,
  sellerSummaryPath,
  ECOMMERCE_MESSAGES,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { SellerSummaryPage } from './seller-summary-page';

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

describe("a seller's summary", () => {
  let fake: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    fake = fakeApi({
      [`GET ${sellerSummaryPath(2010)}`]: (request) =>
        ok(summary(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${sellerSummaryPath(999)}`]: () => fail(404, 'Không tìm thấy nhà bán.'),
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
    expect(screen.getByRole('row', { name: /Nhà thuốc Minh Châu/ })).toHaveTextContent(
      '18.500.000 ₫',
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

  it('says so for an unknown seller', async () => {
    renderScreen(<SellerSummaryPage />, '/ecommerce/seller-summary/999', ROUTE);
    expect(await screen.findByText(ECOMMERCE_MESSAGES.sellerNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Về báo cáo nhà bán' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('list', { name: 'Chỉ số chính' })).toBeNull();
    await waitUntilLoaded();
  });
});
