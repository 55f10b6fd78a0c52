import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { unzipText } from '../apps/web/src/lib/export-excel.testing';
import { signIn } from './sign-in';
import { TIME_ZONE } from '../packages/shared/src/calendar';

// A report over the embedded database's demo orders answers in a moment, longer on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The day `daysAgo` before today in Vietnam, YYYY-MM-DD. */
function vietnamDay(daysAgo: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

test.use({
  locale: 'vi-VN',
  timezoneId: TIME_ZONE,
  viewport: { width: 1440, height: 900 },
});

test('a director reads the seller report for last month, exports it and opens a seller', async ({
  page,
}) => {
  await signIn(page, 'giamdoc');
  await page.getByRole('menuitem', { name: 'Báo cáo nhà bán' }).click();
  await expect(page.getByRole('heading', { name: 'Báo cáo nhà bán' })).toBeVisible();

  // "Tháng trước": the 30 days up to today, kept in the address.
  await page.getByPlaceholder('Từ ngày').click();
  await page.getByText('Tháng trước', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${vietnamDay(30)}&toDate=${vietnamDay(0)}$`));
  await expect(page.getByPlaceholder('Từ ngày')).toHaveValue(
    vietnamDay(30).split('-').reverse().join('-'),
  );
  // The figures are those of the new period once it names the period it is compared with: as the
  // period ends today, the compared one's last day up to the same time of day.
  const dayText = (day: string) => day.split('-').reverse().join('-');
  await expect(
    page.getByText(
      new RegExp(
        `^So với kỳ trước: ${dayText(vietnamDay(61))} – ${dayText(vietnamDay(31))} \\d{2}:\\d{2}$`,
      ),
    ),
  ).toBeVisible();

  const table = page.getByRole('table');
  const owners = table.getByRole('row').filter({ has: page.getByText('Công ty', { exact: true }) });
  await expect(owners).toHaveCount(2);
  await expect(owners.filter({ hasText: 'idf 2010' })).toHaveCount(1);
  await expect(owners.filter({ hasText: 'idf 3035' })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Tổng cộng/ })).toContainText('₫');
  const kpis = page.getByRole('list', { name: 'Chỉ số chính' });
  await expect(kpis.getByRole('listitem').first()).toContainText(/Doanh thu\s*[\d.]+ ₫/);
  // The revenue share chart is drawn.
  await expect(
    page.getByRole('img', { name: /Tỷ trọng doanh thu theo nhà bán/ }).locator('svg'),
  ).toBeVisible();

  // The Excel file holds every seller of the report.
  const total = Number(
    /Tổng (\d+) dòng/.exec((await page.getByText(/^Tổng \d+ dòng$/).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(10);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Xuất Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `bao-cao-nha-ban_${vietnamDay(30)}_${vietnamDay(0)}.xlsx`,
  );
  const files = await unzipText(new Uint8Array(await readFile(await download.path())));
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  expect(sheet.match(/<row\b/g)?.length).toBe(total + 1);
  const strings = files.get('xl/sharedStrings.xml') ?? sheet;
  expect(strings).toContain('Dược phẩm Thuận Phát - Kho HCM');
  expect(strings).toContain('Dược phẩm Thuận Phát - Kho Hà Nội');

  // A seller's summary over the same days, with its charts.
  await owners.filter({ hasText: 'idf 2010' }).getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(
      `/ecommerce/seller-summary/2010\\?fromDate=${vietnamDay(30)}&toDate=${vietnamDay(0)}$`,
    ),
  );
  await expect(page.getByRole('heading', { name: /Dược phẩm Thuận Phát - Kho HCM/ })).toBeVisible();
  for (const chart of [
    'Doanh thu và đơn hàng theo ngày',
    'Top sản phẩm theo doanh thu',
    'Trạng thái đơn hàng',
  ]) {
    await expect(page.getByRole('img', { name: new RegExp(chart) }).locator('svg')).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: /KH\d+/ }).first()).toContainText('₫');

  // The top product's bar opens the orders behind its revenue, which sum to it.
  const topProducts = page.getByRole('img', { name: /Top sản phẩm theo doanh thu/ }).locator('svg');
  const area = await topProducts.boundingBox();
  await topProducts.click({ position: { x: (area?.width ?? 400) * 0.7, y: 20 } });
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(/Đơn hàng · Doanh thu · .+ · Dược phẩm Thuận Phát - Kho HCM/);
  const product = /Doanh thu · (.+) · Dược phẩm/.exec((await drawer.textContent()) ?? '')?.[1];
  const productRevenue = page.getByRole('button', { name: `Xem đơn: Doanh thu ${product ?? ''}` });
  await expect(drawer.getByRole('status', { name: 'Tổng các đơn' })).toContainText(
    `tổng ${((await productRevenue.first().textContent()) ?? '').trim()}`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The seller's deals, combos and prices.
  await page.getByRole('button', { name: 'Deal, combo và giá sản phẩm' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/seller-detail\?sellerId=2010$/);
  await expect(page.getByRole('heading', { name: 'Chi tiết nhà bán' })).toBeVisible();
  const deals = page.getByRole('table').first();
  const deal = deals
    .getByRole('row')
    .filter({ has: page.getByRole('progressbar') })
    .first();
  await expect(deal).toContainText(/-\d+,\d%/);
  await expect(deal).toContainText(/\d+ \/ [\d.]+/);
  await expect(page.getByText(/^Sản phẩm và giá \(\d+\)$/)).toBeVisible();
});

test("a director compares with last Tết, opens a seller's revenue, exports its orders, reads it on a phone", async ({
  page,
}) => {
  await signIn(page, 'giamdoc');
  await page.goto(`/ecommerce/seller?fromDate=${vietnamDay(20)}&toDate=${vietnamDay(1)}`);
  await expect(page.getByRole('heading', { name: 'Báo cáo nhà bán' })).toBeVisible();
  await page.getByRole('combobox', { name: 'So sánh với' }).click();
  await page.getByText('Cùng kỳ Tết năm trước', { exact: true }).click();
  await expect(page).toHaveURL(/compare=tet$/);
  await expect(page.getByText(/^So với cùng kỳ Tết năm trước \(Tết /)).toBeVisible();

  // The company's Ho Chi Minh City seller: its revenue, then the orders that make it up.
  const row = page.getByRole('row').filter({ hasText: 'idf 2010' });
  const revenue = row.getByRole('button', { name: /^Xem đơn: Doanh thu / });
  const figure = ((await revenue.textContent()) ?? '').trim();
  expect(figure).toMatch(/^[\d.]+ ₫$/);
  await revenue.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Đơn hàng · Doanh thu · Dược phẩm Thuận Phát - Kho HCM');
  const totals = drawer.getByRole('status', { name: 'Tổng các đơn' });
  await expect(totals).toContainText(`tổng ${figure}`);
  const count = Number(
    /^([\d.]+) đơn/.exec((await totals.textContent()) ?? '')?.[1]?.replace(/\./g, ''),
  );
  expect(count).toBeGreaterThan(20);

  // The file holds every order, not only those shown.
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: /Xuất Excel/ }).click();
  const download = await downloading;
  const files = await unzipText(new Uint8Array(await readFile(await download.path())));
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  expect(sheet.match(/<row\b/g)?.length).toBe(count + 1);

  // On a phone the sellers' names stay in view while the figures scroll under them.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  const last = page.getByRole('columnheader', { name: 'Giá trị TB/đơn' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const name = row.getByRole('link', { name: 'Dược phẩm Thuận Phát - Kho HCM' });
  await expect(name).toBeInViewport();
  expect((await name.boundingBox())?.x).toBeGreaterThanOrEqual(0);
  await expect(revenue).not.toBeInViewport();
});

test('marketing finds a product typed without accents and reads its prices, lots and sales', async ({
  page,
}) => {
  await signIn(page, 'marketing');
  await page.getByRole('menuitem', { name: 'Phân tích sản phẩm' }).click();
  await expect(page.getByRole('heading', { name: 'Phân tích sản phẩm' })).toBeVisible();
  await page.getByPlaceholder('Từ ngày').click();
  await page.getByText('Tháng trước', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${vietnamDay(30)}&toDate=${vietnamDay(0)}`));

  // A product sold every month that the demo stocks with lots near expiry, searched by its name
  // without accents.
  const name = 'Siro ho thảo dược 100ml DHG';
  await page.getByLabel('Tìm sản phẩm, hoạt chất, hãng').fill('siro ho thao duoc 100ml dhg');
  await expect(page).toHaveURL(/[?&]q=siro\+ho\+thao/);
  const found = page.getByRole('table').getByRole('link', { name, exact: true });
  await expect(found).toBeVisible();
  await found.click();

  await expect(page.getByRole('heading', { name: new RegExp(name) })).toContainText('OTC');
  await expect(page.getByText('Số đăng ký (SĐK)')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Lịch sử giá theo nhà bán/ }).locator('svg'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Doanh số theo tháng/ }).locator('svg')).toBeVisible();
  await expect(page.getByText(/^Nhà bán đang bán \(\d+\)$/)).toBeVisible();
  // Its lots near expiry are marked, the earliest first.
  await expect(page.getByText(/\d+ lô cận date/)).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Cận date · còn \d+ ngày/ })
      .first(),
  ).toBeVisible();
});

test('marketing follows the suggestion from a product to the price comparison', async ({
  page,
}) => {
  await signIn(page, 'marketing');
  await page.goto('/ecommerce/product-analysis');
  await expect(page.getByRole('heading', { name: 'Phân tích sản phẩm' })).toBeVisible();
  const product = page.getByRole('table').getByRole('link').first();
  const name = (await product.textContent()) ?? '';
  await product.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'So sánh giá các nhà bán' }).click();
  await expect(page.getByRole('heading', { name: 'So sánh giá theo nhà bán' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]product=[^&]+/);
  await expect(page).toHaveURL(/[?&]sellers=[^&]+/);
  await expect(page.getByText(`Sản phẩm: ${name}`)).toBeVisible();
  // The sellers compared read by name in their box.
  await expect(page.getByTitle('Dược phẩm Thuận Phát - Kho HCM').first()).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('Rẻ nhất');

  // Every product of the sellers suggested, then only where a competitor is cheaper.
  await page.getByLabel('Bỏ lọc sản phẩm').click();
  await expect(page).not.toHaveURL(/product=/);
  await expect(rows.nth(1)).toBeVisible();
  await page.getByRole('switch', { name: 'Chỉ sản phẩm công ty chưa rẻ nhất' }).click();
  await expect(page).toHaveURL(/notCheapest=1/);
  await expect(page.getByRole('list', { name: 'Chỉ số chính' })).toContainText('Công ty rẻ nhất0');
  await expect(rows.first()).toContainText(/\+[\d.]+ ₫/);
  await expect(
    page.getByRole('img', { name: /Số sản phẩm có giá rẻ nhất theo nhà bán/ }).locator('svg'),
  ).toBeVisible();
});

test("marketing exports products by month, a column a month, and opens a product's month", async ({
  page,
}) => {
  await signIn(page, 'marketing');
  await page.getByRole('menuitem', { name: 'Sản phẩm theo tháng' }).click();
  await expect(page.getByRole('heading', { name: 'Sản phẩm theo tháng' })).toBeVisible();
  const from = new Date(Date.now() + 7 * 3_600_000);
  from.setUTCDate(1);
  from.setUTCMonth(from.getUTCMonth() - 5);
  await expect(
    page.getByRole('img', { name: /Top 10 sản phẩm theo tháng/ }).locator('svg'),
  ).toBeVisible();
  const months = Array.from({ length: 6 }, (_, i) => {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    return `${String(month.getUTCMonth() + 1).padStart(2, '0')}-${String(month.getUTCFullYear())}`;
  });
  for (const month of months) {
    await expect(page.getByRole('columnheader', { name: month })).toBeVisible();
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Xuất Excel/ }).click();
  const file = await readFile(await (await downloading).path());
  const sheet = (await unzipText(new Uint8Array(file))).get('xl/sharedStrings.xml') ?? '';
  for (const month of months) expect(sheet).toContain(`Doanh thu ${month}`);
  expect(sheet).toContain('Tổng doanh thu');

  // The best-selling product's last whole month: the orders that make it up.
  const cell = page
    .getByRole('button', { name: new RegExp(`^Xem đơn: Doanh thu ${months[4] ?? ''} `) })
    .first();
  const figure = ((await cell.textContent()) ?? '').trim();
  expect(figure).toMatch(/^[\d.]+ ₫$/);
  await cell.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`Đơn hàng · Doanh thu ${months[4] ?? ''} · `);
  await expect(drawer.getByRole('status', { name: 'Tổng các đơn' })).toContainText(
    `tổng ${figure}`,
  );
  await expect(drawer.getByRole('row').nth(1)).toContainText(/\d ₫/);
});
