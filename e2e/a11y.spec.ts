import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bearer, deposit, latestWithdrawalId, linkBank, operatorToken, placeBetWhenOpen, PNG, registerPlayer, roundSettled, sendIdPhotos, signIn, type TestPlayer, uniqueName } from './support/account';
import { openBetSheet } from './support/home';
import { signInOperator } from './support/operator';
import { texts } from '../src/shared/texts';

// Issue 50 §5: every screen of the app and the console readable. axe-core (WCAG 2.0/2.1/2.2, A and
// AA) finds no violation of any impact on any screen, nor on the states that matter: each tab and
// every dialog (the bet sheet, the terms, 'Thông báo', the confirmations, the support dialogs, a
// round's detail and check, the prize reveal, the popup banner, the reality check, the console's
// decisions, forms and confirmations).
// One browser context per role, its screens visited in sequence; each test lists every violation it
// met (id, impact, the elements) before it fails, so one run shows them all.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const DESKTOP = { width: 1280, height: 800 };
/** A verdict of a round's check, shown once this browser has recomputed the round. */
const MATCH = '✓ Khớp';

interface Finding {
  readonly screen: string;
  readonly id: string;
  readonly impact: string;
  readonly targets: readonly string[];
  readonly summary: string;
}

// Contrast is judged on what stays on screen: with the motion a player may turn off turned off, the
// countdown's second does not fade in and out (axe caught a digit mid-fade at 1.01:1 on a busy machine).
test.use({ reducedMotion: 'reduce' });

/** Waits for the screen to settle: no request in flight, no skeleton, no animation running. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** Runs axe on what the page shows now and adds its violations, named by `screen`, to `found`. */
async function audit(page: Page, screen: string, found: Finding[]): Promise<void> {
  await settled(page);
  // Only violations are reported in full: axe skips detailing what passed (about a third of its time).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  for (const v of violations) {
    found.push({
      screen,
      id: v.id,
      impact: v.impact ?? 'unknown',
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '',
    });
  }
}

/** Opens `path`, waits for its title (every screen has one h1: the screen drew, not a sign-in), and audits it. */
async function visit(page: Page, path: string, found: Finding[]): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await audit(page, path, found);
}

/** Every violation, one per line, so that a failure says what to fix. */
function report(found: readonly Finding[]): string {
  return found.map((f) => `${f.screen}: ${f.id} (${f.impact}) on ${f.targets.join(', ')}${f.summary ? ` — ${f.summary}` : ''}`).join('\n');
}

function expectNone(found: readonly Finding[]): void {
  expect(report(found)).toBe('');
}

/** Taps `open` on the screen shown, audits the dialog it opens (`role`), and closes it with Escape. */
async function auditDialog(page: Page, screen: string, found: Finding[], open: () => Promise<void>, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<void> {
  await open();
  await expect(page.getByRole(role)).toBeVisible();
  await audit(page, screen, found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toHaveCount(0);
}

test('signed out: the welcome, sign-in, sign-up, password and fairness screens have no axe violation', async ({ page }) => {
  const found: Finding[] = [];
  for (const path of ['/auth', '/auth/login', '/auth/register', '/auth/forgot-password', '/fairness']) await visit(page, path, found);
  // A refused sign-in shows its message in place.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await audit(page, '/auth/login (empty form sent)', found);
  expectNone(found);
});

test('a player with a bet, a deposit and a withdrawal: every screen, the bet sheet and every dialog have no axe violation', async ({ page, request }) => {
  // About 35 screens and dialogs at 2-5 s of axe each on a busy machine, after a round settles.
  test.setTimeout(300_000);
  const player = await registerPlayer(request, 'ax');
  await deposit(request, player.id, 2000);
  await linkBank(request, player);
  const { bet } = await placeBetWhenOpen(request, player, { amount: 100, zone: 'LEVEL_1', gate: 'CAO' });
  expect((await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } })).status()).toBe(201);
  const sent = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng.' } });
  expect(sent.status()).toBe(201);
  await roundSettled(request, player, bet.session.id);

  const found: Finding[] = [];
  // The player's room gets the socket's notifications once it has connected.
  const socketOpen = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await signIn(page, player);
  await socketOpen;
  // A notification sent now comes up at once as 'Thông báo'.
  const live = await request.post('/v1/admin/notifications', { headers: bearer(await operatorToken(request)), data: { playerId: player.id, title: 'Khuyến mãi', content: 'Nạp điểm hôm nay nhận thêm quà.' } });
  expect(live.status()).toBe(201);
  const told = page.getByTestId('notification-dialog');
  await expect(told).toContainText('Nạp điểm hôm nay nhận thêm quà.');
  await audit(page, '/ (notification dialog)', found);
  await told.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(told).toBeHidden();
  await audit(page, '/', found);
  await openBetSheet(page, 'Tăng');
  await audit(page, '/ (bet sheet)', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The game's terms (Chi tiết).
  await page.getByRole('button', { name: 'Chi tiết' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/ (terms dialog)', found);
  await page.keyboard.press('Escape');

  const screens = [
    '/trend',
    '/account',
    '/account-verify',
    '/exchange-point',
    '/profile',
    '/banking',
    '/history-play',
    '/history-deposit',
    '/history-withdraw',
    '/history-balance',
    '/generate-data',
    '/staking',
    '/reference',
    '/refer-list',
    '/history-gift',
    '/history-gift?tab=levels',
    '/history-gift?tab=box',
    '/notifications',
    '/responsible-play',
    '/fairness',
  ];
  for (const path of screens) await visit(page, path, found);

  // A pending withdrawal's cancel asks first.
  await page.goto('/history-withdraw');
  await auditDialog(page, '/history-withdraw (cancel dialog)', found, () => page.getByTestId('withdrawal-cancel').first().click());

  // Account's Nạp điểm and Đổi mật khẩu tell how to reach support.
  await page.goto('/account');
  await auditDialog(page, '/account (top-up dialog)', found, () => page.getByRole('button', { name: 'Nạp điểm' }).click());
  await auditDialog(page, '/account (change-password dialog)', found, () => page.getByRole('button', { name: 'Đổi mật khẩu' }).click());

  // What asks before points move or play stops: a stake, the agent upgrade, VIP for a locked level, a cool-off.
  await page.goto('/staking');
  await page.getByPlaceholder('Nhập số điểm').fill('100');
  await auditDialog(page, '/staking (confirmation)', found, () => page.getByRole('button', { name: 'Đầu tư' }).click());
  await page.goto('/reference');
  await auditDialog(page, '/reference (agent upgrade confirmation)', found, () => page.getByRole('button', { name: /^Nâng cấp đại lý/ }).click());
  await page.goto('/refer-list');
  await auditDialog(page, '/refer-list (VIP dialog)', found, () => page.getByRole('tab', { name: /F2/ }).click());
  await page.goto('/responsible-play');
  await auditDialog(page, '/responsible-play (pause confirmation)', found, () => page.getByRole('button', { name: '24 giờ' }).click(), 'alertdialog');

  // A played round's detail, and a round checked on this device from /trend, once its check is done.
  await page.goto('/history-play');
  await auditDialog(page, '/history-play (round detail)', found, async () => {
    await page.getByTestId('play-history-row').first().click();
    await expect(page.getByText(MATCH, { exact: true }).first()).toBeVisible();
  });
  await page.goto('/trend');
  await auditDialog(page, '/trend (verify dialog)', found, async () => {
    await page.getByTestId('trend-row').first().click();
    await expect(page.getByText(MATCH, { exact: true }).first()).toBeVisible();
  });

  // A gift box bought and opened reveals its prize.
  await page.goto('/history-gift?tab=box');
  await page.getByRole('button', { name: 'Mua hộp quà' }).click();
  await expect(page.getByTestId('box-count')).toHaveText('1');
  await auditDialog(page, '/history-gift?tab=box (prize reveal)', found, async () => {
    await page.getByRole('button', { name: 'Mở hộp quà' }).click();
    await expect(page.getByTestId('prize-reveal')).toBeVisible();
  });
  expectNone(found);
});

test("over Home: the operator's popup banner and the reality check have no axe violation", async ({ page, request }) => {
  const operator = bearer(await operatorToken(request));
  const uploaded = await request.post('/v1/admin/images', { headers: operator, multipart: { file: { name: 'popup.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status()).toBe(201);
  const popup = { version: 1, title: 'Ưu đãi tháng này', text: 'Đầu tư từ 100 điểm.\nÁp dụng đến hết tháng.', image: (await uploaded.json()).url, link: '/staking' };
  const player = await registerPlayer(request, 'axp');
  const interval = await request.put(`/v1/players/${player.id}/safety/reality-check`, { headers: bearer(player.token), data: { minutes: 15 } });
  expect(interval.status()).toBe(200);

  const found: Finding[] = [];
  // The popup is for every player: it is taken down again for the specs that share the server.
  expect((await request.put('/v1/admin/settings/popup', { headers: operator, data: { value: popup } })).status()).toBe(200);
  try {
    // Fifteen minutes of play are the page's clock moved on.
    await page.clock.install();
    await signIn(page, player);
    await expect(page.getByTestId('popup-banner')).toContainText('Áp dụng đến hết tháng.');
    await audit(page, '/ (popup banner)', found);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
  } finally {
    expect((await request.put('/v1/admin/settings/popup', { headers: operator, data: { value: null } })).status()).toBe(200);
  }
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('alertdialog', { name: 'Nhắc nhở thời gian chơi' }).getByTestId('reality-net')).toBeVisible();
  await audit(page, '/ (reality check)', found);
  expectNone(found);
});

/**
 * The console's forms and confirmations, each opened on the screen that has it and closed without
 * sending, except the temporary password of the test's own player (its second step shows it). A
 * form sent empty shows its field errors: they are scanned with it. Nothing here changes what the
 * other specs on the same server read (no banner, partner, operator or notification is saved).
 */
async function consoleDialogs(page: Page, found: Finding[], player: TestPlayer, withdrawalId: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  const sentEmpty = async (save: string) => {
    await dialog.getByRole('button', { name: save }).click();
    await expect(dialog.locator('[data-part="error-text"]').first()).toBeVisible();
  };

  // Withdrawals: the bulk approval of the rows selected.
  await page.goto('/admin/withdrawals');
  await page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"] [data-scope="checkbox"][data-part="control"]`).click();
  await auditDialog(page, '/admin/withdrawals (bulk approval)', found, () => page.getByTestId('bulk-bar').getByRole('button', { name: /^Duyệt \d+ lệnh$/ }).click());

  // Verifications: an ID check's rejection, sent without the reason it asks for.
  await page.goto('/admin/verifications');
  const check = page.getByTestId('verification-row').filter({ hasText: player.username });
  await auditDialog(page, '/admin/verifications (rejection)', found, async () => {
    await check.getByRole('button', { name: 'Từ chối' }).click();
    await dialog.getByRole('button', { name: 'Từ chối' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
  });

  // A player's page: the deposit and the adjustment (AmountNoteDialog), the lock, the temporary password.
  await page.goto(`/admin/players/${player.id}`);
  await auditDialog(page, '/admin/players/:id (deposit)', found, async () => {
    await page.getByRole('button', { name: 'Nạp điểm', exact: true }).click();
    await sentEmpty('Xác nhận');
  });
  await auditDialog(page, '/admin/players/:id (adjustment)', found, async () => {
    await page.getByRole('button', { name: 'Điều chỉnh số dư' }).click();
    await sentEmpty('Xác nhận');
  });
  await auditDialog(page, '/admin/players/:id (lock)', found, () => page.getByRole('button', { name: 'Khoá tài khoản' }).click(), 'alertdialog');
  await auditDialog(page, '/admin/players/:id (temporary password shown)', found, async () => {
    await page.getByRole('button', { name: 'Cấp mật khẩu tạm thời' }).click();
    await audit(page, '/admin/players/:id (temporary password)', found);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tạo mật khẩu' }).click();
    await expect(page.getByTestId('temporary-password')).toBeVisible();
  }, 'alertdialog');

  // Content: a banner sent empty; a partner filled in, its logo uploaded and shown (not saved).
  await page.goto('/admin/content');
  await auditDialog(page, '/admin/content (banner)', found, async () => {
    await page.getByRole('button', { name: 'Thêm banner' }).click();
    await sentEmpty('Lưu');
  });
  await page.goto('/admin/content?tab=partners');
  await auditDialog(page, '/admin/content?tab=partners (partner)', found, async () => {
    await page.getByRole('button', { name: 'Thêm đối tác' }).click();
    await dialog.getByRole('textbox').first().fill('Đối tác A');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.locator('img')).toBeVisible();
  });

  // Operators: a new operator's username.
  await page.goto('/admin/operators');
  await auditDialog(page, '/admin/operators (create)', found, async () => {
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await sentEmpty('Tạo tài khoản');
  });

  // Broadcast: sending to every player is confirmed first, with what will be sent.
  await page.goto('/admin/broadcast');
  await page.getByRole('button', { name: 'Tất cả người chơi' }).click();
  await page.getByLabel('Nội dung', { exact: true }).fill('Hệ thống bảo trì lúc 2 giờ sáng.');
  await auditDialog(page, '/admin/broadcast (send to everyone)', found, () => page.getByRole('button', { name: 'Gửi thông báo: Tất cả người chơi' }).click(), 'alertdialog');
}

test('the operator: every console screen, its dialogs (decisions, round check, forms, confirmations) and the phone drawer have no axe violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const player = await registerPlayer(request, 'axo');
  await deposit(request, player.id, 1000);
  await linkBank(request, player);
  expect((await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } })).status()).toBe(201);
  const withdrawalId = await latestWithdrawalId(request, player.id);
  await sendIdPhotos(request, player);

  const found: Finding[] = [];
  await page.setViewportSize(DESKTOP);
  await signInOperator(page);
  await audit(page, '/admin/dashboard', found);
  const screens = [
    '/admin/withdrawals',
    '/admin/verifications',
    '/admin/deposits',
    '/admin/settings',
    '/admin/players',
    `/admin/players/${player.id}`,
    `/admin/players/${player.id}?tab=ledger`,
    `/admin/players/${player.id}?tab=bets`,
    '/admin/content',
    '/admin/broadcast',
    '/admin/rounds',
    '/admin/audit',
    '/admin/operators',
    '/admin/security',
  ];
  for (const path of screens) await visit(page, path, found);

  await page.goto('/admin/withdrawals');
  await page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"]`).getByRole('button', { name: 'Duyệt' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/admin/withdrawals (decision dialog)', found);
  await page.keyboard.press('Escape');

  // A settled round recomputed in the browser.
  await page.goto('/admin/rounds');
  await auditDialog(page, '/admin/rounds (round check)', found, async () => {
    await page.getByRole('button', { name: /^Kiểm tra phiên/ }).and(page.locator(':enabled')).first().click();
    await expect(page.getByText(MATCH, { exact: true }).first()).toBeVisible();
  });

  await consoleDialogs(page, found, player, withdrawalId);

  // On a phone the sidebar folds into a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/admin (menu drawer, phone)', found);
  expectNone(found);
});

test("a new operator's first sign-in: the temporary password's change and the second factor's enrolment have no axe violation", async ({ page, request }) => {
  const created = await request.post('/v1/admin/operators', { headers: bearer(await operatorToken(request)), data: { username: uniqueName('axeop') } });
  expect(created.status()).toBe(201);
  const { operator, temporaryPassword } = (await created.json()) as { operator: { username: string }; temporaryPassword: string };
  const t = texts.console.security.passwordChange;
  const found: Finding[] = [];
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(operator.username);
  await page.getByPlaceholder('Mật khẩu').fill(temporaryPassword);
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  // The temporary password must be changed first.
  await expect(page.getByText(t.intro)).toBeVisible();
  await audit(page, 'the temporary password (change)', found);
  await page.getByLabel(t.oldPassword, { exact: true }).fill(temporaryPassword);
  await page.getByLabel(t.newPassword, { exact: true }).fill('secret456');
  await page.getByLabel(t.confirmPassword, { exact: true }).fill('secret456');
  await page.getByRole('button', { name: t.submit }).click();
  // Then the second factor, before any other screen of the console.
  await expect(page).toHaveURL(/\/admin\/security/);
  await expect(page.locator('h1')).toHaveCount(1);
  await settled(page);
  await audit(page, '/admin/security (enrolment)', found);
  expectNone(found);
});
