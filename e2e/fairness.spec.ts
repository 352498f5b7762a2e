import { expect, test } from '@playwright/test';
import type { SessionsResponse } from '../src/shared/api/rounds';

// Issue 30: /fairness is a verifier anyone can use without signing in. In the production build the
// chain walk runs in its Web Worker (Vite's bundle of lib/chain-walk.worker.ts), which only a real
// browser exercises.

test('a visitor who never signed in checks a settled round by number, then its seed, step by step', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A settled LEVEL_1 round (they last 8 s on the e2e server).
  let round: SessionsResponse['results'][number] | undefined;
  await expect
    .poll(async () => {
      round = ((await (await request.get('/v1/sessions?zone=LEVEL_1&limit=1')).json()) as SessionsResponse).results[0];
      return round?.seed ?? null;
    }, { timeout: 30_000 })
    .not.toBeNull();

  await page.goto('/fairness');
  await expect(page).toHaveURL(/\/fairness$/);
  const verifier = page.getByTestId('round-verifier');
  await verifier.getByLabel('Cấp độ').selectOption('LEVEL_1');
  await verifier.getByLabel('Số phiên', { exact: true }).fill(String(round!.incId));
  await verifier.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(verifier.getByText('Kết quả đã được kiểm tra ngay trên thiết bị của bạn.')).toBeVisible({ timeout: 15_000 });
  await expect(verifier.getByTestId('chain-walk')).toContainText('lần SHA-256');
  await expect(verifier.getByRole('img', { name: /Kết quả tính lại/ })).toHaveAttribute('data-result', round!.result!);

  await verifier.getByRole('tab', { name: 'Dán seed' }).click();
  await verifier.getByLabel('Cấp độ').selectOption('LEVEL_1');
  await verifier.getByLabel('Seed (64 ký tự hex)').fill(round!.seed!);
  await verifier.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(verifier.getByText(`Seed này là của phiên ${round!.incId}`)).toBeVisible({ timeout: 15_000 });
  await expect(verifier.getByText('✓ Kết quả tính lại trùng kết quả công bố')).toBeVisible();
});
