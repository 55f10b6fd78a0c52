import { type Page, expect, test } from '@playwright/test';
import { signIn } from './sign-in';
import { TIME_ZONE } from '../packages/shared/src/calendar';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The row of the user table with this user's edit button. */
function userRow(page: Page, fullName: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Sửa ${fullName}` }) });
}

const DAY_MS = 86_400_000;

/** A Monday five to six weeks ahead (in Vietnam), clear of the demo leave, and the Tuesday after. */
function twoWorkingDaysAhead(): { monday: Date; tuesday: Date } {
  const today = new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE })}T00:00:00Z`,
  );
  const weekday = today.getUTCDay();
  const monday = new Date(today.getTime() + (35 + ((8 - weekday) % 7)) * DAY_MS);
  return { monday, tuesday: new Date(monday.getTime() + DAY_MS) };
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCFullYear())}`;

async function pickDate(page: Page, label: string, date: Date) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(ddmmyyyy(date));
  await input.press('Enter');
}

test('a sale asks for two days off, their leader approves, it shows on the team calendar', async ({
  page,
}) => {
  const { monday, tuesday } = twoWorkingDaysAhead();
  const period = `${ddmmyyyy(monday)} → ${ddmmyyyy(tuesday)}`;

  await signIn(page, 'sale1');
  await page.goto('/hrm/leave');
  await expect(page.getByRole('heading', { name: 'Nghỉ phép' })).toBeVisible();
  await expect(page.getByText(/Phép năm \d{4}/)).toBeVisible();

  await page.getByRole('button', { name: 'Tạo đơn nghỉ' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tạo đơn nghỉ phép' });
  await pickDate(page, 'Từ ngày', monday);
  await pickDate(page, 'Đến ngày', tuesday);
  await expect(drawer.getByText('Số ngày làm việc: 2 ngày')).toBeVisible();
  await drawer.getByLabel('Lý do').fill('Về quê dự đám cưới em gái');
  await drawer.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Đã tạo đơn xin nghỉ phép', {
    timeout: 15_000,
  });

  const mine = page.getByRole('row', { name: new RegExp(period) });
  await expect(mine).toContainText('Chờ duyệt');
  await expect(mine).toContainText('Nghỉ phép năm');
  await signOut(page);

  await signIn(page, 'truongnhom');
  await page.goto('/hrm/leave');
  await page.getByRole('tab', { name: /Duyệt đơn/ }).click();
  const request = page.getByRole('row', { name: new RegExp(`Bùi Thị Thảo.*${period}`) });
  await request.getByRole('button', { name: 'Duyệt' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Duyệt' }).click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText(
    'Đã duyệt đơn nghỉ phép',
    { timeout: 15_000 },
  );

  await page.getByRole('tab', { name: 'Lịch nghỉ của nhóm' }).click();
  const monthLabel = `Tháng ${ddmmyyyy(monday).slice(3)}`.replace('-', '/');
  for (let i = 0; i < 3; i += 1) {
    if (await page.getByRole('heading', { name: monthLabel }).isVisible()) break;
    await page.getByRole('button', { name: 'Tháng sau' }).click();
  }
  await expect(page.getByRole('heading', { name: monthLabel })).toBeVisible();
  for (const day of [monday, tuesday]) {
    const cell = page.getByRole('list', { name: `Nghỉ ngày ${ddmmyyyy(day)}` });
    await expect(cell.locator('.ant-tag-green', { hasText: 'Bùi Thị Thảo' })).toBeVisible();
  }
});

test('an admin adds two phone numbers to a user and they show as two green tags', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/hrm/user');
  await page.getByLabel('Tìm người dùng').fill('ngo van tam');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  const row = userRow(page, 'Ngô Văn Tâm');
  await row.getByRole('button', { name: 'Sửa Ngô Văn Tâm' }).click();

  const drawer = page.getByRole('dialog', { name: /Sửa người dùng/ });
  const phones = drawer.getByLabel('Số điện thoại', { exact: true });
  await expect(drawer.getByLabel('Họ tên')).toHaveValue('Ngô Văn Tâm');

  await phones.fill('0912345678, 12345');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(drawer.getByText('Số điện thoại không hợp lệ!')).toBeVisible();

  await phones.fill('0912345678, 0987654321');
  await drawer.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Đã lưu người dùng', {
    timeout: 15_000,
  });
  await expect(drawer).toBeHidden();

  for (const phone of ['0912345678', '0987654321']) {
    await expect(row.locator('.ant-tag-green', { hasText: phone })).toBeVisible();
  }
  // The team rows of the leader are gold, team members and handovers told apart.
  await page.getByLabel('Tìm người dùng').fill('hoang gia bao');
  const leader = userRow(page, 'Hoàng Gia Bảo');
  await expect(
    leader.locator('.ant-tag-gold', { hasText: 'Thành viên nhóm: Ngô Văn Tâm' }),
  ).toBeVisible();
});

test('the leave and user screens work at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'truongnhom');
  await page.goto('/hrm/leave');
  await expect(page.getByRole('button', { name: 'Tạo đơn nghỉ' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lịch nghỉ của nhóm' }).click();
  await expect(page.getByText(/Danh sách nghỉ tháng/)).toBeVisible();
  await page.goto('/hrm/user');
  await expect(page.getByLabel('Tìm người dùng')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
