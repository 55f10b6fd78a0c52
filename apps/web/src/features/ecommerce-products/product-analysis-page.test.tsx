import { REPORT_API, type ProductAnalysisPage, type ProductAnalysisRow } from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fakeApi, ok } from '../../test/fake-api';
import { renderScreen, typeInto, waitUntilLoaded } from '../../test/render-app';
import { ProductAnalysisPage as Screen } from './product-analysis-page';

function product(n: number): ProductAnalysisRow {
  return {
    productCode: `TSP${String(10000 + n)}`,
    productName: n === 1 ? 'Viên sủi Bổ phế Nam Hà' : `Sản phẩm số ${String(n)}`,
    unit: 'Hộp',
    category: n % 2 ? 'Hô hấp' : 'Tiêu hóa',
    manufacturer: 'Dược phẩm Nam Hà',
    prescription: n % 3 === 0,
    quantity: 100 - n,
    revenue: (100 - n) * 100_000,
    orders: 50 - Math.floor(n / 2),
    sellers: 3,
    minPrice: 90_000,
    maxPrice: 110_000,
    averagePrice: 100_000,
    ownerRevenue: (100 - n) * 25_000,
    ownerShare: 0.25,
  };
}

const ALL = Array.from({ length: 45 }, (_, i) => product(i + 1));

function answer(params: Record<string, unknown>): ProductAnalysisPage {
  const page = Number(params.page ?? 0);
  const pageSize = Number(params.pageSize ?? 20);
  const rows = ALL.filter((row) => !params.category || row.category === params.category);
  const totals = {
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    products: rows.length,
    ownerRevenue: rows.reduce((sum, row) => sum + row.ownerRevenue, 0),
  };
  return {
    items: rows.slice(page * pageSize, (page + 1) * pageSize),
    total: rows.length,
    page,
    pageSize,
    period: { fromDate: String(params.fromDate), toDate: String(params.toDate) },
    previousPeriod: { fromDate: '2026-10-07', toDate: '2026-10-31' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    totals: { current: totals, previous: { ...totals, revenue: totals.revenue / 2 } },
    top: rows.slice(0, 10),
    categories: ['Hô hấp', 'Tiêu hóa'],
  };
}

function ShowLocation() {
  return <output aria-label="Địa chỉ">{useLocation().search}</output>;
}

describe('the product analysis', () => {
  let fake: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    fake = fakeApi({
      [`GET ${REPORT_API.productAnalysis}`]: (request) => ok(answer(request.params)),
    });
    client.defaults.adapter = fake.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const render = (path = '/ecommerce/product-analysis') =>
    renderScreen(
      <>
        <Screen />
        <ShowLocation />
      </>,
      path,
    );
  const lastParams = () => fake.calls('GET', REPORT_API.productAnalysis).at(-1)?.params;

  it('ranks the products by revenue, with Rx or OTC, prices and the company share', async () => {
    render();
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
      sortBy: 'revenue',
      sortOrder: 'desc',
      page: 0,
    });
    const first = screen.getByRole('row', { name: /Viên sủi Bổ phế Nam Hà/ });
    expect(first).toHaveTextContent('9.900.000 ₫');
    expect(first).toHaveTextContent('OTC');
    expect(first).toHaveTextContent('100.000 ₫90.000 – 110.000');
    expect(first).toHaveTextContent('25,0%');
    expect(screen.getByRole('row', { name: /Sản phẩm số 3\b/ })).toHaveTextContent('Rx');
    expect(within(first).getByRole('link', { name: 'Viên sủi Bổ phế Nam Hà' })).toHaveAttribute(
      'href',
      '/ecommerce/product-analysis/TSP10001?fromDate=2026-11-01&toDate=2026-11-25',
    );
    expect(screen.getByRole('img', { name: /Top 10 sản phẩm theo doanh thu/ })).toBeInTheDocument();
  });

  it('searches as typed without accents and filters by category, both kept in the address', async () => {
    const user = userEvent.setup();
    render('/ecommerce/product-analysis?fromDate=2026-10-26&toDate=2026-11-25');
    await waitUntilLoaded();
    await typeInto(user, screen.getByLabelText('Tìm sản phẩm, hoạt chất, hãng'), 'bo phe nam ha');
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ search: 'bo phe nam ha', page: 0 });
    });
    expect(lastParams()).toMatchObject({ fromDate: '2026-10-26', toDate: '2026-11-25' });
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      '?fromDate=2026-10-26&toDate=2026-11-25&q=bo+phe+nam+ha',
    );

    await user.click(screen.getByLabelText('Nhóm hàng'));
    await user.click(await screen.findByTitle('Tiêu hóa'));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ search: 'bo phe nam ha', category: 'Tiêu hóa' });
    });
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      'category=Ti%C3%AAu+h%C3%B3a',
    );
  });

  it("opens the orders behind a product's figures, and the company's part of the search", async () => {
    const user = userEvent.setup();
    fake = fakeApi({
      [`GET ${REPORT_API.productAnalysis}`]: (request) => ok(answer(request.params)),
      [`GET ${REPORT_API.orders}`]: () =>
        ok({ items: [], count: 49, sum: 9_900_000, quantity: 99, next: null }),
    });
    client.defaults.adapter = fake.adapter;
    render('/ecommerce/product-analysis?fromDate=2026-11-01&toDate=2026-11-25&q=vien+sui');
    await waitUntilLoaded();
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Doanh thu Viên sủi Bổ phế Nam Hà' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Đơn hàng · Doanh thu · Viên sủi Bổ phế Nam Hà');
    expect(await within(drawer).findByRole('status', { name: 'Tổng các đơn' })).toHaveTextContent(
      '49 đơn · tổng 9.900.000 ₫ · số lượng 99',
    );
    const period = { fromDate: '2026-11-01', toDate: '2026-11-25' };
    expect(fake.calls('GET', REPORT_API.orders)[0]?.params).toEqual({
      screen: 'ecommerceProductAnalysis',
      ...period,
      productCode: 'TSP10001',
    });
    await user.click(within(drawer).getByRole('button', { name: /Đóng|Close/ }));
    await user.click(screen.getByRole('button', { name: 'Xem đơn: Doanh thu nhà bán công ty' }));
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.orders)).toHaveLength(2);
    });
    expect(fake.calls('GET', REPORT_API.orders)[1]?.params).toEqual({
      screen: 'ecommerceProductAnalysis',
      ...period,
      sellerIds: [2010, 3035],
      search: 'vien sui',
    });
  });

  it('asks the API for the next page and another order, both kept in the address', async () => {
    const user = userEvent.setup();
    render();
    await waitUntilLoaded();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ page: 1, sortBy: 'revenue' });
    });
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent('page=2');
    const [quantityHeader] = screen.getAllByText('Số lượng', {
      selector: '.ant-table-column-title',
    });
    await user.click(quantityHeader as HTMLElement);
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ page: 0, sortBy: 'quantity', sortOrder: 'asc' });
    });
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      /^\?sort=quantity&order=asc$/,
    );
  });

  it('lists what sold with a totals row, and the whole catalogue on the switch', async () => {
    const user = userEvent.setup();
    render();
    await waitUntilLoaded();
    expect(lastParams()).not.toHaveProperty('catalogue');
    const totals = screen.getByRole('row', { name: /Tổng cộng/ });
    expect(totals).toHaveTextContent(/\d+ sản phẩm bán ra/);
    expect(totals).toHaveTextContent('₫');
    await user.click(screen.getByRole('switch', { name: 'Cả danh mục' }));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ catalogue: 'true', page: 0 });
    });
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent('all=1');
  });

  it('opens at the page and order the address names', async () => {
    render('/ecommerce/product-analysis?sort=orders&order=asc&page=3&size=50');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      page: 2,
      pageSize: 50,
      sortBy: 'orders',
      sortOrder: 'asc',
    });
  });

  it('exports every product of the filters, page by page', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    render();
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(46);
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['Mã sản phẩm', 'Sản phẩm', 'Rx/OTC']);
    expect(sheet.rows[1]?.slice(0, 3)).toEqual(['TSP10001', 'Viên sủi Bổ phế Nam Hà', 'OTC']);
  });
});
