import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, deposit, operatorToken, PNG, registerPlayer, signIn } from './support/account';
import { openBetSheet } from './support/home';

// Home's content, support (CSKH), the inbox and responsible play, in the browser against the real
// server. Settings changed here are put back, as the other specs share the server.

async function setSetting(request: APIRequestContext, key: string, value: unknown) {
  const res = await request.put(`/v1/admin/settings/${key}`, { headers: bearer(await operatorToken(request)), data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}

async function uploadImage(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/admin/images', {
    headers: bearer(await operatorToken(request)),
    multipart: { file: { name: 'banner.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).url;
}

test("an operator's banners show on Home with dots and rotate every 10 s", async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await operatorToken(request);
  for (const link of ['https://example.com/offer', '/staking']) {
    const res = await request.post('/v1/admin/banners', { headers: bearer(token), data: { image: await uploadImage(request), link } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const player = await registerPlayer(request, 'bn');
  await signIn(page, player);

  const carousel = page.getByRole('region', { name: 'Băng rôn' });
  await expect(carousel.getByRole('img', { name: 'Băng rôn 1' })).toBeVisible();
  const count = (await (await request.get('/v1/banner')).json()).results.length;
  await expect(page.getByRole('button', { name: /^Xem băng rôn \d+$/ })).toHaveCount(count);
  const first = page.getByRole('button', { name: 'Xem băng rôn 1', exact: true });
  const second = page.getByRole('button', { name: 'Xem băng rôn 2', exact: true });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: 'test-results/content-banners.png' });
  await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 12_000 });
  await expect(first).not.toHaveAttribute('aria-current', 'true');
});

test('CSKH opens the chat link when one is set, and the hotline dialog when none is', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  await context.route('https://zalo.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
  await setSetting(request, 'hotline', '1900 1234');
  await setSetting(request, 'chat', { provider: 'link', scriptUrl: null, link: 'https://zalo.example/brand' });
  try {
    const player = await registerPlayer(request, 'cs');
    await signIn(page, player);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'CSKH' }).click();
    const chat = await popupOpened;
    await expect.poll(() => chat.url()).toContain('https://zalo.example/brand');
    await chat.close();

    await setSetting(request, 'chat', { provider: 'none', scriptUrl: null, link: null });
    await page.reload();
    await page.getByRole('button', { name: 'CSKH' }).click();
    const dialog = page.getByRole('dialog', { name: 'CSKH' });
    await expect(dialog.getByRole('link', { name: '1900 1234' })).toHaveAttribute('href', 'tel:19001234');
    await page.screenshot({ path: 'test-results/content-cskh.png' });
  } finally {
    await setSetting(request, 'chat', { provider: 'none', scriptUrl: null, link: null });
    await setSetting(request, 'hotline', null);
  }
});

test('a notification sent while the player was signed out is in the inbox at the next sign-in', async ({ page, request }) => {
  const player = await registerPlayer(request, 'nt');
  const sent = await request.post('/v1/admin/notifications', {
    headers: bearer(await operatorToken(request)),
    data: { playerId: player.id, title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, player);
  await page.getByRole('link', { name: 'Hộp thư, 1 thông báo chưa đọc' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const row = page.getByTestId('inbox-row').filter({ hasText: 'Bảo trì' });
  await expect(row).toContainText('Hệ thống bảo trì lúc 2 giờ sáng.');
  await expect(row.getByRole('img', { name: 'Chưa đọc' })).toBeVisible();
  await row.getByRole('button').click();
  await expect(row.getByRole('img', { name: 'Chưa đọc' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/content-inbox.png' });
  const inbox = await (await request.get('/v1/notifications', { headers: bearer(player.token) })).json();
  expect(inbox.unread).toBe(0);
});

test('the reality check appears after the chosen interval, with the time played', async ({ page, request }) => {
  test.setTimeout(60_000);
  const player = await registerPlayer(request, 'rc');
  const set = await request.put(`/v1/players/${player.id}/safety/reality-check`, { headers: bearer(player.token), data: { minutes: 15 } });
  expect(set.status(), await set.text()).toBe(200);

  // Fifteen real minutes are too long for a test: the page's clock is moved on instead.
  await page.clock.install();
  await signIn(page, player);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('15:01');
  const check = page.getByRole('alertdialog', { name: 'Nhắc nhở thời gian chơi' });
  await expect(check.getByTestId('reality-played')).toHaveText('Bạn đã chơi 15 phút.');
  await expect(check.getByTestId('reality-net')).toHaveText('0');
  await page.screenshot({ path: 'test-results/content-reality-check.png' });
  await check.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(check).toBeHidden();
});

test('a cool-off refuses a bet with its message', async ({ page, request }) => {
  test.setTimeout(60_000);
  const player = await registerPlayer(request, 'co');
  await deposit(request, player.id, 500);
  await signIn(page, player);

  await page.goto('/responsible-play');
  await page.getByRole('group', { name: 'Tạm nghỉ' }).getByRole('button', { name: '24 giờ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận tạm nghỉ' });
  await expect(confirm.getByTestId('pause-warning')).toHaveText('Không thể huỷ trước khi kết thúc.');
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByTestId('pause-running')).toContainText('Bạn đang tạm nghỉ đến');
  await page.screenshot({ path: 'test-results/content-cool-off.png' });

  await page.goto('/');
  const sheet = await openBetSheet(page, 'Tăng');
  await sheet.getByRole('button', { name: 'Đặt lệnh' }).click();
  await expect(page.getByText(/Bạn đang tạm nghỉ đến/)).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText('500');
});
