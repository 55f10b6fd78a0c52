import {
  type CompareMode,
  REPORT_API,
  type ReportOrder,
  type ReportOrdersPage,
  comparedPeriod,
  type SellerFigures,
  type SellerReport,
  type SellerReportRow,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../../lib/api-client';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { renderScreen, waitUntilLoaded } from '../../test/render-app';
import { SellerReportPage } from './seller-report-page';
import { COMPARED_SHORT, COMPARE_SELECT_LABEL } from '../../components/report/comparison';

const figures = (revenue: number, orders: number): SellerFigures => ({
  revenue,
  orders,
  buyers: Math.ceil(orders / 2),
  skus: orders + 3,
  activeDeals: 2,
  averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
});

function row(sellerId: number, revenue: number, previousRevenue: number): SellerReportRow {
  return {
    sellerId,
    code: `NB${String(sellerId)}`,
    name: sellerId === 2010 ? 'Nhà thuốc Hồng Phúc' : `Nhà bán số ${String(sellerId)}`,
    priority: 1 + (sellerId % 10),
    isOwner: sellerId === 2010 || sellerId === 3035,
    current: figures(revenue, revenue / 100_000),
    previous: figures(previousRevenue, previousRevenue / 100_000),
  };
}

/** 30 sellers: more than a page of the table; 2010 grows, 3035 shrinks. */
function report(fromDate: string, toDate: string): SellerReport {
  const rows = [
    row(2010, 150_000_000, 100_000_000),
    row(3035, 40_000_000, 80_000_000),
    ...Array.from({ length: 28 }, (_, i) => row(100 + i, (28 - i) * 1_000_000, 1_000_000)),
  ];
  const sum = (pick: (r: SellerReportRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const total = (key: 'current' | 'previous') =>
    figures(
      sum((r) => r[key].revenue),
      sum((r) => r[key].orders),
    );
  return {
    period: { fromDate, toDate },
    previousPeriod: { fromDate: '2026-09-27', toDate: '2026-10-26' },
    compare: 'previous',
    comparedUntil: null,
    dataSince: '2024-05-01',
    totals: { current: total('current'), previous: total('previous') },
    rows,
  };
}

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="Địa chỉ">{location.search}</output>;
}

function renderReport(path: string) {
  return renderScreen(
    <>
      <SellerReportPage />
      <ShowLocation />
    </>,
    path,
  );
}

describe('the seller report', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: (request) =>
        ok(report(String(request.params.fromDate), String(request.params.toDate))),
    });
    client.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the period from the address, and a preset writes it back there', async () => {
    const user = userEvent.setup();
    renderReport('/ecommerce/seller?fromDate=2026-10-01&toDate=2026-10-31');
    await waitUntilLoaded();
    expect(api.calls('GET', REPORT_API.seller)[0]?.params).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });

    await user.click(screen.getByPlaceholderText('Từ ngày'));
    await user.click(await screen.findByText('Tháng trước'));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
        '?fromDate=2026-10-26&toDate=2026-11-25',
      );
    });
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.seller).at(-1)?.params).toEqual({
        fromDate: '2026-10-26',
        toDate: '2026-11-25',
      });
    });
  });

  it('compares with the same days from last Tết when asked, kept in the address, and says when the period compared lacks data', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: (request) => {
        const asked = {
          fromDate: String(request.params.fromDate),
          toDate: String(request.params.toDate),
        };
        const compare = (request.params.compare ?? 'previous') as CompareMode;
        return ok({
          ...report(asked.fromDate, asked.toDate),
          compare,
          previousPeriod: comparedPeriod(asked, compare) ?? asked,
          dataSince: '2025-10-26',
        });
      },
    });
    client.defaults.adapter = api.adapter;
    renderReport('/ecommerce/seller?fromDate=2026-11-01&toDate=2026-11-24');
    await waitUntilLoaded();
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('so với kỳ trước');

    await user.click(screen.getByRole('combobox', { name: COMPARE_SELECT_LABEL }));
    await user.click(await screen.findByText('Cùng kỳ Tết năm trước'));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
        '?fromDate=2026-11-01&toDate=2026-11-24&compare=tet',
      );
    });
    await waitFor(() => {
      expect(api.calls('GET', REPORT_API.seller).at(-1)?.params).toEqual({
        fromDate: '2026-11-01',
        toDate: '2026-11-24',
        compare: 'tet',
      });
    });
    // Tết 2026 is 17 February, Tết 2025 29 January: 384 days back, partly before the data.
    expect(
      await screen.findByText(
        'So với cùng kỳ Tết năm trước (Tết 17-02-2026 ↔ 29-01-2025): 13-10-2025 – 05-11-2025 · ' +
          'kỳ so sánh thiếu dữ liệu (dữ liệu từ 26-10-2025)',
      ),
    ).toBeInTheDocument();
    const revenue = within(kpis).getAllByRole('listitem')[0];
    expect(revenue).toHaveTextContent('so với cùng kỳ Tết năm trước');
    expect(revenue).toHaveTextContent(COMPARED_SHORT);
    expect(revenue).not.toHaveTextContent('%');

    await user.click(screen.getByRole('combobox', { name: COMPARE_SELECT_LABEL }));
    await user.click(await screen.findByText('Cùng kỳ năm trước'));
    expect(
      await screen.findByText('So với cùng kỳ năm trước: 01-11-2025 – 24-11-2025'),
    ).toBeInTheDocument();
    expect(within(kpis).getAllByRole('listitem')[0]).toHaveTextContent('%');
  });

  it("opens the orders behind a seller's revenue: their count and sum are the figure, more on demand, every one in the Excel file", async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    // 45 orders of 2010 summing to its revenue, 20 a page (100 for the file), latest first.
    const all: ReportOrder[] = Array.from({ length: 45 }, (_, i) => ({
      code: `DH${String(1000 - i)}`,
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0) - i * 3_600_000).toISOString(),
      sellerId: 2010,
      sellerName: 'Nhà thuốc Hồng Phúc',
      customerCode: `KH${String(i)}`,
      customerName: `Nhà thuốc số ${String(i)}`,
      province: 'Hà Nội',
      status: 'COMPLETED',
      amount: i === 0 ? 150_000_000 - 44 * 3_000_000 : 3_000_000,
      lines: 2,
      quantity: 5,
      crmCustomerId: null,
    }));
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: (request) =>
        ok(report(String(request.params.fromDate), String(request.params.toDate))),
      [`GET ${REPORT_API.orders}`]: (request) => {
        const size = Number(request.params.pageSize ?? 20);
        const start = request.params.after ? Number(request.params.after) : 0;
        const items = all.slice(start, start + size);
        return ok({
          items,
          count: all.length,
          sum: all.reduce((sum, order) => sum + order.amount, 0),
          quantity: all.length * 5,
          next: start + size < all.length ? String(start + size) : null,
        } satisfies ReportOrdersPage);
      },
    });
    client.defaults.adapter = api.adapter;
    renderReport('/ecommerce/seller?fromDate=2026-11-01&toDate=2026-11-24&compare=tet');
    await waitUntilLoaded();
    await user.click(
      screen.getByRole('button', { name: 'Xem đơn: Doanh thu Nhà thuốc Hồng Phúc' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Đơn hàng · Doanh thu · Nhà thuốc Hồng Phúc');
    expect(await within(drawer).findByRole('status', { name: 'Tổng các đơn' })).toHaveTextContent(
      '45 đơn · tổng 150.000.000 ₫',
    );
    expect(api.calls('GET', REPORT_API.orders)[0]?.params).toEqual({
      screen: 'ecommerceSeller',
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
      sellerIds: [2010],
    });
    expect(within(drawer).getAllByRole('row')).toHaveLength(21);
    await user.click(within(drawer).getByRole('button', { name: /Xem thêm đơn \(20\/45\)/ }));
    await waitFor(() => {
      expect(within(drawer).getAllByRole('row')).toHaveLength(41);
    });

    await user.click(within(drawer).getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(46);
    expect(sheet.rows[1]?.[0]).toBe('DH1000');
    expect(sheet.rows[45]?.[0]).toBe('DH956');
  });

  it('shows the totals with their change, up green and down red, and marks the owner sellers', async () => {
    renderReport('/ecommerce/seller');
    await waitUntilLoaded();
    // This month, by default.
    expect(api.calls('GET', REPORT_API.seller)[0]?.params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-25',
    });
    const kpis = screen.getByRole('list', { name: 'Chỉ số chính' });
    const revenue = within(kpis).getAllByRole('listitem')[0];
    expect(revenue).toHaveTextContent('Doanh thu');
    // 596.000.000 now against 208.000.000 before.
    expect(revenue).toHaveTextContent('596.000.000 ₫');
    expect(within(revenue as HTMLElement).getByLabelText('Tăng 186,5%')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const owner = within(table).getByRole('row', { name: /Nhà thuốc Hồng Phúc/ });
    expect(owner).toHaveTextContent('Công ty');
    expect(within(owner).getAllByLabelText('Tăng 50,0%')[0]).toHaveStyle({
      color: 'rgb(82, 196, 26)',
    });
    const shrinking = within(table).getByRole('row', { name: /Nhà bán số 3035/ });
    expect(shrinking).toHaveTextContent('Công ty');
    expect(within(shrinking).getAllByLabelText('Giảm 50,0%')[0]).toHaveStyle({
      color: 'rgb(255, 77, 79)',
    });
    expect(within(table).getByRole('row', { name: /Tổng cộng/ })).toHaveTextContent(
      '596.000.000 ₫',
    );
    expect(
      within(owner).getByRole('link', { name: 'Nhà thuốc Hồng Phúc' }).getAttribute('href'),
    ).toBe('/ecommerce/seller-summary/2010?fromDate=2026-11-01&toDate=2026-11-25');
    expect(
      screen.getByRole('img', { name: /Tỷ trọng doanh thu theo nhà bán/ }),
    ).toHaveAccessibleName(/Nhà thuốc Hồng Phúc \(Công ty\) 25,2%/);
  });

  it('finds a seller typed without accents', async () => {
    const user = userEvent.setup();
    renderReport('/ecommerce/seller');
    await waitUntilLoaded();
    await user.type(screen.getByLabelText('Tìm nhà bán theo tên hoặc mã'), 'nha thuoc hong');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.filter((r) => r.textContent.includes('Nhà bán số'))).toHaveLength(0);
    expect(rows.some((r) => r.textContent.includes('Nhà thuốc Hồng Phúc'))).toBe(true);
    // The totals are those of the seller found (150.000.000 ₫ of 1.500 orders, 25,2% of all), the
    // distinct buyers and products, which do not add up, left out.
    const totals = screen.getByRole('row', { name: /Tổng 1 nhà bán tìm thấy/ });
    expect(totals).toHaveTextContent('150.000.000 ₫');
    expect(totals).toHaveTextContent('1.500');
    expect(totals).toHaveTextContent('25,2%');
    expect(totals).not.toHaveTextContent('1.503');
    // Kept in the address, with the sort: a reload shows the same rows.
    await user.click(screen.getByRole('columnheader', { name: /Đơn hàng/ }));
    expect(screen.getByRole('status', { name: 'Địa chỉ' })).toHaveTextContent(
      '?q=nha+thuoc+hong&sort=orders&order=asc',
    );
  });

  it('reads its search, sort and page from the address', async () => {
    renderReport('/ecommerce/seller?sort=revenue&order=asc&page=2&size=20');
    await waitUntilLoaded();
    const body = within(screen.getByRole('table')).getAllByRole('row');
    // 30 sellers, smallest revenue first, 20 a page: the second page holds the 10 largest.
    expect(body.some((r) => r.textContent.includes('Nhà thuốc Hồng Phúc'))).toBe(true);
    expect(body.some((r) => r.textContent.includes('Nhà bán số 127'))).toBe(false);
    expect(screen.getByRole('row', { name: /Tổng cộng/ })).toBeInTheDocument();
  });

  it('exports every seller, not only the first page, with the previous period and VND as numbers', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderReport('/ecommerce/seller');
    await waitUntilLoaded();
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(31);
    const header = sheet.rows[0] ?? [];
    expect(header.slice(0, 7)).toEqual([
      'idf',
      'Mã nhà bán',
      'Nhà bán',
      'Nhà bán của công ty',
      'Doanh thu',
      'Doanh thu kỳ so sánh',
      'Doanh thu: thay đổi',
    ]);
    expect(sheet.rows[1]?.slice(0, 7)).toEqual([
      '2010',
      'NB2010',
      'Nhà thuốc Hồng Phúc',
      'Có',
      150_000_000,
      100_000_000,
      0.5,
    ]);
  });

  it('shows the error over the days it was given when the address names the end before the start', async () => {
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: (request) =>
        String(request.params.fromDate) > String(request.params.toDate)
          ? fail(400, 'Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.')
          : ok(report(String(request.params.fromDate), String(request.params.toDate))),
    });
    client.defaults.adapter = api.adapter;
    renderReport('/ecommerce/seller?fromDate=2026-11-20&toDate=2026-11-01');
    expect(
      await screen.findByText(/^Ngày kết thúc phải bằng hoặc sau ngày bắt đầu\./),
    ).toBeInTheDocument();
    expect(api.calls('GET', REPORT_API.seller).map((call) => call.params)).toEqual([
      { fromDate: '2026-11-20', toDate: '2026-11-01' },
    ]);
    expect(screen.getByPlaceholderText('Từ ngày')).toHaveValue('20-11-2026');
    expect(screen.getByPlaceholderText('Đến ngày')).toHaveValue('01-11-2026');
    expect(screen.queryByText('Nhà thuốc Hồng Phúc')).not.toBeInTheDocument();
  });

  it('asks for a day that does not exist as given, and shows the error', async () => {
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: () => fail(400, 'Ngày không hợp lệ (YYYY-MM-DD).'),
    });
    client.defaults.adapter = api.adapter;
    renderReport('/ecommerce/seller?fromDate=2026-02-30&toDate=2026-03-10');
    expect(
      await screen.findByText(
        'Ngày không hợp lệ (YYYY-MM-DD). (khoảng thời gian trong địa chỉ: 2026-02-30 → 2026-03-10)',
      ),
    ).toBeInTheDocument();
    expect(api.calls('GET', REPORT_API.seller)[0]?.params).toEqual({
      fromDate: '2026-02-30',
      toDate: '2026-03-10',
    });
  });

  it('says when the period has no orders, and offers a retry when the call fails', async () => {
    let failing = true;
    api = fakeApi({
      [`GET ${REPORT_API.seller}`]: (request) => {
        if (failing) return fail(400, 'Khoảng thời gian không hợp lệ');
        const empty = report(String(request.params.fromDate), String(request.params.toDate));
        empty.totals.current = figures(0, 0);
        return ok(empty);
      },
    });
    client.defaults.adapter = api.adapter;
    const user = userEvent.setup();
    renderReport('/ecommerce/seller');
    expect(await screen.findByText('Khoảng thời gian không hợp lệ')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByText(/Không có đơn hàng nào trong khoảng thời gian này/),
    ).toBeInTheDocument();
  });
});
