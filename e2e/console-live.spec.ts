import { expect, type Page, test } from '@playwright/test';
import { bearer, deposit, linkBank, PNG, registerPlayer, sendIdPhotos, signIn } from './support/account';
import { signInOperator } from './support/operator';

const DESKTOP = { width: 1280, height: 800 };

/** The player's notification dialog shows `text`; the player closes it. */
async function playerIsNotified(player: Page, text: string) {
  const dialog = player.getByTestId('notification-dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

test('an operator signs in with TOTP and runs the day from /admin; the player sees each action live', async ({ browser, page, request }) => {
  // A player with 500 points, a bank, a withdrawal of 100 waiting and ID photos sent.
  const player = await registerPlayer(request, 'lv');
  const publicId = String(player.id + 100_000);
  await deposit(request, player.id, 500);
  await linkBank(request, player);
  expect((await request.post('/v1/withdrawals', { headers: bearer(player.token), data: { amount: 100 } })).status()).toBe(201);
  await sendIdPhotos(request, player);

  // The player watches Home on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
  const playerPage = await phone.newPage();
  await signIn(playerPage, player);
  await expect(playerPage.getByTestId('player-balance')).toContainText('400');

  // The operator signs in: password, then the authenticator's code.
  await page.setViewportSize(DESKTOP);
  await signInOperator(page);
  await expect(page.getByText('Đang trực tuyến').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/console-dashboard-desktop.png' });

  // Finds the player by the ID the app shows, and credits 1,000.
  await page.getByRole('link', { name: 'Người chơi' }).click();
  await page.getByLabel('Tìm người chơi').fill(publicId);
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  const row = page.getByTestId('player-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(publicId);
  await row.getByRole('link', { name: player.username }).click();
  await expect(page.getByText(publicId).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/console-player-desktop.png' });
  await page.getByRole('button', { name: 'Nạp điểm' }).click();
  const credit = page.getByRole('dialog');
  await credit.getByLabel('Số điểm').fill('1000');
  await credit.getByLabel('Ghi chú').fill('Chuyển khoản VCB');
  await credit.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(playerPage.getByTestId('player-balance')).toContainText('1,400');
  await playerIsNotified(playerPage, 'Bạn đã được nạp 1,000 điểm.');

  // Approves the withdrawal from the queue.
  await page.getByRole('link', { name: 'Rút điểm' }).click();
  const withdrawal = page.getByTestId('withdrawal-row').filter({ hasText: `ID ${publicId}` });
  await withdrawal.getByRole('button', { name: 'Duyệt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duyệt' }).click();
  await expect(withdrawal.getByTestId('withdrawal-status')).toHaveText('Đã duyệt');
  await playerIsNotified(playerPage, 'Yêu cầu quy đổi 100 điểm đã được duyệt.');

  // Rejects the ID photos with a reason.
  await page.getByRole('link', { name: 'Xác minh danh tính' }).click();
  const check = page.getByTestId('verification-row').filter({ hasText: player.username });
  await check.getByRole('button', { name: 'Từ chối' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Ảnh mặt sau bị mờ');
  await page.getByRole('dialog').getByRole('button', { name: 'Từ chối' }).click();
  await expect(check.getByTestId('verification-status')).toHaveText('Đã từ chối');
  await playerIsNotified(playerPage, 'Yêu cầu xác minh bị từ chối: Ảnh mặt sau bị mờ');

  // Publishes a banner: it appears on the player's Home without a reload.
  await expect(playerPage.getByTestId('banner-slide')).toHaveCount(0);
  await page.getByRole('link', { name: 'Nội dung' }).click();
  await page.getByRole('button', { name: 'Thêm banner' }).click();
  const bannerDialog = page.getByRole('dialog');
  await bannerDialog.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(bannerDialog.locator('img')).toBeVisible();
  await bannerDialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(bannerDialog).toBeHidden();
  await expect(playerPage.getByTestId('banner-slide')).toHaveCount(1);
  await expect(playerPage.getByTestId('banner-slide').locator('img')).toHaveAttribute('src', /\/v1\/files\/public\//);

  // Every action is in the audit log, with the operator and the player.
  await page.getByRole('link', { name: 'Nhật ký' }).click();
  const log = page.getByRole('table');
  for (const label of ['Nạp điểm', 'Duyệt rút điểm', 'Từ chối xác minh danh tính', 'Thêm banner']) {
    await expect(log.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/console-audit-desktop.png' });
  await phone.close();
});
