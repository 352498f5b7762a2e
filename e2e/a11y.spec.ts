import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bearer, deposit, latestWithdrawalId, linkBank, operatorToken, placeBetWhenOpen, registerPlayer, roundSettled, signIn } from './support/account';
import { openBetSheet } from './support/home';
import { signInOperator } from './support/operator';

// Issue 50 §5: every screen of the app and the console readable. axe-core (WCAG 2.0/2.1/2.2, A and
// AA) finds no violation of any impact on any screen, nor on the states that matter (the bet sheet,
// the terms, a withdrawal's cancel, Account's top-up, the VIP and decision dialogs, the console's
// drawer, each tab). One browser context per role, its screens visited in sequence; each test lists
// every violation it met (id, impact, the elements) before it fails, so one run shows them all.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const DESKTOP = { width: 1280, height: 800 };

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

test('signed out: the welcome, sign-in, sign-up, password and fairness screens have no axe violation', async ({ page }) => {
  const found: Finding[] = [];
  for (const path of ['/auth', '/auth/login', '/auth/register', '/auth/forgot-password', '/fairness']) await visit(page, path, found);
  // A refused sign-in shows its message in place.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await audit(page, '/auth/login (empty form sent)', found);
  expectNone(found);
});

test('a player with a bet, a deposit and a withdrawal: every screen, the bet sheet and a dialog have no axe violation', async ({ page, request }) => {
  // About 25 screens at 2-5 s of axe each on a busy machine, after a round settles.
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
  await signIn(page, player);
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
  await page.getByTestId('withdrawal-cancel').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/history-withdraw (cancel dialog)', found);
  await page.keyboard.press('Escape');

  // Account's Nạp điểm tells how to reach support.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Nạp điểm' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/account (top-up dialog)', found);
  await page.keyboard.press('Escape');

  // A locked referral level asks for VIP in a dialog.
  await page.goto('/refer-list');
  await page.getByRole('tab', { name: /F2/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/refer-list (VIP dialog)', found);
  expectNone(found);
});

test('the operator: every console screen and a decision dialog have no axe violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const player = await registerPlayer(request, 'axo');
  await deposit(request, player.id, 1000);
  await linkBank(request, player);
  expect((await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } })).status()).toBe(201);
  const withdrawalId = await latestWithdrawalId(request, player.id);

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

  // On a phone the sidebar folds into a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, '/admin (menu drawer, phone)', found);
  expectNone(found);
});
