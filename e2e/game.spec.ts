import { expect, test } from '@playwright/test';
import type { PlaceBetResponse } from '../src/shared/api/bets';
import type { SessionsResponse } from '../src/shared/api/rounds';
import { formatPoints } from '../src/shared/money';
import { deposit, PASSWORD, registerPlayer } from './support/account';
import { E2E_BET_LOCK_SECONDS } from './support/env';
import { openBetSheet, secondsLeft } from './support/home';

// The e2e server runs short rounds (playwright.config.ts): LEVEL_1 lasts 8 s, bets lock 2 s before the end.
const ROUND_MS = 8_000;
const LOCK_MS = E2E_BET_LOCK_SECONDS * 1000;
const PAYOUT_RATE = 1.95;

test('a funded player bets Tăng, watches the round settle, sees the right balance and verifies the round', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Top-up goes through an operator (decisions section 4): the e2e operator credits a deposit.
  const player = await registerPlayer(request, 'g');
  await deposit(request, player.id, 1000, { note: 'e2e' });

  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(player.username);
  await page.getByPlaceholder('Mật khẩu').fill(PASSWORD);
  await page.getByPlaceholder('Mật khẩu').press('Enter');
  const balance = page.getByTestId('player-balance');
  await expect(balance).toHaveText('1,000');

  // LEVEL_1 'Thời trang', kept in the address.
  await page.getByRole('button', { name: /Thời trang/ }).click();
  await expect(page).toHaveURL(/zone=LEVEL_1/);

  // The countdown runs.
  const first = await secondsLeft(page);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).not.toBe(first);

  // The sheet checks the amount while typing.
  const sheet = await openBetSheet(page, 'Tăng');
  const amount = sheet.getByLabel('Số điểm đặt');
  await expect(amount).toHaveValue('100');
  await amount.fill('');
  await expect(sheet.getByText('Số tiền đặt không được để trống')).toBeVisible();
  await amount.pressSequentially('5');
  await expect(sheet.getByText('Số tiền rút tối thiểu là 10')).toBeVisible();
  await sheet.getByRole('button', { name: '200', exact: true }).click();
  await expect(amount).toHaveValue('200');

  // Place it with time to spare in a round (the button waits out a lock on its own).
  await expect.poll(() => secondsLeft(page), { timeout: ROUND_MS * 2 }).toBeGreaterThan((LOCK_MS + 2_000) / 1000);
  const answer = page.waitForResponse((r) => r.url().endsWith('/v1/bets') && r.request().method() === 'POST');
  await sheet.getByRole('button', { name: 'Đặt lệnh' }).click();
  const placed = (await (await answer).json()) as PlaceBetResponse;
  expect(placed.bet).toMatchObject({ gate: 'CAO', amount: 200, session: { zone: 'LEVEL_1' } });
  await expect(page.getByText('Đặt lệnh thành công')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(balance).toHaveText('800');
  await expect(page.getByTestId('recent-bet').first()).toContainText(`#${placed.bet.session.incId} · Tăng · 200`);
  await expect(page.getByTestId('recent-bet').first()).toHaveAttribute('data-status', 'PENDING');

  // The round closes: its code and digits come up as the last result.
  const incId = placed.bet.session.incId;
  await expect(page.getByTestId('product-code')).toHaveText(`#${incId}`, { timeout: ROUND_MS * 3 });
  const shown = await page.getByTestId('round-panel').getByTestId('result-digits').getAttribute('data-result');
  const sessions = (await (await request.get('/v1/sessions?zone=LEVEL_1&limit=20')).json()) as SessionsResponse;
  const settled = sessions.results.find((r) => r.incId === incId)!;
  expect(shown).toBe(settled.result);

  // Tăng is CAO: a first digit of 5-9 wins amount x 1.95; otherwise the stake is gone.
  const won = Number(settled.result![0]) >= 5;
  await expect(balance).toHaveText(formatPoints(won ? 800 + 200 * PAYOUT_RATE : 800), { timeout: 15_000 });
  const recent = page.getByTestId('recent-bet').first();
  await expect(recent).toHaveAttribute('data-status', won ? 'WON' : 'LOST');
  await expect(recent).toContainText(won ? `Thắng +${formatPoints(200 * PAYOUT_RATE)}` : 'Thua');
  // Issue 30: the result also comes as a 'Thông báo' carrying the bet (the app plays its sound).
  const told = page.getByTestId('notification-dialog');
  await expect(told).toContainText(`Thời trang, phiên ${incId}: kết quả ${settled.result}.`);
  await expect(told).toContainText(won ? `Bạn đặt 1 lệnh, tổng 200 điểm: thắng ${formatPoints(200 * PAYOUT_RATE)} điểm (lãi ${formatPoints(200 * PAYOUT_RATE - 200)} điểm).` : 'Bạn đặt 1 lệnh, tổng 200 điểm: thua (lỗ 200 điểm).');
  await told.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(told).toBeHidden();

  // Trend: the round is listed with its digits and checks out on this device.
  await page.getByRole('link', { name: 'Xu hướng' }).click();
  await page.getByRole('tab', { name: 'Level 1' }).click();
  await expect(page).toHaveURL(/zone=LEVEL_1&page=1/);
  const row = page.locator(`[data-testid="trend-row"][data-inc-id="${incId}"]`);
  await expect(row.getByTestId('result-digits')).toHaveAttribute('data-result', settled.result!);
  await row.click();
  const check = page.getByRole('dialog', { name: `Kiểm tra phiên ${incId}` });
  // Issue 30: the commitment, the link to the pinned chain and the result (and the previous round's seed, when it has one).
  await expect(check.getByText('Kết quả đã được kiểm tra ngay trên thiết bị của bạn.')).toBeVisible();
  await expect(check.getByText('Seed nối về mã băm kết thúc h[0] đã ghi nhận')).toBeVisible();
  await expect(check.getByText('✗ Không khớp', { exact: true })).toHaveCount(0);
  expect(await check.getByText('✓ Khớp', { exact: true }).count()).toBeGreaterThanOrEqual(3);
  await expect(check.getByRole('img', { name: /Kết quả tính lại/ })).toHaveAttribute('data-result', settled.result!);
});
