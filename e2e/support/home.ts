import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_BET_LOCK_SECONDS } from './env';

/** Seconds left on the Home countdown (mm:ss). */
export async function secondsLeft(page: Page): Promise<number> {
  const [mm, ss] = ((await page.getByTestId('countdown').textContent()) ?? '').trim().split(':').map(Number);
  return (mm ?? 0) * 60 + (ss ?? 0);
}

/**
 * Taps Tăng, Giảm, Trái or Phải on Home and returns its bet sheet. The tap waits until the round has a few seconds
 * left before bets lock: Tăng and Giảm are disabled from the lock to the next round, and a tap that
 * lands the instant they turn disabled opens nothing (as for a player), which a test would wait on forever.
 */
export async function openBetSheet(page: Page, gate: 'Tăng' | 'Giảm' | 'Trái' | 'Phải'): Promise<Locator> {
  await expect.poll(() => secondsLeft(page), { timeout: 30_000 }).toBeGreaterThan(E2E_BET_LOCK_SECONDS + 2);
  await page.getByRole('button', { name: gate, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Đặt lệnh ${gate}` });
  await expect(sheet).toBeVisible();
  return sheet;
}
