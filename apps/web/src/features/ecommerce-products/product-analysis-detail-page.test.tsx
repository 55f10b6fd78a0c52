import userEvent from '@testing-library/user-event';
import {
  REPORT_API,
  type ProductAnalysisDetail,
  productAnalysisPath,
  ECOMMERCE_MESSAGES,
} from '@backoffice/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { useProductSuggestionStore } from './product-suggestion-store';
import { ProductAnalysisDetailPage } from './product-analysis-detail-page';

const ROUTE = '/ecommerce/product-analysis/:productCode';

function detail(fromDate: string, toDate: string): ProductAnalysisDetail {
  return {
    product: {
      code: 'TSP10035',
      name: 'Amoxicillin + Acid clavulanic 625mg Pfizer',
      activeIngredient: 'Amoxicillin, Acid clavulanic',
      unit: 'Hộp',
      packing: 'Hộp 2 vỉ x 7 viên',
      dosageForm: 'Viên nén bao phim',
      prescription: true,
      category: 'Kháng sinh',
      manufacturer: 'Pfizer',
      country: 'Pháp',
      registrationNumber: 'VN-20345-17',
    },
    period: { fromDate, toDate },
    previousPeriod: { fromDate: '2026-10-02', toDate: '2026-10-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    totals: {
      current: { quantity: 40, revenue: 11_000_000, orders: 12 },
      previous: { quantity: 50, revenue: 10_000_000, orders: 15 },
    },
    priceHistory: [
      {
        sellerId: 2010,
        sellerName: 'Thuận Phát HCM',
        isOwner: true,
        points: [
          { day: fromDate, price: 281_300 },
          { day: '2026-11-10', price: 274_000 },
        ],
      },
    ],
    byMonth: [{ month: '2026-11', quantity: 40, revenue: 11_000_000, orders: 12 }],
    previousByMonth: [{ month: '2026-10', quantity: 50, revenue: 10_000_000, orders: 15 }],
    sellers: [
      {
        sellerId: 1187,
        code: 'HOANGLONG',
        name: 'Dược phẩm Hoàng Long',
        isOwner: false,
        price: 270_000,
        status: 'ACTIVE',
        quantity: 10,
        revenue: 2_700_000,
      },
      {
        sellerId: 2010,
        code: 'THUANPHAT_HCM',
        name: 'Thuận Phát HCM',
        isOwner: true,
        price: 274_000,
        status: 'ACTIVE',
        quantity: 30,
        revenue: 8_000_000,
      },
      {
        sellerId: 1503,
        code: 'MINHCHAU',
        name: 'Nhà thuốc Minh Châu',
        isOwner: false,
        price: null,
        status: null,
        quantity: 1,
        revenue: 300_000,
      },
    ],
    stock: [
      {
        warehouseCode: 'HCM01',
        warehouseName: 'Kho Hồ Chí Minh',
        sellerId: 2010,
        sellerName: 'Dược phẩm Thuận Phát - Kho HCM',
        lot: 'L2401',
        expiryDate: '2027-02-10',
        daysToExpiry: 77,
        nearExpiry: true,
        quantityOnHand: 120,
        quantityAvailable: 100,
        stockValue: 24_000_000,
      },
      {
        warehouseCode: 'HCM01',
        warehouseName: 'Kho Hồ Chí Minh',
        sellerId: 2010,
        sellerName: 'Dược phẩm Thuận Phát - Kho HCM',
        lot: 'L2507',
        expiryDate: '2028-07-01',
        daysToExpiry: 584,
        nearExpiry: false,
        quantityOnHand: 300,
        quantityAvailable: 300,
        stockValue: 60_000_000,
      },
    ],
    deals: [],
  };
}

describe("a product's analysis", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    client.defaults.adapter = fakeApi({
      [`GET ${productAnalysisPath('TSP10035')}`]: (request) =>
        ok(detail(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${productAnalysisPath('KHONGCO')}`]: () => fail(404, 'Không tìm thấy sản phẩm.'),
    }).adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
  });

  it('shows the product with its SĐK and Rx, prices, sellers, lots near expiry and sales', async () => {
    renderScreen(<ProductAnalysisDetailPage />, '/ecommerce/product-analysis/TSP10035', ROUTE);
    const heading = await screen.findByRole('heading', { name: /Amoxicillin \+ Acid clavulanic/ });
    expect(heading).toHaveTextContent('Rx');
    await waitUntilLoaded();
    expect(screen.getByText('VN-20345-17')).toBeInTheDocument();
    expect(screen.getByText('Thuốc kê đơn')).toBeInTheDocument();
    expect(screen.getByText('Viên nén bao phim')).toBeInTheDocument();

    const cheapest = screen.getByRole('row', { name: /Dược phẩm Hoàng Long/ });
    expect(cheapest).toHaveTextContent('270.000 ₫');
    expect(cheapest).toHaveTextContent('Rẻ nhất');
    expect(screen.getByRole('row', { name: /Thuận Phát HCM/ })).not.toHaveTextContent('Rẻ nhất');
    // A seller who sold it in the period and offers it no more: its sales, no price.
    const stopped = screen.getByRole('row', { name: /Nhà thuốc Minh Châu/ });
    expect(stopped).toHaveTextContent('Không còn bán');
    expect(stopped).toHaveTextContent('300.000 ₫');
    expect(screen.getByText('Nhà bán (2 đang bán, 1 không còn bán)')).toBeInTheDocument();

    expect(screen.getByRole('row', { name: /L2401/ })).toHaveTextContent('Cận date · còn 77 ngày');
    // The warehouse and the seller by name, not by code.
    expect(screen.getByRole('row', { name: /L2401/ })).toHaveTextContent(
      /Kho Hồ Chí Minh.*Thuận Phát - Kho HCM/,
    );
    expect(screen.getByRole('row', { name: /L2507/ })).not.toHaveTextContent('Cận date');
    expect(screen.getByText(/1 lô cận date/)).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /Lịch sử giá theo nhà bán: 1 nhà bán có giá trong kỳ/ }),
    ).toBeInTheDocument();
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('11.000.000 ₫');
    expect(screen.getByText('Không có deal nào trong kỳ hoặc sắp diễn ra.')).toBeInTheDocument();
  });

  it('asks for the comparison the address names', async () => {
    const api = fakeApi({
      [`GET ${productAnalysisPath('TSP10035')}`]: (request) =>
        ok(detail(String(request.params.fromDate), String(request.params.toDate))),
    });
    client.defaults.adapter = api.adapter;
    renderScreen(
      <ProductAnalysisDetailPage />,
      '/ecommerce/product-analysis/TSP10035?fromDate=2026-10-01&toDate=2026-11-24&compare=tet',
      ROUTE,
    );
    await waitUntilLoaded();
    expect(api.calls('GET', productAnalysisPath('TSP10035'))[0]?.params).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-11-24',
      compare: 'tet',
    });
  });

  it("opens the orders behind a seller's sales of the product, and behind its totals", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${productAnalysisPath('TSP10035')}`]: (request) =>
        ok(detail(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${REPORT_API.orders}`]: () =>
        ok({ items: [], count: 3, sum: 300_000, quantity: 1, next: null }),
    });
    client.defaults.adapter = api.adapter;
    renderScreen(
      <ProductAnalysisDetailPage />,
      '/ecommerce/product-analysis/TSP10035?fromDate=2026-11-01&toDate=2026-11-24',
      ROUTE,
    );
    await waitUntilLoaded();
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Doanh thu Nhà thuốc Minh Châu' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent(
      'Đơn hàng · Doanh thu · Nhà thuốc Minh Châu · Amoxicillin + Acid clavulanic 625mg Pfizer',
    );
    const base = {
      screen: 'ecommerceProductAnalysisDetail',
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
      productCode: 'TSP10035',
    };
    expect(api.calls('GET', REPORT_API.orders)[0]?.params).toEqual({ ...base, sellerIds: [1503] });
    await user.click(within(drawer).getByRole('button', { name: /Đóng|Close/ }));
    await user.click(screen.getByRole('button', { name: 'Xem đơn: Đơn hàng' }));
    await vi.waitFor(() => {
      expect(api.calls('GET', REPORT_API.orders)).toHaveLength(2);
    });
    expect(api.calls('GET', REPORT_API.orders)[1]?.params).toEqual(base);
  });

  it('says so for a product not in the catalogue', async () => {
    renderScreen(<ProductAnalysisDetailPage />, '/ecommerce/product-analysis/KHONGCO', ROUTE);
    expect(await screen.findByText(ECOMMERCE_MESSAGES.productNotFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chi tiết sản phẩm' })).toBeInTheDocument();
  });

  it('hands the product and its sellers, the company first, to the price comparison', async () => {
    const user = userEvent.setup();
    function Arrived() {
      const { pathname, search } = useLocation();
      return <output aria-label="Địa chỉ">{`${pathname}${search}`}</output>;
    }
    renderScreen(
      <Routes>
        <Route path={ROUTE} element={<ProductAnalysisDetailPage />} />
        <Route path="/ecommerce/product-by-seller-price" element={<Arrived />} />
      </Routes>,
      '/ecommerce/product-analysis/TSP10035?fromDate=2026-11-01&toDate=2026-11-20',
    );
    await waitUntilLoaded();
    await user.click(await screen.findByRole('button', { name: /So sánh giá các nhà bán/ }));
    expect(useProductSuggestionStore.getState().suggestion).toEqual({
      product: 'TSP10035',
      sellerCodes: ['THUANPHAT_HCM', 'HOANGLONG'],
    });
    // In the address as well: the product is never lost on the way.
    expect(await screen.findByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      '/ecommerce/product-by-seller-price?fromDate=2026-11-01&toDate=2026-11-20&product=TSP10035&sellers=THUANPHAT_HCM%2CHOANGLONG',
    );
  });
});
