// The sales reports as a leader and a sale read them every morning: the team's month against its
// targets, a sale's days and customers and the orders behind them, what is still unpaid by age.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { unzipText } from '../apps/web/src/lib/export-excel.testing';
import { TIME_ZONE } from '../packages/shared/src/calendar';
import { signIn } from './sign-in';

// A report over the embedded database's demo orders answers in a moment, longer on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The day `daysAgo` before today in Vietnam, YYYY-MM-DD. */
function vietnamDay(daysAgo: number): string {
  return new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

test.use({ locale: 'vi-VN', timezoneId: TIME_ZONE, viewport: { width: 1440, height: 900 } });

test("a leader reads the team's month, sets a target, opens a sale's day and its orders, exports it", async ({
  page,
}) => {
  await signIn(page, 'truongnhom');
  await page.getByRole('menuitem', { name: 'Hiệu quả bán hàng' }).click();
  await expect(page.getByRole('heading', { name: 'Hiệu quả bán hàng' })).toBeVisible();
  // This month by default: the first of the month up to today.
  const today = vietnamDay(0);
  await expect(page.getByPlaceholder('Từ ngày')).toHaveValue(
    `01-${today.slice(5, 7)}-${today.slice(0, 4)}`,
  );
  const table = page.getByRole('table');
  for (const name of ['Bùi Thị Thảo', 'Ngô Văn Tâm', 'Hoàng Gia Bảo']) {
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('₫');
  }
  await expect(table.getByRole('row', { name: /Cả nhóm/ })).toContainText('₫');

  // A target for the month: saved, and the report says how far along it is.
  await page.getByRole('button', { name: /Chỉ tiêu doanh thu/ }).click();
  const drawer = page.getByRole('dialog');
  const field = drawer.getByRole('spinbutton', { name: 'Chỉ tiêu Ngô Văn Tâm' });
  await field.fill('123000000');
  await drawer.getByRole('button', { name: 'Lưu chỉ tiêu Ngô Văn Tâm' }).click();
  await expect(page.getByText('Đã lưu chỉ tiêu.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row', { name: /Ngô Văn Tâm/ })).toContainText('123.000.000 ₫');

  // One sale's month, day by day; a day's revenue opens its orders.
  await table.getByRole('link', { name: 'Bùi Thị Thảo' }).click();
  await expect(
    page.getByRole('heading', { name: 'Hiệu quả bán hàng · Bùi Thị Thảo' }),
  ).toBeVisible();
  const days = page.getByRole('tabpanel').getByRole('table');
  const sold = days.getByRole('button', { name: /^Xem đơn: Doanh thu ngày / }).first();
  await expect(sold).toBeVisible();
  await sold.click();
  const orders = page.getByRole('dialog');
  await expect(orders).toContainText(/Doanh thu · \d{2}-\d{2}-\d{4} · Bùi Thị Thảo/);
  await expect(
    orders
      .getByRole('row')
      .filter({ hasText: /TSO\d+/ })
      .first(),
  ).toContainText('₫');
  await expect(orders.getByRole('status', { name: 'Tổng các đơn' })).toContainText(
    `tổng ${((await sold.textContent()) ?? '').trim()}`,
  );
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Xuất Excel/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hieu-qua-ban-hang_sale1_theo-ngay_.+\.xlsx$/);
  const files = await unzipText(new Uint8Array(await readFile(await download.path())));
  const strings = files.get('xl/sharedStrings.xml') ?? '';
  expect(strings).toContain('Doanh thu');
  expect(strings).toContain('Tương tác');
});

test('a sale sees only their own row', async ({ page }) => {
  await signIn(page, 'sale2');
  await page.getByRole('menuitem', { name: 'Hiệu quả bán hàng' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Ngô Văn Tâm/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Bùi Thị Thảo|Hoàng Gia Bảo/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /Đơn hàng - hóa đơn/ }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /Ngô Văn Tâm/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Bùi Thị Thảo/ })).toHaveCount(0);
});

test("a leader reads a year's unpaid by age and opens the oldest of a sale's", async ({ page }) => {
  await signIn(page, 'truongnhom');
  await page.goto(`/report/sale-order-invoice?fromDate=${vietnamDay(364)}&toDate=${vietnamDay(0)}`);
  await expect(page.getByRole('heading', { name: 'Đơn hàng - hóa đơn theo sale' })).toBeVisible();
  const ages = page.getByRole('list', { name: 'Tuổi nợ cả nhóm' });
  for (const bucket of ['0-30 ngày', '31-60 ngày', '61-90 ngày', 'Trên 90 ngày']) {
    await expect(ages).toContainText(bucket);
  }
  await expect(ages).toContainText(/Trên 90 ngày\s*[1-9][\d.]* ₫/);
  const oldest = page.getByRole('link', { name: /^Chưa thu trên 90 ngày Ngô Văn Tâm: / });
  await oldest.click();
  await expect(page).toHaveURL(/\/report\/sale-order-invoice\/9\?.*age=3/);
  await expect(
    page.getByRole('heading', { name: 'Đơn hàng và hóa đơn · Ngô Văn Tâm' }),
  ).toBeVisible();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: /TSO\d+/ });
  await expect(rows.first()).toContainText(/\d+ ngày/);
  const first = Number(/(\d+) ngày/.exec((await rows.first().innerText()).replace(/\./g, ''))?.[1]);
  expect(first).toBeGreaterThan(90);
});
