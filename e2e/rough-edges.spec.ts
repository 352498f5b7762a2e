import { expect, type Page, test } from '@playwright/test';
import { bearer, deposit, PASSWORD, placeBetWhenOpen, registerPlayer, signIn, uniqueName } from './support/account';

// Issue 15, section 2: what a new player tripped over, checked where a browser shows it.

/** Records, from the first script on, every moment the app's root shows no text at all (a blank screen). */
async function watchForBlank(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { blankFrames: number };
    w.blankFrames = 0;
    const check = () => {
      const root = document.getElementById('root');
      if (root && !root.innerText.trim()) w.blankFrames += 1;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { blankFrames: number }).blankFrames);
}

test('from the first paint through sign-up to Home the screen is never blank', async ({ page }) => {
  const blankFrames = await watchForBlank(page);
  await page.goto('/auth/register');
  await page.getByPlaceholder('Tài khoản').fill(uniqueName('bl'));
  await page.getByPlaceholder('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByPlaceholder('Xác nhận mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng Ký' }).click();
  await expect(page.getByTestId('player-id')).toBeVisible();
  expect(await blankFrames()).toBe(0);
});

test('Trend is a tab (no back arrow); Trend and fairness read offline say when they were updated', async ({ page, context, request }) => {
  const player = await registerPlayer(request, 'tr');
  await signIn(page, player);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.getByRole('link', { name: 'Xu hướng' }).click();
  await expect(page.getByRole('heading', { name: 'Xu hướng kỷ lục' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quay lại' })).toHaveCount(0);
  await expect(page.getByTestId('trend-row').first()).toBeVisible();
  await page.goto('/fairness');
  await expect(page.getByRole('heading', { name: 'Muối công khai (salt)' })).toBeVisible();

  await context.setOffline(true);
  for (const url of ['/trend', '/fairness']) {
    await page.goto(url);
    await expect(page.getByTestId('saved-data-notice')).toContainText(/Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(page.getByText('Chưa có phiên nào kết thúc')).toHaveCount(0);
  }
  await page.goto('/trend');
  await expect(page.getByTestId('trend-row').first()).toBeVisible();
  await context.setOffline(false);
});

test('a file that is not an image is refused when chosen, and never shown as a broken picture', async ({ page, request }) => {
  const player = await registerPlayer(request, 'id');
  await signIn(page, player);
  await page.goto('/account-verify');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'cmnd.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
  await expect(page.getByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP').first()).toBeVisible();
  await expect(page.locator('img[data-testid$="-preview"]')).toHaveCount(0);
});

test('a bet placed on another device shows in the recent bets at once, before its round settles', async ({ page, request }) => {
  const player = await registerPlayer(request, 'rb');
  await deposit(request, player.id, 500);
  await signIn(page, player);
  // LEVEL_5 rounds last 16 s here: the bet is shown long before it settles.
  await page.getByRole('button', { name: /Phụ kiện/ }).click();
  await expect(page.getByText('Chưa có lệnh nào ở cấp độ này')).toBeVisible();
  await placeBetWhenOpen(request, player, { amount: 100, zone: 'LEVEL_5', gate: 'TRAI' });
  const bet = page.getByTestId('recent-bet');
  await expect(bet).toHaveCount(1, { timeout: 3_000 });
  await expect(bet).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('player-balance')).toHaveText('400');
});

test('the countdown never shows two seconds at once', async ({ page, request }) => {
  const player = await registerPlayer(request, 'cd');
  await signIn(page, player);
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText(/\d\d:\d\d/);
  // Sampled on every frame across three second boundaries.
  const most = await countdown.evaluate(
    (box) =>
      new Promise<number>((resolve) => {
        let max = 0;
        const end = performance.now() + 3_200;
        const sample = () => {
          max = Math.max(max, box.children.length);
          if (performance.now() < end) requestAnimationFrame(sample);
          else resolve(max);
        };
        requestAnimationFrame(sample);
      }),
  );
  expect(most).toBe(1);
});

test('the dates of a report are typed dd/MM/yyyy, whatever the browser locale', async ({ page, request }) => {
  const player = await registerPlayer(request, 'gd');
  await signIn(page, player);
  await page.goto('/generate-data');
  const from = page.getByLabel('Từ ngày');
  await from.fill('');
  await from.pressSequentially('01022026');
  await expect(from).toHaveValue('01/02/2026');
  await from.fill('');
  await from.pressSequentially('31022026');
  await expect(page.getByText('Ngày không hợp lệ').first()).toBeVisible();
});

for (const width of [360, 390]) {
  test(`the member centre, Home and the histories fit a ${width} px phone`, async ({ page, request }) => {
    const player = await registerPlayer(request, 'w');
    await page.setViewportSize({ width, height: 780 });
    await signIn(page, player);
    for (const url of ['/', '/account', '/trend', '/history-withdraw', '/exchange-point', '/banking']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} scrolls sideways at ${width} px`).toBe(0);
    }
    await page.goto('/account');
    // Nothing cut: every row of the member centre is wholly inside the screen.
    for (const box of await page.getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `test-results/account-${width}.png`, fullPage: true });
    const profile = await (await request.get('/v1/auth/profile', { headers: bearer(player.token) })).json();
    expect(profile.bankName ?? null).toBeNull();
  });
}
