import { expect, test, type WebSocketRoute } from '@playwright/test';
import { texts } from '../src/shared/texts';
import { bearer, deposit, operatorToken, placeBetWhenOpen, registerPlayer, roundSettled, signIn } from './support/account';

// Issue 50 §4: a player who was away finds the result of the round they played in the Inbox, after
// a reload too. §3: a notification read on one device closes its dialog and clears the badge on the
// player's other device (another browser context: no BroadcastChannel between them, only the server),
// also when that device's socket was down at the time (the STATUS of its reconnect tells the read).

test('a bet placed while away: the round settles, its result is in the Inbox, still after a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'bi');
  await deposit(request, player.id, 1000, { note: 'e2e' });
  const placed = await placeBetWhenOpen(request, player, { amount: 100, zone: 'LEVEL_1', gate: 'CAO' });
  const roundId = placed.bet.session.id;
  await roundSettled(request, player, roundId);
  const stats = (await (await request.get(`/v1/sessions/${roundId}/stats`, { headers: bearer(player.token) })).json()) as { result: string; incId?: number };

  await signIn(page, player);
  // The deposit's notice and the round's result are unread.
  await expect(page.getByTestId('unread-badge')).toHaveText('2', { timeout: 15_000 });
  await page.goto('/notifications');
  const entry = page.getByTestId('inbox-row').filter({ hasText: texts.accountArea.notification.betResultTitle });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`kết quả ${stats.result}.`);
  await expect(entry).toContainText('Bạn đặt 1 lệnh, tổng 100 điểm: ');
  await expect(entry).toHaveAttribute('data-read', 'false');
  await page.reload();
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`kết quả ${stats.result}.`);
  // Opened, it is read, and stays read.
  await entry.getByRole('button').click();
  await expect(entry).toHaveAttribute('data-read', 'true');
  await page.reload();
  await expect(entry).toHaveAttribute('data-read', 'true');
});

test("a notification read on one device closes its dialog and clears the badge on the player's other device", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'rd');
  await signIn(page, player);
  const otherDevice = await browser.newContext();
  try {
    const other = await otherDevice.newPage();
    await signIn(other, player);
    const sent = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, content: 'Chúc mừng năm mới.' } });
    expect(sent.status()).toBe(201);
    for (const device of [page, other]) {
      await expect(device.getByTestId('notification-dialog')).toContainText('Chúc mừng năm mới.');
      await expect(device.getByTestId('unread-badge')).toHaveText('1');
    }
    await page.getByTestId('notification-dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();
    await expect(page.getByTestId('notification-dialog')).toBeHidden();
    await expect(other.getByTestId('notification-dialog')).toBeHidden({ timeout: 5_000 });
    await expect(other.getByTestId('unread-badge')).toHaveCount(0, { timeout: 5_000 });
  } finally {
    await otherDevice.close();
  }
});

test("a read made while the other device's socket was down closes its dialog there once it reconnects", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'rs');
  await signIn(page, player);
  const otherDevice = await browser.newContext();
  try {
    // The other device's socket goes through a route this test can cut, as every countdown's end or a network change does.
    let down = false;
    const open: WebSocketRoute[] = [];
    await otherDevice.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (down) return void ws.close();
      ws.connectToServer();
      open.push(ws);
    });
    const other = await otherDevice.newPage();
    await signIn(other, player);
    const sent = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, content: 'Chúc mừng năm mới.' } });
    expect(sent.status()).toBe(201);
    for (const device of [page, other]) await expect(device.getByTestId('notification-dialog')).toContainText('Chúc mừng năm mới.');
    down = true;
    for (const ws of open.splice(0)) await ws.close();
    const read = page.waitForResponse((res) => res.url().endsWith('/v1/notifications/read') && res.ok());
    await page.getByTestId('notification-dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();
    await read;
    await expect(page.getByTestId('notification-dialog')).toBeHidden();
    // Nothing reached the other device: its dialog stays until its socket is back.
    await expect(other.getByTestId('notification-dialog')).toBeVisible();
    down = false;
    await expect(other.getByTestId('notification-dialog')).toBeHidden({ timeout: 15_000 });
    await expect(other.getByTestId('unread-badge')).toHaveCount(0, { timeout: 5_000 });
  } finally {
    await otherDevice.close();
  }
});
