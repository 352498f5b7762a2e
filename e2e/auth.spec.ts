import { expect, test } from '@playwright/test';
import { E2E_BRAND, E2E_JWT_SECRET } from './support/env';
import { signTestToken } from './support/tokens';

const unique = () => `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a visitor registers, stays signed in across reloads, and is signed out when the token is nearly expired', async ({ page }) => {
  // A signed-out visit to / lands on the welcome screen.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  await expect(page.getByRole('heading', { name: E2E_BRAND })).toBeVisible();
  await expect(page).toHaveTitle(E2E_BRAND);

  await page.getByRole('link', { name: 'Đăng Ký' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  // Each validation message appears while typing.
  const username = page.getByPlaceholder('Tài khoản');
  const password = page.getByPlaceholder('Mật khẩu', { exact: true });
  const confirm = page.getByPlaceholder('Xác nhận mật khẩu');
  await username.pressSequentially('abc');
  await expect(page.getByText('Tài khoản có ít nhất 6 ký tự')).toBeVisible();
  await username.fill('');
  await expect(page.getByText('Tài khoản không được để trống')).toBeVisible();
  await password.pressSequentially('123');
  await expect(page.getByText('Mật khẩu có ít nhất 6 ký tự')).toBeVisible();
  await password.fill('');
  await expect(page.getByText('Mật khẩu không được để trống')).toBeVisible();
  await password.fill('secret123');
  await confirm.pressSequentially('secret');
  await expect(page.getByText('Mật khẩu không khớp')).toBeVisible();
  await confirm.fill('');
  await expect(page.getByText('Mật khẩu không hợp lệ')).toBeVisible();

  // Show/hide the password.
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Hiện mật khẩu' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');

  const name = unique();
  await username.fill(name);
  await confirm.fill('secret123');
  await confirm.press('Enter');

  // Registered and signed in automatically, in the main shell.
  await expect(page.getByText('Đăng ký thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const playerId = page.getByTestId('player-id');
  await expect(playerId).toHaveText(/^1\d{5}$/);
  await expect(page.getByTestId('player-balance')).toHaveText('0');
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  const id = await playerId.textContent();

  // A reload keeps the session.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('player-id')).toHaveText(id!);

  // Signed in, the auth screens lead home.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);

  // A saved token with under 600 s left is not restored, though the server would still accept it.
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('profile')))!);
  const now = Math.floor(Date.now() / 1000);
  const shortLived = signTestToken({ sub: saved.id, ver: 0, typ: 'access', iat: now, exp: now + 300 }, E2E_JWT_SECRET);
  const accepted = await page.request.get('/v1/auth/profile', { headers: { authorization: `Bearer ${shortLived}` } });
  expect(accepted.status()).toBe(200);
  // Written while the app is not running (on /health, same origin), so that the app cannot save its
  // own session over it in between (a profile refresh or a socket event would).
  await page.goto('/health');
  await page.evaluate((profile) => localStorage.setItem('profile', JSON.stringify(profile)), { ...saved, accessToken: shortLived });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();

  // A wrong password shows the server's message; the right one signs in.
  await page.getByRole('link', { name: 'Đăng Nhập' }).click();
  await page.getByPlaceholder('Tài khoản').fill(name);
  await page.getByPlaceholder('Mật khẩu').fill('wrong-password');
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tài khoản hoặc mật khẩu không đúng' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByPlaceholder('Mật khẩu').fill('secret123');
  await page.getByPlaceholder('Mật khẩu').press('Enter');
  await expect(page.getByTestId('player-id')).toHaveText(id!);

  // Sign out from the account screen; / then lands on /auth.
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the login form says what is missing and links to password help', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page.getByText('Tài khoản không được để trống')).toBeVisible();
  await expect(page.getByText('Mật khẩu không được để trống')).toBeVisible();
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  // The hotline when an operator set one (another spec may, for a while); a fresh server has none.
  await expect(page.getByText(/liên hệ tổng đài|chưa được nhà điều hành cập nhật/)).toBeVisible();
  await page.getByRole('link', { name: 'Đăng nhập ngay' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('unknown paths go to / and the API answers unknown calls with JSON', async ({ page, request }) => {
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/auth$/);
  const res = await request.get('/v1/no-such-call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ message: 'Không tìm thấy' });
});

test('the app is installable: manifest, icons and a service worker', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: E2E_BRAND, display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const html = await request.get('/');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.goto('/auth');
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(registered).toMatch(/\/sw\.js$/);
});
