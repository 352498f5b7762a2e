import { expect, test } from '@playwright/test';
import { bearer, deposit, PASSWORD, placeBetWhenOpen, registerPlayer, signIn, type TestPlayer, uniqueName } from './support/account';

// Referrals, VIP, staking and gift boxes, in the browser against the real server (short rounds:
// LEVEL_1 lasts 8 s, playwright.config.ts).

test('an invitee registers through the link; their bet pays their agent a commission, seen in the reward history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const upline = await registerPlayer(request, 'up');
  const profile = await (await request.get('/v1/auth/profile', { headers: bearer(upline.token) })).json();
  await deposit(request, upline.id, 2000);
  expect((await request.post(`/v1/players/${upline.id}/earn`, { headers: bearer(upline.token) })).status()).toBe(200);

  // The link fills the code in a field the invitee can see and change.
  const username = uniqueName('iv');
  await page.goto(`/auth/register?ref=${profile.refId}`);
  await expect(page.getByLabel('Mã giới thiệu')).toHaveValue(profile.refId);
  await page.getByPlaceholder('Tài khoản').fill(username);
  await page.getByPlaceholder('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByPlaceholder('Xác nhận mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng Ký' }).click();
  await expect(page.getByTestId('player-id')).toBeVisible();
  const list = await (await request.get(`/v1/players/${upline.id}/list-refs?childLevel=F1`, { headers: bearer(upline.token) })).json();
  expect(list.items.map((i: { username: string }) => i.username)).toEqual([username]);

  // The invitee bets 100; when the round settles their agent earns 1% of it.
  const login = await (await request.post('/v1/auth/login', { data: { username, password: PASSWORD } })).json();
  const invitee: TestPlayer = { id: login.player.id, username, token: login.tokens.access.token };
  await deposit(request, invitee.id, 500);
  await placeBetWhenOpen(request, invitee, { amount: 100, zone: 'LEVEL_1', gate: 'CAO' });

  // Leave the app first: a running app writes its session back (a socket event after the bet can
  // refresh the profile) right after the storage is cleared. robots.txt is the same origin, no app.
  await page.goto('/robots.txt');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, upline);
  await page.goto('/history-gift?tab=levels');
  const row = page.getByTestId('gift-row').first();
  await expect(row).toContainText('F1 · LEVEL 1 #', { timeout: 20_000 });
  await expect(row).toContainText('1');
  await page.screenshot({ path: 'test-results/growth-commission.png' });
});

test('a locked level asks for VIP, unlocks it and opens; a stake is listed; a box is bought and opened', async ({ page, request }) => {
  test.setTimeout(60_000);
  const player = await registerPlayer(request, 'vip');
  await deposit(request, player.id, 1000);
  await signIn(page, player);

  await page.goto('/refer-list');
  await page.getByRole('tab', { name: /F2/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Mở khoá VIP').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Mở khoá VIP' }).click();
  await expect(page.getByText('Đã mở khoá VIP')).toBeVisible();
  await expect(page).toHaveURL(/level=F2/);
  await expect(page.getByText('Chưa có thành viên nào ở cấp này')).toBeVisible();

  await page.goto('/staking');
  await page.getByPlaceholder('Nhập số điểm').fill('100');
  await expect(page.getByText('Tổng lãi khi đáo hạn')).toBeVisible();
  await page.getByRole('button', { name: 'Đầu tư' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đã gửi yêu cầu')).toBeVisible();
  await page.goto('/staking');
  await expect(page.getByTestId('stake-row').first()).toContainText('100');

  await page.goto('/history-gift?tab=box');
  await expect(page.getByText('Giá trị kỳ vọng mỗi hộp')).toBeVisible();
  await page.getByRole('button', { name: 'Mua hộp quà' }).click();
  await expect(page.getByTestId('box-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Mở hộp quà' }).click();
  const reveal = page.getByTestId('prize-reveal');
  await expect(reveal).toBeVisible();
  await page.screenshot({ path: 'test-results/growth-box.png' });
  // What the reveal says is the prize the server drew and recorded.
  const boxes = await (await request.get('/v1/gift?type=OPENBOX', { headers: bearer(player.token) })).json();
  expect(boxes).toMatchObject({ totalResults: 1, boxes: 0 });
  await expect(reveal).toContainText(boxes.results[0].reward.name);
});
