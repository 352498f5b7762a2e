import { expect, test } from '@playwright/test';
import { bearer, deposit, latestWithdrawalId, linkBank, operatorToken, placeBetWhenOpen, PNG, registerPlayer, roundSettled, signIn } from './support/account';

test('a player links a bank from the list, withdraws 100 seeing fee and net, and the operator approves it', async ({ page, request }) => {
  const player = await registerPlayer(request, 'wd');
  await deposit(request, player.id, 1000, { note: 'Chuyển khoản' });
  await signIn(page, player);

  // Link a bank, picked from the list.
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('1,000');
  await page.getByRole('link', { name: 'Liên kết ngân hàng' }).click();
  await page.getByRole('combobox', { name: 'Ngân hàng' }).fill('vietcom');
  await page.getByRole('option', { name: /Vietcombank/ }).click();
  await expect(page.getByRole('combobox', { name: 'Ngân hàng' })).toHaveValue('Vietcombank');
  await page.getByLabel('Số tài khoản').fill('0123456789');
  await page.getByLabel('Chủ tài khoản').fill('NGUYEN VAN A');
  await page.getByRole('button', { name: 'Lưu ngân hàng' }).click();
  await expect(page.getByText('Đã cập nhật thông tin')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  // Withdraw 100: the fee and the net VND show before confirming.
  await page.getByRole('link', { name: 'Rút điểm' }).click();
  await expect(page.getByTestId('exchange-bank')).toHaveText('Vietcombank · 0123456789 · NGUYEN VAN A');
  await page.getByLabel('Số điểm quy đổi').fill('100');
  await expect(page.getByText('Phí (15%)')).toBeVisible();
  await expect(page.getByTestId('quote-fee')).toHaveText('15');
  await expect(page.getByTestId('quote-net')).toHaveText('85,000 VNĐ');
  await page.getByRole('button', { name: 'Quy đổi', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Xác nhận quy đổi');
  await expect(confirm).toContainText('85,000 VNĐ');
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đã gửi yêu cầu')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-balance')).toHaveText('900');

  // 'Chờ' in the history.
  await page.getByRole('link', { name: 'Lịch sử quy đổi' }).click();
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText('100');
  await expect(row).toContainText('Chờ');
  await expect(page.getByTestId('history-footer')).toContainText('Số lệnh: 1');

  // The operator approves it; the history says so.
  const id = await latestWithdrawalId(request, player.id);
  const approved = await request.post(`/v1/admin/withdrawals/${id}/approve`, { headers: bearer(await operatorToken(request)), data: {} });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('history-row').first()).toContainText('Đã quy đổi');
  const second = await request.post(`/v1/admin/withdrawals/${id}/reject`, { headers: bearer(await operatorToken(request)), data: { note: 'muộn' } });
  expect(second.status()).toBe(409);
});

test('the approval reaches the open app as the notification dialog', async ({ page, request }) => {
  const player = await registerPlayer(request, 'nt');
  await deposit(request, player.id, 500);
  await linkBank(request, player);
  // The socket is in the player's room once it has connected (and upgraded to a WebSocket).
  const socketOpen = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await signIn(page, player);
  await socketOpen;
  const created = await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } });
  const { withdrawal } = await created.json();
  await request.post(`/v1/admin/withdrawals/${withdrawal.id}/approve`, { headers: bearer(await operatorToken(request)), data: {} });
  const dialog = page.getByTestId('notification-dialog');
  await expect(dialog).toContainText('Thông báo');
  await expect(dialog).toContainText('Yêu cầu quy đổi 100 điểm đã được duyệt.');
  await dialog.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(dialog).toBeHidden();
});

test("a notification shown in one tab opens the 'Thông báo' dialog in the player's other tabs", async ({ page, context, request }) => {
  const player = await registerPlayer(request, 'tb');
  await signIn(page, player);
  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByTestId('account-balance')).toBeVisible();
  // What a tab posts after its socket delivers a NOTIFICATION.
  await page.evaluate(() => new BroadcastChannel('notifications').postMessage({ id: 'e2e-1', title: 'Thông báo', content: 'Xin chào từ tab khác' }));
  const dialog = other.getByTestId('notification-dialog');
  await expect(dialog).toContainText('Xin chào từ tab khác');
  await dialog.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(dialog).toBeHidden();
});

test("a rejection shows 'Lỗi' with its note, and the points come back", async ({ page, request }) => {
  const player = await registerPlayer(request, 'rj');
  await deposit(request, player.id, 1000);
  await linkBank(request, player);
  const created = await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 300 } });
  expect(created.status()).toBe(201);
  const { withdrawal } = await created.json();
  const rejected = await request.post(`/v1/admin/withdrawals/${withdrawal.id}/reject`, {
    headers: bearer(await operatorToken(request)),
    data: { note: 'Sai số tài khoản' },
  });
  expect(rejected.status()).toBe(200);

  await signIn(page, player);
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('1,000');
  await page.getByRole('link', { name: 'Lịch sử quy đổi' }).click();
  await expect(page.getByTestId('history-row').first()).toContainText('Lỗi');
  await expect(page.getByTestId('history-note')).toHaveText('Ghi chú: Sai số tài khoản');
  await expect(page.getByTestId('history-footer')).toContainText('Tổng điểm: 0');
});

test('a player sends front and back ID photos, sees the review, and may send again after a rejection', async ({ page, request }) => {
  const player = await registerPlayer(request, 'id');
  await signIn(page, player);
  await page.goto('/account-verify');
  await page.getByRole('button', { name: 'Gửi xác minh' }).click();
  await expect(page.getByText('Vui lòng chọn ảnh mặt trước')).toBeVisible();
  await page.getByLabel('Mặt trước').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Mặt sau').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Gửi xác minh' }).click();
  await expect(page.getByText('Đã cập nhật thông tin')).toBeVisible();

  await page.goto('/account-verify');
  await expect(page.getByTestId('verification-state')).toContainText('Đang chờ duyệt');
  // The private photos load in <img> through their signed URLs.
  for (const side of ['front', 'back']) {
    const img = page.getByTestId(`${side}-preview`);
    await expect(img).toHaveAttribute('src', /^\/v1\/files\/[0-9a-f]{32}\.png\?o=\d+&e=\d+&s=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(2);
  }
  const src = await page.getByTestId('front-preview').getAttribute('src');
  expect((await request.get(src!.replace(/&s=[^&]+/, '&s=forged'))).status()).toBe(403);
  expect((await request.get(src!.split('?')[0]!)).status()).toBe(403);

  const operator = await operatorToken(request);
  const queue = await (await request.get('/v1/admin/verifications?status=PENDING&limit=100', { headers: bearer(operator) })).json();
  const mine = queue.results.find((r: { player: { id: number } }) => r.player.id === player.id);
  await request.post(`/v1/admin/verifications/${mine.id}/reject`, { headers: bearer(operator), data: { reason: 'Ảnh bị mờ' } });
  await page.reload();
  await expect(page.getByTestId('verification-state')).toContainText('Bị từ chối');
  await expect(page.getByText('Lý do: Ảnh bị mờ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gửi lại xác minh' })).toBeEnabled();
});

test('histories, a round detail and the profile the player has read stay readable offline after a reload', async ({ page, context, request }) => {
  // It waits for its bet's round (16 s at most) to settle first.
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'of');
  await deposit(request, player.id, 1000, { note: 'Nạp lần 1' });
  await deposit(request, player.id, 200, { status: 'FAILED', note: 'Sai nội dung' });
  await linkBank(request, player);
  await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 120 } });
  const placed = await placeBetWhenOpen(request, player, { amount: 100, zone: 'LEVEL_5', gate: 'CAO' });
  await roundSettled(request, player, placed.bet.session.id);

  await signIn(page, player);
  // The app shell must be installed (service worker) for a reload without network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Read them online once.
  await page.goto('/history-withdraw');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await page.goto('/history-deposit');
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await page.goto('/history-play');
  await page.getByTestId('play-history-row').first().click();
  await expect(page.getByTestId('round-detail')).toContainText('LEVEL 5');
  await expect(page.getByTestId('round-detail')).toContainText('Tăng');
  await page.goto('/profile');
  await expect(page.getByText(player.username)).toBeVisible();

  // No network, the app closed and reopened.
  await context.setOffline(true);
  await page.goto('/history-withdraw');
  await expect(page.getByText('Bạn đang ngoại tuyến').first()).toBeVisible();
  await expect(page.getByTestId('history-row').first()).toContainText('Chờ');
  await expect(page.getByTestId('saved-data-notice')).toContainText(/Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await page.reload();
  await expect(page.getByTestId('history-row').first()).toContainText('120');

  await page.goto('/history-deposit');
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.getByText('Ghi chú: Sai nội dung')).toBeVisible();

  await page.goto('/history-play');
  await page.getByTestId('play-history-row').first().click();
  await expect(page.getByTestId('round-detail')).toContainText('LEVEL 5');

  await page.goto('/profile');
  await expect(page.getByText(player.username)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lưu thông tin' })).toBeDisabled();
  await expect(page.getByText('Cần kết nối mạng để thực hiện thao tác này')).toBeVisible();

  await page.goto('/exchange-point');
  await expect(page.getByText('Cần kết nối mạng để thực hiện thao tác này')).toBeVisible();

  // Back online, signing out leaves nothing to read.
  await context.setOffline(false);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain('Sai nội dung');
  expect(stored).not.toContain(player.username);
});
