import { expect, test } from '@playwright/test';
import { bearer, deposit, linkBank, operatorToken, PASSWORD, registerPlayer, signIn } from './support/account';
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

test('Back from a screen a link in a dialog opened shows the screen below, and the next Back leaves it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'bl');
  await signIn(page, player);
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Nạp điểm' }).click();
  const dialog = page.getByRole('dialog');
  // No support channel is set up (content.spec sets one only for a while): the dialog points to the inbox.
  await dialog.getByRole('link', { name: 'Mở Hộp thư' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(dialog).toBeHidden();

  // One Back: the account screen, its dialog closed. The next leaves it (it used to land on the
  // dialog's old entry, the same screen, as if nothing happened).
  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'Nạp điểm' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('player-id')).toBeVisible();

  // Forward goes the same way: the account screen, then the inbox, past the dialog's entry.
  await page.goForward();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'Nạp điểm' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(dialog).toBeHidden();
});

test('reopened offline, Home, the inbox and the withdrawal form show what they last knew; back online, everything is read again', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, 'ofh');
  await deposit(request, player.id, 1000, { note: 'e2e' });
  await linkBank(request, player);
  const sent = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, title: 'Bảo trì', content: 'Bảo trì lúc 2 giờ sáng.' } });
  expect(sent.status()).toBe(201);

  await signIn(page, player);
  // The app shell must be installed (service worker) for a reload without network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Read once online: Home (its round, wins, partners), the inbox, the withdrawal form.
  await page.goto('/');
  await expect(page.getByText('8 giây', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top thắng lớn hôm nay' })).toBeVisible();
  await expect(page.getByText('Chưa tải được, vui lòng thử lại sau')).toHaveCount(0);
  await expect(page.getByTestId('round-panel').getByTestId('result-digits')).toHaveAttribute('data-result', /^\d{5}$/, { timeout: 30_000 });
  const lastResult = await page.getByTestId('round-panel').getByTestId('result-digits').getAttribute('data-result');
  await page.goto('/notifications');
  await expect(page.getByTestId('inbox-row').filter({ hasText: 'Bảo trì' })).toBeVisible();
  await page.goto('/exchange-point');
  await expect(page.getByRole('button', { name: 'Quy đổi' })).toBeEnabled();
  const feeHint = await page.getByTestId('fee-tiers').textContent();

  // No network, the app reopened.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText('Bạn đang ngoại tuyến', { exact: true })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByTestId('saved-data-notice').first()).toContainText(/Bạn đang ngoại tuyến: đây là dữ liệu đã lưu\. Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  // The server's lengths, not the built-in 1/3/5 phút; the last known result; no 'Chưa tải được'.
  await expect(page.getByText('8 giây', { exact: true })).toBeVisible();
  await expect(page.getByTestId('round-panel').getByTestId('result-digits')).toHaveAttribute('data-result', /^\d{5}$/);
  expect(lastResult).toBeTruthy();
  await expect(page.getByText('Chưa tải được, vui lòng thử lại sau')).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page.getByText('Bạn đang ngoại tuyến', { exact: true })).toBeVisible();
  await expect(page.getByTestId('inbox-row').filter({ hasText: 'Bảo trì' })).toBeVisible();
  await expect(page.getByTestId('saved-data-notice')).toContainText('đây là dữ liệu đã lưu');

  await page.goto('/exchange-point');
  await expect(page.getByText('Cần kết nối mạng để thực hiện thao tác này')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quy đổi' })).toBeDisabled();
  await expect(page.getByTestId('saved-data-notice')).toContainText('đây là dữ liệu đã lưu');
  await expect(page.getByTestId('fee-tiers')).toHaveText(feeHint!);
  await page.getByLabel('Số điểm quy đổi').fill('100');
  await expect(page.getByText('Thực nhận').first()).toBeVisible();

  // Home offline, then the network comes back: within seconds the live data replaces the saved copy.
  await page.goto('/');
  await expect(page.getByTestId('saved-data-notice').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('saved-data-notice')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Bạn đang ngoại tuyến', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Chưa tải được, vui lòng thử lại sau')).toHaveCount(0);
});

test('a notification read in one tab closes its dialog and clears the badge in the other', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'tb');
  await signIn(page, player);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('player-id')).toBeVisible();

  const sent = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, content: 'Chúc mừng năm mới.' } });
  expect(sent.status()).toBe(201);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('notification-dialog')).toContainText('Chúc mừng năm mới.');
    await expect(tab.getByTestId('unread-badge')).toHaveText('1');
  }
  await page.getByTestId('notification-dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(page.getByTestId('notification-dialog')).toBeHidden();
  await expect(other.getByTestId('notification-dialog')).toBeHidden({ timeout: 3_000 });
  await expect(other.getByTestId('unread-badge')).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('a signed-out player who opens /history-withdraw lands there after signing in', async ({ page, request }) => {
  const player = await registerPlayer(request, 'rt');
  await page.goto('/history-withdraw');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(player.username);
  await page.getByPlaceholder('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page).toHaveURL(/\/history-withdraw$/);
  // Signing out and in again starts on Home.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(player.username);
  await page.getByPlaceholder('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page.getByTestId('player-id')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
