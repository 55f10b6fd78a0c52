import { type Page, expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const notice = (page: Page) => page.locator('.ant-notification-notice');

test('an accountant runs a sync and watches it finish, with the run in the history', async ({
  page,
}) => {
  await signIn(page, 'ketoan');
  await page.goto('/config/sync?source=misa');
  await expect(page.getByRole('heading', { name: 'Đồng bộ dữ liệu' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  // The secret of a source is never sent to the browser: the field starts empty.
  const settings = panel.getByRole('form', { name: /Cấu hình MISA/ });
  await expect(settings.getByLabel('Access code')).toHaveValue('');

  await panel.getByRole('button', { name: /Chạy ngay/ }).click();
  await expect(notice(page)).toContainText('Đã bắt đầu đồng bộ');
  const run = panel.getByRole('region', { name: /Lần chạy #\d+/ }).first();
  await expect(run).toBeVisible();
  await expect(run.getByText('Thành công')).toBeVisible({ timeout: 60_000 });
  await expect(run.getByRole('cell', { name: 'Vật tư hàng hóa' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Chạy ngay/ })).toBeEnabled();

  const runName = (await run.getAttribute('aria-label')) ?? '';
  const runId = runName.replace('Lần chạy ', '');
  const history = panel.getByRole('table').last();
  await expect(history.getByRole('cell', { name: runId, exact: true })).toBeVisible();
});

test('an accountant maps a retail item to two private SKUs and sees the fresh mapping', async ({
  page,
}) => {
  await signIn(page, 'ketoan');
  await page.goto('/config/mapping-item-private-sku');
  await expect(page.getByRole('heading', { name: 'Ánh xạ mã hàng riêng' })).toBeVisible();
  await page.getByText(/^Chưa ánh xạ \(\d+\)$/).click();
  // The list keeps the rows of "Tất cả", dimmed, until the unmapped ones arrive.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const select = page.getByRole('combobox', { name: /^Mã vật tư MISA của / }).first();
  await expect(select).toBeVisible();
  const label = (await select.getAttribute('aria-label')) ?? '';
  const code = label.replace('Mã vật tư MISA của ', '');
  const row = page.getByRole('row').filter({ has: page.getByLabel(label, { exact: true }) });

  await select.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await options.nth(0).click();
  await options.nth(1).click();
  await page.keyboard.press('Escape');
  await expect(row.locator('.ant-select-selection-item')).toHaveCount(2);
  await row.getByRole('button', { name: /Lưu/ }).click();
  await expect(notice(page)).toContainText('Cập nhật item thành công');

  // Fresh from the server: the product is no longer unmapped; among all it shows its two items.
  await page.getByText(/^Tất cả$/).click();
  await page.getByLabel('Tìm sản phẩm').fill(code);
  const saved = page.getByRole('row').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(saved.locator('.ant-select-selection-item')).toHaveCount(2);
  await expect(saved.getByRole('button', { name: /Lưu/ })).toHaveCount(0);
});

test('an accountant maps a marketplace invoice to a MISA voucher', async ({ page }) => {
  await signIn(page, 'ketoan');
  await page.goto('/config/ts-invoice-to-misa-voucher');
  await expect(page.getByRole('heading', { name: 'Hóa đơn sàn - chứng từ MISA' })).toBeVisible();
  await page.getByText(/^Chưa ghép \([\d.]+\)$/).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const mapButton = page.getByRole('button', { name: /^Ghép hóa đơn / }).first();
  const invoiceNo = ((await mapButton.getAttribute('aria-label')) ?? '').replace(
    'Ghép hóa đơn ',
    '',
  );
  await mapButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`Ghép chứng từ cho hóa đơn ${invoiceNo}`);

  // The suggestions, or the word that there is none (then a voucher is picked from the search).
  const suggestions = drawer.getByRole('list', { name: 'Chứng từ gợi ý' }).getByRole('listitem');
  const searchRows = drawer
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /Ghép/ }) });
  await expect(
    suggestions.first().or(drawer.getByText(/Không có chứng từ chưa ghép nào gần/)),
  ).toBeVisible();
  await expect(drawer.locator('[aria-busy="true"]')).toHaveCount(0);
  const target = (await suggestions.count()) > 0 ? suggestions.first() : searchRows.first();
  await target.getByRole('button', { name: /Ghép/ }).click();
  await expect(notice(page)).toContainText('Đã ghép hóa đơn với chứng từ');
  await expect(drawer).toBeHidden();

  await page.getByText(/^Đã ghép \([\d.]+\)$/).click();
  await page.getByLabel('Tìm hóa đơn').fill(invoiceNo);
  await expect(page.getByRole('button', { name: `Bỏ ghép hóa đơn ${invoiceNo}` })).toBeVisible();
});

test('a sale cannot open the configuration screens', async ({ page }) => {
  await signIn(page, 'sale1');
  await page.goto('/config/sync');
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice(page)).toContainText('không có quyền');
});

test('at 375 px the three screens still work', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'giamdoc');
  await page.goto('/config/sync');
  await expect(page.getByRole('button', { name: /Chạy ngay/ })).toBeVisible();
  await page.goto('/config/mapping-item-private-sku');
  await expect(page.getByRole('combobox', { name: /^Mã vật tư MISA của / }).first()).toBeVisible();
  await page.goto('/config/ts-invoice-to-misa-voucher');
  await expect(page.getByRole('button', { name: /^Ghép hóa đơn / }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
