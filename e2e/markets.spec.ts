import { expect, test } from '@playwright/test';
import type { PlaceBetResponse } from '../src/shared/api/bets';
import { deposit, PASSWORD, registerPlayer } from './support/account';
import { E2E_BET_LOCK_SECONDS } from './support/env';
import { openBetSheet, secondsLeft } from './support/home';

// Issue 50: Home offers the last-digit market too. A player places a Trái bet from Home and sees it.

test('a player bets Trái from Home and sees the bet in the recent bets', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'm');
  await deposit(request, player.id, 1000, { note: 'e2e' });

  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(player.username);
  await page.getByPlaceholder('Mật khẩu').fill(PASSWORD);
  await page.getByPlaceholder('Mật khẩu').press('Enter');
  await expect(page.getByTestId('player-balance')).toHaveText('1,000', { timeout: 30_000 });

  // Both markets are on Home: the first digit's and, under them, the last digit's.
  await expect(page.getByRole('group', { name: 'Chữ số đầu' }).getByRole('button', { name: 'Tăng', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Chữ số cuối' }).getByRole('button', { name: 'Trái', exact: true })).toBeVisible();

  const sheet = await openBetSheet(page, 'Trái');
  await expect(sheet.getByText('Chữ số cuối là số lẻ')).toBeVisible();
  await sheet.getByRole('button', { name: '200', exact: true }).click();
  // Place it with time to spare in a round (LEVEL_1 lasts 8 s in the e2e server).
  await expect.poll(() => secondsLeft(page), { timeout: 20_000 }).toBeGreaterThan(E2E_BET_LOCK_SECONDS + 2);
  const answer = page.waitForResponse((r) => r.url().endsWith('/v1/bets') && r.request().method() === 'POST');
  await sheet.getByRole('button', { name: 'Đặt lệnh' }).click();
  const placed = (await (await answer).json()) as PlaceBetResponse;
  expect(placed.bet).toMatchObject({ gate: 'TRAI', amount: 200 });
  await expect(page.getByText('Đặt lệnh thành công')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('player-balance')).toHaveText('800');
  await expect(page.getByTestId('recent-bet').first()).toContainText(`#${placed.bet.session.incId} · Trái · 200`);
});
