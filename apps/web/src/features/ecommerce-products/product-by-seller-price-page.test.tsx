import {
  REPORT_API,
  type ProductBySellerPricePage,
  type ProductBySellerPriceRow,
  type Seller,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import { ProductBySellerPricePage as Screen } from './product-by-seller-price-page';
import { useProductSuggestionStore } from './product-suggestion-store';

const seller = (idf: number, code: string, name: string, priority: number): Seller => ({
  idf,
  code,
  name,
  priority,
  status: 'ACTIVE',
  isOwner: idf === 2010 || idf === 3035,
});

const SELLERS: Seller[] = [
  seller(2010, 'THUANPHAT_HCM', 'Thuận Phát HCM', 1),
  seller(3035, 'THUANPHAT_HN', 'Thuận Phát Hà Nội', 1),
  seller(1024, 'PHUONGDONG', 'Phương Đông', 2),
  seller(1187, 'HOANGLONG', 'Hoàng Long', 3),
  seller(2963, 'VIETDUC', 'Việt Đức', 3),
  seller(1302, 'NT_TAMAN', 'Nhà thuốc Tâm An', 4),
  seller(1455, 'SAIGONXANH', 'Sài Gòn Xanh', 4),
];

/**
 * Product n at the sellers asked: the company (the first owner asked, or 2010) at 100.000 ₫, each
 * competitor at 100.000 ₫ + (its place - 2) x n x 1.000 ₫, so the first competitor is cheaper.
 */
function row(n: number, codes: readonly string[]): ProductBySellerPriceRow {
  const asked = codes.map((code) => SELLERS.find((s) => s.code === code) ?? SELLERS[0]);
  const prices = asked.map((s, index) =>
    s?.isOwner ? 100_000 : 100_000 + (index - 2) * n * 1_000,
  );
  const competitors = prices.filter((_, index) => !asked[index]?.isOwner);
  const competitorPrice = competitors.length ? Math.min(...competitors) : null;
  const difference = competitorPrice === null ? null : 100_000 - competitorPrice;
  return {
    productCode: `TSP${String(10000 + n)}`,
    productName: n === 1 ? 'Hapacol 250 Bột sủi' : `Sản phẩm số ${String(n)}`,
    unit: 'Hộp',
    category: 'Giảm đau',
    prescription: false,
    quantity: 10 * n,
    revenue: 1_000_000 * n,
    prices,
    cheapestPrice: Math.min(...prices),
    ownerPrice: 100_000,
    ownerSellerId: 2010,
    competitorPrice,
    competitorSellerId:
      competitorPrice === null ? null : (asked[prices.indexOf(competitorPrice)]?.idf ?? null),
    competitorName:
      competitorPrice === null ? null : (asked[prices.indexOf(competitorPrice)]?.name ?? null),
    difference,
    differenceRatio:
      difference === null || competitorPrice === null ? null : difference / competitorPrice,
  };
}

function answer(params: Record<string, unknown>): ProductBySellerPricePage {
  const codes = ([] as unknown[]).concat(params.sellerCodes ?? []).map(String);
  let rows = Array.from({ length: 30 }, (_, i) => row(30 - i, codes));
  if (params.productCode) rows = rows.filter((r) => r.productCode === params.productCode);
  if (params.notCheapestOnly === 'true') rows = rows.filter((r) => (r.difference ?? 0) > 0);
  const page = Number(params.page ?? 0);
  const pageSize = Number(params.pageSize ?? 20);
  return {
    items: rows.slice(page * pageSize, (page + 1) * pageSize),
    total: rows.length,
    page,
    pageSize,
    period: { fromDate: String(params.fromDate), toDate: String(params.toDate) },
    sellers: codes.map((code, index) => {
      const s = SELLERS.find((candidate) => candidate.code === code);
      return {
        sellerId: s?.idf ?? 0,
        code,
        name: s?.name ?? code,
        isOwner: s?.isOwner ?? false,
        offered: rows.length,
        cheapest: rows.filter((r) => r.prices[index] === r.cheapestPrice).length,
      };
    }),
    competitors: codes.every((code) => SELLERS.find((c) => c.code === code)?.isOwner)
      ? 'market'
      : 'compared',
    summary: { compared: 30, ownerCheapest: 10, ownerNotCheapest: 20, averageGapRatio: 0.125 },
    product:
      typeof params.productCode === 'string'
        ? { code: params.productCode, name: 'Hapacol 250 Bột sủi' }
        : null,
    categories: ['Giảm đau', 'Hô hấp'],
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

describe('products by seller price', () => {
  let fake: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    const checked = { checkedAt: Date.now(), etag: '"kept"' };
    useMasterDataStore.setState({ sellers: SELLERS, checks: { 'sellers:{}': checked } });
    useProductSuggestionStore.setState({ suggestion: null, selectedSellers: [] });
    fake = fakeApi({
      [`GET ${REPORT_API.productBySellerPrice}`]: (request) => ok(answer(request.params)),
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

  const render = (path = '/ecommerce/product-by-seller-price') =>
    renderScreen(
      <>
        <Screen />
        <ShowLocation />
      </>,
      path,
    );
  const lastParams = () => fake.calls('GET', REPORT_API.productBySellerPrice).at(-1)?.params;
  const location = () => screen.getByRole('status', { name: 'Địa chỉ' });
  const rowOf = (name: string) => {
    const found = screen.getByText(name).closest('tr');
    if (!found) throw new Error(`no row ${name}`);
    return found;
  };

  it("compares the company's sellers and the first competitors, the cheapest marked", async () => {
    render();
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
      sellerCodes: ['THUANPHAT_HCM', 'THUANPHAT_HN', 'PHUONGDONG', 'HOANGLONG', 'VIETDUC'],
      sortBy: 'revenue',
    });
    // Product 30: Phương Đông (third) sells at 100.000 ₫, the company too; Hoàng Long at 130.000 ₫.
    const first = rowOf('Sản phẩm số 30');
    const cells = within(first).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('100.000 ₫Rẻ nhất');
    expect(cells[4]).toHaveTextContent('130.000 ₫');
    expect(cells[4]).not.toHaveTextContent('Rẻ nhất');
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(kpis).toHaveTextContent('Công ty chưa rẻ nhất20');
    expect(kpis).toHaveTextContent('12,5%');
    expect(
      screen.getByRole('img', { name: /Số sản phẩm có giá rẻ nhất theo nhà bán/ }),
    ).toBeInTheDocument();
  });

  it('measures one company seller against the marketplace, with full amounts and a box that one click does not empty', async () => {
    render('/ecommerce/product-by-seller-price?sellers=THUANPHAT_HN');
    await waitUntilLoaded();
    expect(screen.getByRole('columnheader', { name: 'Đối thủ rẻ nhất trên sàn' })).toBeVisible();
    // Product 30's market revenue in full, not "30 tr"; the company's price named by its account.
    expect(rowOf('Sản phẩm số 30')).toHaveTextContent('30.000.000 ₫');
    expect(rowOf('Sản phẩm số 30')).toHaveTextContent('giá 100.000 ₫ · Thuận Phát HCM');
    const box = screen.getByRole('combobox', { name: 'Nhà bán so sánh' });
    const picker = box.closest('.ant-select');
    expect(picker?.querySelector('.ant-select-clear')).toBeNull();
  });

  it('takes the product suggestion, then switches to where the company is not the cheapest', async () => {
    useProductSuggestionStore
      .getState()
      .suggest({ product: 'TSP10001', sellerCodes: ['THUANPHAT_HCM', 'PHUONGDONG', 'VIETDUC'] });
    const user = userEvent.setup();
    render('/ecommerce/product-by-seller-price?fromDate=2026-10-26&toDate=2026-11-25');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      productCode: 'TSP10001',
      sellerCodes: ['THUANPHAT_HCM', 'PHUONGDONG', 'VIETDUC'],
      fromDate: '2026-10-26',
    });
    expect(location()).toHaveTextContent('sellers=THUANPHAT_HCM%2CPHUONGDONG%2CVIETDUC');
    expect(location()).toHaveTextContent('product=TSP10001');
    expect(useProductSuggestionStore.getState().suggestion).toBeNull();
    expect(screen.getByText(/Sản phẩm: Hapacol 250 Bột sủi/)).toBeInTheDocument();
    // Phương Đông sells it at 99.000 ₫: the company is 1.000 ₫, 1,0% dearer.
    const hapacol = rowOf('Hapacol 250 Bột sủi');
    expect(hapacol).toHaveTextContent('+1.000 ₫');
    expect(hapacol).toHaveTextContent('+1,0%');

    await user.click(screen.getByRole('switch', { name: 'Chỉ sản phẩm công ty chưa rẻ nhất' }));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({ notCheapestOnly: 'true', productCode: 'TSP10001' });
    });
    expect(location()).toHaveTextContent('notCheapest=1');

    await user.click(screen.getByLabelText('Bỏ lọc sản phẩm'));
    await waitFor(() => {
      expect(lastParams()).not.toHaveProperty('productCode');
    });
    expect(location()).not.toHaveTextContent('product=');
  });

  it('remembers the sellers picked as the next default, and asks to pick one when none is', async () => {
    const user = userEvent.setup();
    const view = render('/ecommerce/product-by-seller-price?sellers=THUANPHAT_HN,HOANGLONG');
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({ sellerCodes: ['THUANPHAT_HN', 'HOANGLONG'] });
    const picker = screen.getByRole('combobox', { name: 'Nhà bán so sánh' });
    await user.click(picker);
    await user.click(await screen.findByTitle('Sài Gòn Xanh'));
    await waitFor(() => {
      expect(lastParams()).toMatchObject({
        sellerCodes: ['THUANPHAT_HN', 'HOANGLONG', 'SAIGONXANH'],
      });
    });
    expect(useProductSuggestionStore.getState().selectedSellers).toEqual([
      'THUANPHAT_HN',
      'HOANGLONG',
      'SAIGONXANH',
    ]);
    view.unmount();

    render();
    await waitUntilLoaded();
    expect(lastParams()).toMatchObject({
      sellerCodes: ['THUANPHAT_HN', 'HOANGLONG', 'SAIGONXANH'],
    });
    const calls = fake.calls('GET', REPORT_API.productBySellerPrice).length;
    render('/ecommerce/product-by-seller-price?sellers=');
    expect(
      await screen.findByText('Chọn ít nhất một nhà bán ở ô phía trên để so sánh giá.'),
    ).toBeInTheDocument();
    expect(fake.calls('GET', REPORT_API.productBySellerPrice)).toHaveLength(calls);
  });

  it('exports every product with a price column per seller', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    render('/ecommerce/product-by-seller-price?sellers=THUANPHAT_HCM,PHUONGDONG,HOANGLONG');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(31);
    expect(sheet.rows[0]?.slice(4, 12)).toEqual([
      'Giá Thuận Phát HCM',
      'Giá Phương Đông',
      'Giá Hoàng Long',
      'Giá rẻ nhất',
      'Giá công ty',
      'Giá đối thủ rẻ nhất',
      'Đối thủ rẻ nhất',
      'Chênh lệch',
    ]);
    // Product 30: Phương Đông 70.000 ₫ (30.000 ₫ under the company), Hoàng Long 100.000 ₫.
    expect(sheet.rows[1]?.slice(4, 12)).toEqual([
      100_000,
      70_000,
      100_000,
      70_000,
      100_000,
      70_000,
      'Phương Đông',
      30_000,
    ]);
  });

  it('says when the company is the cheapest everywhere, and what to try', async () => {
    client.defaults.adapter = fakeApi({
      [`GET ${REPORT_API.productBySellerPrice}`]: (request) =>
        ok({ ...answer(request.params), items: [], total: 0 }),
    }).adapter;
    render('/ecommerce/product-by-seller-price?sellers=THUANPHAT_HCM,HOANGLONG&notCheapest=1');
    expect(
      await screen.findByText(
        'Công ty đang rẻ nhất ở mọi sản phẩm khớp bộ lọc. Hãy bỏ bớt bộ lọc hoặc chọn thêm nhà bán.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
