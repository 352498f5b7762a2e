import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

// Issue 15: a first visit to /auth downloads the sign-in screens' code only, within 180 kB of
// gzipped JavaScript. Chunk names come from the build's manifest (`build.manifest`).
const clientDir = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const BUDGET_KB = 180;

/** The chunk of each screen a signed-out visitor must not download. */
const notForFirstVisit = [
  'src/client/app/routes/HomePage.tsx',
  'src/client/app/layouts/MainLayout.tsx',
  'src/client/features/play-history/components/HistoryPlayScreen.tsx',
  'src/client/features/deposits/components/DepositHistoryScreen.tsx',
  'src/client/features/withdrawals/components/WithdrawHistoryScreen.tsx',
  'src/client/features/gifts/components/HistoryGiftScreen.tsx',
  'src/client/features/console/components/ConsoleApp.tsx',
].map((source) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} has no chunk of its own`);
  return `/${chunk.file}`;
});

/** Opens /auth in a fresh context (no service worker, no cache) and lists the scripts it fetched. */
async function firstVisitScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/auth');
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  // Whatever the page fetches once it is idle counts too.
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('the first visit to /auth downloads no chunk of Home, the histories, the operator console or the API', async ({ page }) => {
  const scripts = await firstVisitScripts(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => notForFirstVisit.includes(script))).toEqual([]);
  // RTK Query and the endpoints come with the first screen that calls the server (api/base's chunk).
  expect(scripts.filter((script) => /\/assets\/base-[\w-]+\.js$/.test(script))).toEqual([]);
  // The welcome screen has a main landmark and the page a description (Lighthouse SEO/accessibility).
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('the first visit to /auth downloads at most 180 kB of gzipped JavaScript', async ({ page }) => {
  const scripts = await firstVisitScripts(page);
  // gzip (level 9, as scripts/compress-assets.mjs writes it) of every script the page fetched.
  const gzipKb = scripts.reduce((sum, script) => sum + gzipSync(readFileSync(path.join(clientDir, script)), { level: 9 }).length / 1000, 0);
  console.log(`first visit to /auth: ${gzipKb.toFixed(1)} kB of gzipped JavaScript (target ${BUDGET_KB} kB)`);
  expect(gzipKb).toBeLessThanOrEqual(BUDGET_KB);
});
