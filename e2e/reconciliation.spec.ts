// Reconciliation: an accountant opens a settlement with differences, confirms a reason on two lines
// at once, sees the counts change and the settlement turn resolved when the last one is; reopens one.
import { type Locator, expect as baseExpect, test } from '@playwright/test';
import { TIME_ZONE } from '../packages/shared/src/calendar';
import { signIn } from './sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ locale: 'vi-VN', timezoneId: TIME_ZONE, viewport: { width: 1440, height: 900 } });

const openCount = async (tab: Locator) =>
  Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1] ?? 'NaN');

test('an accountant resolves a settlement’s differences, two at once, then reopens one', async ({
  page,
}) => {
  await signIn(page, 'ketoan');
  await page.getByRole('menuitem', { name: 'Đối soát đơn hàng' }).click();
  await expect(page.getByRole('heading', { name: 'Đối soát đơn hàng' })).toBeVisible();
  await page.getByText(/^Còn chênh lệch \(\d+\)$/).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Còn chênh lệch');
  await table.getByRole('row').nth(1).getByRole('link').click();

  await expect(page.getByRole('heading', { name: /^Kỳ DS-/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Còn chênh lệch');
  const tab = page.getByRole('tab', { name: /^Cần xử lý \(\d+\)$/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const lines = page.getByRole('table');
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  const before = await openCount(tab);
  expect(before).toBeGreaterThanOrEqual(1);

  // Two at once (one when only one is open).
  const boxes = lines.getByRole('checkbox', { name: /^Chọn dòng / });
  const two = Math.min(2, before);
  for (let n = 0; n < two; n += 1) await boxes.nth(n).check();
  await page.getByRole('button', { name: `Xử lý ${String(two)} dòng đã chọn` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lý do').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Hoàn tiền/ })
    .click();
  await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Đã đối chiếu với sàn');
  await dialog.getByRole('button', { name: 'Xử lý' }).click();
  await expect(page.getByText(`Đã xử lý ${String(two)} dòng.`)).toBeVisible();
  await expect(tab).toHaveText(`Cần xử lý (${String(before - two)})`);

  // The rest together: the settlement turns resolved.
  if (before > two) {
    await lines.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /^Xử lý \d+ dòng đã chọn$/ }).click();
    await dialog.getByLabel('Lý do').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Khác/ }).click();
    await dialog.getByRole('button', { name: 'Xử lý' }).click();
  }
  await expect(tab).toHaveText('Cần xử lý (0)');
  await expect(page.getByRole('status')).toHaveText('Đã xử lý');
  await expect(page.getByText('Mọi chênh lệch của kỳ này đã được xử lý.')).toBeVisible();

  // Reopened from the resolved ones: open again, the settlement too.
  await page.getByRole('tab', { name: /^Đã xử lý \(\d+\)$/ }).click();
  const resolved = page.getByRole('row').filter({ hasText: 'Đã đối chiếu với sàn' }).first();
  await expect(resolved).toContainText('Đã đối chiếu với sàn');
  await resolved.getByRole('button', { name: /^Mở lại/ }).click();
  await expect(page.getByText('Đã mở lại 1 dòng.')).toBeVisible();
  await expect(tab).toHaveText('Cần xử lý (1)');
  await expect(page.getByRole('status')).toHaveText('Còn chênh lệch');
});
