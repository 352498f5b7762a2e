import { expect, test } from '@playwright/test';
import { deposit, registerPlayer, signIn } from './support/account';
import { openBetSheet } from './support/home';

// Issue 50: the app feels native on a phone.

test('Back closes the open sheet first, on Home and when Home was reached from another screen, then goes back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'bk');
  await deposit(request, player.id, 500, { note: 'e2e' });
  await signIn(page, player);

  // Home as the installed app opens it: Tăng's sheet open, then Back.
  await page.goto('/');
  await expect(page.getByTestId('player-id')).toBeVisible();
  let sheet = await openBetSheet(page, 'Tăng');
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('player-id')).toBeVisible();

  // Closed by its button: the next Back is the screen's own (not a dead press on a stale entry).
  await page.getByRole('link', { name: 'Xu hướng' }).click();
  await expect(page).toHaveURL(/\/trend/);
  await page.getByRole('link', { name: 'Trang chủ' }).click();
  await expect(page).toHaveURL(/\/$/);
  sheet = await openBetSheet(page, 'Giảm');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window.history.state as { overlay?: number } | null)?.overlay ?? null)).toBeNull();

  // From another screen: the first Back closes the sheet and stays on Home, the second goes back.
  sheet = await openBetSheet(page, 'Tăng');
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Tăng', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/trend/);
});
