import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { bearer, deposit, latestWithdrawalId, linkBank, registerPlayer, signIn } from './support/account';
import { signInOperator } from './support/operator';

/** The console's chunk, named by Vite after its entry component (src/client/console/app/ConsoleApp.tsx). */
const CONSOLE_CHUNK = /\/assets\/ConsoleApp-[\w-]+\.js$/;
const DESKTOP = { width: 1280, height: 800 };

/** Every request of the page (and of its workers) whose URL matches `pattern`. */
function watchRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('the build has the console in a chunk of its own, which the service worker does not precache', async ({ request }) => {
  expect(readdirSync('dist/client/assets').some((f) => CONSOLE_CHUNK.test(`/assets/${f}`))).toBe(true);
  // An installed player app would otherwise download it in the background.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('index.html');
  expect(worker).not.toContain('ConsoleApp-');
});

test('an operator signs in, lands on /admin, approves a withdrawal and credits a deposit', async ({ page, request }) => {
  // A player with 1,000 points asks to withdraw 100.
  const player = await registerPlayer(request, 'cs');
  await deposit(request, player.id, 1000);
  await linkBank(request, player);
  const asked = await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } });
  expect(asked.status()).toBe(201);
  const withdrawalId = await latestWithdrawalId(request, player.id);

  await page.setViewportSize(DESKTOP);
  const chunk = watchRequests(page, CONSOLE_CHUNK);
  // Operators land on the dashboard; the queue is one click away.
  await signInOperator(page);
  expect(chunk).toHaveLength(1);
  await page.getByRole('link', { name: 'Rút điểm' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hàng chờ rút điểm' })).toBeVisible();

  // Approve the player's withdrawal from the queue.
  const row = page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`);
  await expect(row).toContainText(`ID ${player.id + 100_000}`);
  await expect(row).toContainText('85,000 VNĐ');
  await expect(row).toContainText('Techcombank · 19031234567 · TRAN THI B');
  await page.screenshot({ path: 'test-results/console-queue-desktop.png' });
  await row.getByRole('button', { name: 'Duyệt' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Đã chuyển khoản');
  await dialog.getByRole('button', { name: 'Duyệt' }).click();
  await expect(page.getByText('Đã duyệt lệnh rút điểm')).toBeVisible();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Đã duyệt');

  // Credit 1,000 to the player by the ID the app shows.
  await page.getByRole('link', { name: 'Nạp điểm' }).click();
  await expect(page).toHaveURL(/\/admin\/deposits$/);
  await page.getByLabel('ID người chơi').fill(String(player.id + 100_000));
  await page.getByLabel('Số điểm', { exact: true }).fill('1000');
  await page.getByLabel('Ghi chú').fill('Chuyển khoản');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveText(`Đã nạp 1,000 điểm cho ID ${player.id + 100_000}. Số dư sau giao dịch: 1,900 điểm`);
  await page.screenshot({ path: 'test-results/console-deposit-desktop.png' });
  const profile = await (await request.get('/v1/auth/profile', { headers: bearer(player.token) })).json();
  expect(profile.balance).toBe(1900);

  // On a phone the sidebar folds into a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('console-sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Cài đặt' })).toBeVisible();
  await page.getByRole('dialog').evaluate((drawer) => Promise.all(drawer.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: 'test-results/console-drawer-phone.png' });
  await page.getByRole('dialog').getByRole('link', { name: 'Cài đặt' }).click();
  await expect(page.getByRole('heading', { name: 'Cài đặt' })).toBeVisible();
  await expect(page.getByTestId('setting-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/console-settings-phone.png' });
});

test("a player's session never requests the console chunk, and /admin sends them home", async ({ page, request }) => {
  const player = await registerPlayer(request, 'pl');
  const chunk = watchRequests(page, CONSOLE_CHUNK);
  const adminCalls = watchRequests(page, /\/v1\/admin\//);

  await signIn(page, player);
  await expect(page.getByTestId('countdown').first()).toBeVisible();
  await page.getByRole('link', { name: 'Xu hướng' }).click();
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page.getByTestId('account-balance')).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('player-id')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunk).toEqual([]);
  expect(adminCalls).toEqual([]);
});

test("the deposits' history lists every player's deposits, a new one at once, filters them and downloads them as CSV", async ({ page, request }) => {
  // Two players, a sign-in, a credit, a filter and a download: on a loaded machine, more than a minute.
  test.setTimeout(120_000);
  const first = await registerPlayer(request, 'dh');
  const second = await registerPlayer(request, 'dh');
  await deposit(request, first.id, 1000, { note: 'VCB 0001' });
  await deposit(request, second.id, 250, { status: 'FAILED', note: 'Sai nội dung' });
  const firstId = String(first.id + 100_000);

  await page.setViewportSize(DESKTOP);
  await signInOperator(page);
  await page.getByRole('link', { name: 'Nạp điểm' }).first().click();
  const history = page.getByRole('region', { name: 'Lịch sử nạp điểm' });
  const rows = history.getByTestId('deposit-row');
  // Newest first, across players: whose, how much, who recorded it, the ledger row.
  await expect(rows.nth(0)).toContainText(`${second.username} · ID ${second.id + 100_000}`);
  await expect(rows.nth(0)).toContainText('Thất bại');
  await expect(rows.nth(0)).toContainText('Không cộng điểm');
  await expect(rows.nth(1)).toContainText(`${first.username} · ID ${firstId}`);
  await expect(rows.nth(1)).toContainText('1,000');
  await expect(rows.nth(1)).toContainText('VCB 0001');
  await expect(rows.nth(1)).toContainText('Số dư sau giao dịch: 1,000 điểm');

  // Credited through the form: on top of the history at once.
  await page.getByLabel('ID người chơi').fill(firstId);
  await page.getByLabel('Số điểm', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByTestId('deposit-outcome')).toContainText('Số dư sau giao dịch: 1,300 điểm');
  await expect(rows.nth(0)).toContainText(`${first.username} · ID ${firstId}`);
  await expect(rows.nth(0)).toContainText('Số dư sau giao dịch: 1,300 điểm');
  await expect(rows.nth(0)).toContainText('operator');
  await expect(rows.nth(0)).toContainText(/Dòng #\d+/);

  // Filtered by the player's public ID: their two deposits only, and the filter in the address.
  const filters = page.getByRole('search', { name: 'Lịch sử nạp điểm' });
  await filters.getByLabel('Người chơi', { exact: true }).fill(firstId);
  await filters.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`player=${firstId}`));
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('deposit-history-total')).toHaveText('2 giao dịch');
  await page.screenshot({ path: 'test-results/console-deposit-history-desktop.png' });

  // The CSV holds the filtered set.
  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('deposits.csv');
  const lines = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Mã,Thời gian,ID người chơi,Tên đăng nhập,Số điểm,Trạng thái,Người thực hiện,Ghi chú,Dòng sổ cái,Số dư sau');
  expect(lines.slice(1).map((line) => line.split(',').slice(2, 7))).toEqual([
    [firstId, first.username, '300', 'Thành công', 'operator'],
    [firstId, first.username, '1000', 'Thành công', 'operator'],
  ]);
});

test('the withdrawal queue lists the withdrawals their players cancelled under their own filter', async ({ page, request }) => {
  const player = await registerPlayer(request, 'wc');
  await deposit(request, player.id, 1000);
  await linkBank(request, player);
  expect((await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } })).status()).toBe(201);
  const withdrawalId = await latestWithdrawalId(request, player.id);
  expect((await request.post(`/v1/withdrawals/${withdrawalId}/cancel`, { headers: bearer(player.token) })).status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await signInOperator(page);
  await page.getByRole('link', { name: 'Rút điểm' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hàng chờ rút điểm' })).toBeVisible();
  const row = page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`);
  // Not waiting any more: out of the pending queue.
  await expect(page.getByRole('button', { name: 'Chờ duyệt' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="withdrawal-row"]').first().or(page.getByText('Không có mục nào'))).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Người chơi đã huỷ' }).click();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Người chơi đã huỷ');
  await expect(row.getByRole('button', { name: 'Duyệt' })).toHaveCount(0);
});
