import {
  type Combo,
  type Deal,
  PAGE_SIZE_MAX,
  REPORT_API,
  type Seller,
  type SellerProduct,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { foldAccents } from '../../lib/search-text';
import { captureDownloads } from '../../test/downloads';
import { type FakeHandler, fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, typeInto, waitUntilLoaded } from '../../test/render-app';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import { SellerDetailPage } from './seller-detail-page';

const SELLERS: Seller[] = [
  {
    idf: 120,
    code: 'NB120',
    name: 'Nhà thuốc Minh Châu',
    priority: 1,
    status: 'ACTIVE',
    isOwner: false,
  },
  {
    idf: 2010,
    code: 'NB2010',
    name: 'Nhà thuốc Hồng Phúc',
    priority: 2,
    status: 'ACTIVE',
    isOwner: true,
  },
  {
    idf: 3035,
    code: 'NB3035',
    name: 'Dược phẩm Đông Á',
    priority: 3,
    status: 'ACTIVE',
    isOwner: true,
  },
];

function deal(sellerId: number): Deal {
  return {
    id: sellerId * 10,
    code: `DEAL${String(sellerId)}`,
    name: 'Giảm giá cuối tháng',
    sellerId,
    productCode: 'P0001',
    productName: sellerId === 2010 ? 'Panadol Extra 500mg' : 'Berberin 100mg',
    unit: 'Hộp',
    dealPrice: 70_000,
    usualPrice: 80_000,
    discountPercent: 12.5,
    startAt: '2026-11-20T01:00:00.000Z',
    endAt: '2026-11-30T16:59:00.000Z',
    quantityLimit: 500,
    quantitySold: 123,
    status: 'ACTIVE',
  };
}

function combo(sellerId: number): Combo {
  return {
    id: sellerId * 100,
    code: `COMBO${String(sellerId)}`,
    name: 'Combo cảm cúm',
    sellerId,
    comboPrice: 150_000,
    usualTotal: 190_000,
    discountPercent: 21.1,
    startAt: '2026-12-01T01:00:00.000Z',
    endAt: '2026-12-15T16:59:00.000Z',
    quantityLimit: 100,
    quantitySold: 0,
    status: 'UPCOMING',
    items: [
      {
        productCode: 'P0001',
        productName: 'Panadol Extra 500mg',
        unit: 'Hộp',
        quantity: 2,
        usualPrice: 80_000,
      },
      {
        productCode: 'P0002',
        productName: 'Vitamin C 500mg',
        unit: 'Lọ',
        quantity: 1,
        usualPrice: 30_000,
      },
    ],
  };
}

function products(count: number): SellerProduct[] {
  return Array.from({ length: count }, (_, index) => ({
    productCode: `SP${String(index + 1).padStart(4, '0')}`,
    productName: index === 0 ? 'Thuốc ho Bảo Thanh' : `Sản phẩm số ${String(index + 1)}`,
    unit: 'Hộp',
    category: 'Thuốc không kê đơn',
    status: 'ACTIVE',
    price: 10_000 + index * 1_000,
    previousPrice: index === 0 ? 10_500 : null,
    changedAt: index === 0 ? '2026-11-02' : null,
  }));
}

/** The seller's products as the API pages, sorts and searches them. */
function productPage(all: readonly SellerProduct[]): FakeHandler {
  return (request) => {
    const { search, sortBy, sortOrder, page, pageSize } = request.params;
    let rows = [...all];
    if (typeof search === 'string') {
      rows = rows.filter((row) => foldAccents(row.productName).includes(foldAccents(search)));
    }
    if (sortBy === 'price')
      rows.sort((a, b) => (a.price - b.price) * (sortOrder === 'desc' ? -1 : 1));
    const size = Number(pageSize);
    const start = Number(page) * size;
    return ok({ items: rows.slice(start, start + size), total: rows.length, page, pageSize: size });
  };
}

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="Địa chỉ">{location.search}</output>;
}

function renderPage(path: string) {
  return renderScreen(
    <>
      <SellerDetailPage />
      <ShowLocation />
    </>,
    path,
  );
}

// Queries by text, not by role: working out the roles and names of three tables' cells is slow in
// jsdom.

/** The card of a section, found by the start of its title. */
function card(title: string): HTMLElement {
  const heading = screen.getByText(new RegExp(`^${title}`), { selector: 'h2' });
  const found = heading.closest('.ant-card');
  if (!(found instanceof HTMLElement)) throw new Error(`no card ${title}`);
  return found;
}

function headingOf(section: HTMLElement): HTMLElement {
  const heading = section.querySelector('h2');
  if (!heading) throw new Error('no heading');
  return heading;
}

/** The table row that shows `text`. */
function rowWith(section: HTMLElement, text: string | RegExp): HTMLElement {
  const row = within(section).getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${String(text)}`);
  return row;
}

// rc-table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom
// does not implement and reports on the console at every render.
const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

describe('the seller detail', () => {
  let fake: ReturnType<typeof fakeApi>;
  /** The X-SELLER-ID header of each call, by path. */
  let headers: { path: string; seller: string }[];

  function install(routes: Record<string, FakeHandler> = {}) {
    fake = fakeApi({
      [`GET ${REPORT_API.sellerDeals}`]: (request) => ok([deal(Number(request.params.sellerId))]),
      [`GET ${REPORT_API.sellerCombos}`]: (request) => ok([combo(Number(request.params.sellerId))]),
      [`GET ${REPORT_API.sellerProducts}`]: productPage(products(45)),
      ...routes,
    });
    headers = [];
    const adapter: AxiosAdapter = (config) => {
      headers.push({
        path: config.url ?? '',
        seller: String(config.headers.get('X-SELLER-ID') ?? ''),
      });
      return fake.adapter(config);
    };
    client.defaults.adapter = adapter;
  }

  beforeEach(() => {
    const checked = { checkedAt: Date.now(), etag: '"kept"' };
    useMasterDataStore.setState({ sellers: SELLERS, checks: { 'sellers:{}': checked } });
    install();
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    useMasterDataStore.getState().clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("asks for the seller's deals, combos and products with X-SELLER-ID, and shows a deal's prices and sales", async () => {
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    await waitUntilLoaded();

    for (const path of [
      REPORT_API.sellerDeals,
      REPORT_API.sellerCombos,
      REPORT_API.sellerProducts,
    ]) {
      expect(fake.calls('GET', path)[0]?.params).toMatchObject({ sellerId: 2010 });
      expect(headers.filter((call) => call.path === path).map((call) => call.seller)).toEqual([
        '2010',
      ]);
    }
    // No master-data call: the kept list is fresh.
    expect(fake.requests.map((request) => request.path)).not.toContain(
      '/api/v1/thuocsi/seller/status/active',
    );

    const deals = card('Deal');
    expect(headingOf(deals)).toHaveTextContent('Deal (1)');
    const row = rowWith(deals, /Panadol Extra 500mg/);
    expect(row).toHaveTextContent('P0001');
    expect(row).toHaveTextContent('70.000 ₫');
    expect(within(row).getByLabelText('Giá thường 80.000 ₫')).toHaveTextContent('80.000 ₫');
    expect(row).toHaveTextContent('-12,5%');
    expect(row).toHaveTextContent('123 / 500');
    expect(row).toHaveTextContent('Đang chạy');

    const combos = card('Combo');
    const comboRow = rowWith(combos, /Combo cảm cúm/);
    expect(comboRow).toHaveTextContent('2 × Panadol Extra 500mg, 1 × Vitamin C 500mg');
    expect(comboRow).toHaveTextContent('150.000 ₫');
    expect(comboRow).toHaveTextContent('-21,1%');
    expect(comboRow).toHaveTextContent('0 / 100');
    expect(comboRow).toHaveTextContent('Sắp diễn ra');

    const productsCard = card('Sản phẩm và giá');
    expect(headingOf(productsCard)).toHaveTextContent('Sản phẩm và giá (45)');
    const changed = rowWith(productsCard, /Thuốc ho Bảo Thanh/);
    expect(changed).toHaveTextContent('10.500 ₫ → 10.000 ₫');
    expect(changed).toHaveTextContent('−4,8%');
    expect(within(changed).getByLabelText('Giảm 4,8%')).toBeInTheDocument();
    expect(changed).toHaveTextContent('02-11-2026');
    expect(rowWith(productsCard, /Sản phẩm số 2\b/)).toHaveTextContent('Chưa đổi giá');

    expect(screen.getByText('Xem tổng quan').closest('a')?.getAttribute('href')).toBe(
      '/ecommerce/seller-summary/2010',
    );
  });

  it('finds another seller typed without accents, puts it in the address and asks for its data', async () => {
    const user = userEvent.setup();
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    await waitUntilLoaded();

    await typeInto(user, screen.getByLabelText('Nhà bán'), 'duoc dong a');
    await user.click(await screen.findByTitle('Dược phẩm Đông Á'));

    await waitFor(() => {
      expect(screen.getByLabelText('Địa chỉ')).toHaveTextContent('?sellerId=3035');
    });
    expect(await within(card('Deal')).findByText('Berberin 100mg')).toBeInTheDocument();
    expect(fake.calls('GET', REPORT_API.sellerDeals).at(-1)?.params).toEqual({ sellerId: 3035 });
    expect(headers.filter((call) => call.path === REPORT_API.sellerDeals).at(-1)?.seller).toBe(
      '3035',
    );
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.sellerProducts).at(-1)?.params).toMatchObject({
        sellerId: 3035,
        page: 0,
      });
    });
    expect(screen.getByText('Xem tổng quan').closest('a')?.getAttribute('href')).toBe(
      '/ecommerce/seller-summary/3035',
    );
  });

  it("shows the company's own seller when the address names none", async () => {
    renderPage('/ecommerce/seller-detail');
    await waitUntilLoaded();
    expect(fake.calls('GET', REPORT_API.sellerDeals)[0]?.params).toEqual({ sellerId: 2010 });
    expect(screen.getByLabelText('Nhà bán').closest('.ant-select')).toHaveTextContent(
      'Nhà thuốc Hồng Phúc',
    );
  });

  it('says so when the address names an unknown seller, and asks for nothing', async () => {
    renderPage('/ecommerce/seller-detail?sellerId=9999');
    expect(await screen.findByText('Không tìm thấy nhà bán có mã 9999.')).toBeInTheDocument();
    expect(fake.calls('GET', REPORT_API.sellerDeals)).toHaveLength(0);
    expect(screen.queryByText('Xem tổng quan')).not.toBeInTheDocument();
  });

  it('asks the API for page 2, then sorts by price from the first page', async () => {
    const user = userEvent.setup();
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    await waitUntilLoaded();
    const productsCard = card('Sản phẩm và giá');

    await user.click(within(productsCard).getByTitle('2'));
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.sellerProducts).at(-1)?.params).toEqual({
        sellerId: 2010,
        page: 1,
        pageSize: 20,
      });
    });
    expect(await within(productsCard).findByText(/Sản phẩm số 21\b/)).toBeInTheDocument();

    await user.click(within(productsCard).getAllByText('Giá hiện tại')[0] ?? productsCard);
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.sellerProducts).at(-1)?.params).toEqual({
        sellerId: 2010,
        sortBy: 'price',
        sortOrder: 'asc',
        page: 0,
        pageSize: 20,
      });
    });
  });

  it('sends the search typed without accents, once, from the first page', async () => {
    const user = userEvent.setup();
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    await waitUntilLoaded();
    const productsCard = card('Sản phẩm và giá');
    const before = fake.calls('GET', REPORT_API.sellerProducts).length;

    await typeInto(
      user,
      within(productsCard).getByLabelText('Tìm sản phẩm theo tên hoặc mã'),
      'thuoc ho',
    );
    await waitFor(() => {
      expect(fake.calls('GET', REPORT_API.sellerProducts).at(-1)?.params).toMatchObject({
        search: 'thuoc ho',
        page: 0,
      });
    });
    // One call for what was typed, not one per key.
    expect(fake.calls('GET', REPORT_API.sellerProducts).length - before).toBe(1);
    await waitFor(() => {
      expect(headingOf(productsCard)).toHaveTextContent('Sản phẩm và giá (1)');
    });
  });

  it('shows a failed load of the deals with a retry that works', async () => {
    let failing = true;
    install({
      [`GET ${REPORT_API.sellerDeals}`]: (request) =>
        failing
          ? fail(404, 'Không tìm thấy nhà bán.')
          : ok([deal(Number(request.params.sellerId))]),
    });
    const user = userEvent.setup();
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    const deals = await waitFor(() => card('Deal'));
    expect(await within(deals).findByText('Không tìm thấy nhà bán.')).toBeInTheDocument();
    failing = false;
    await user.click(within(deals).getByText('Thử lại'));
    expect(await within(deals).findByText(/Panadol Extra 500mg/)).toBeInTheDocument();
    expect(within(deals).queryByText('Không tìm thấy nhà bán.')).not.toBeInTheDocument();
  });

  it('exports every product of the seller, page after page', async () => {
    install({ [`GET ${REPORT_API.sellerProducts}`]: productPage(products(450)) });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderPage('/ecommerce/seller-detail?sellerId=2010');
    await waitUntilLoaded();
    const productsCard = card('Sản phẩm và giá');

    await user.click(within(productsCard).getByText('Xuất Excel'));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const exportCalls = fake
      .calls('GET', REPORT_API.sellerProducts)
      .filter((request) => request.params.pageSize === PAGE_SIZE_MAX);
    expect(exportCalls.map((request) => request.params.page)).toEqual([0, 1, 2]);
    expect(exportCalls.every((request) => request.params.sellerId === 2010)).toBe(true);

    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(451);
    expect(sheet.rows[0]).toEqual([
      'Mã sản phẩm',
      'Sản phẩm',
      'Đơn vị',
      'Nhóm hàng',
      'Trạng thái',
      'Giá hiện tại',
      'Giá trước',
      'Thay đổi giá',
      'Ngày đổi giá',
    ]);
    expect(sheet.rows[1]?.slice(0, 7)).toEqual([
      'SP0001',
      'Thuốc ho Bảo Thanh',
      'Hộp',
      'Thuốc không kê đơn',
      'ACTIVE',
      10_000,
      10_500,
    ]);
    expect(sheet.rows[450]?.[0]).toBe('SP0450');
  });
});
