import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { HOME_TEXT_STYLES } from '../src/client/lib/warm-text';
import { registerPlayer, signIn } from './support/account';

// Issue 15: a first visit to /auth downloads the sign-in screens' code only, within 180 kB (docs/decisions/first-visit-budget.md) of
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
  'src/client/console/app/ConsoleApp.tsx',
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

test("the design system's global stylesheet comes with the page, built once at build time", async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  const sheets = await page.evaluate(() => {
    const rules = (sheet: CSSStyleSheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    };
    const all = Array.from(document.styleSheets, (sheet) => ({ inline: (sheet.ownerNode as Element | null)?.id === 'chakra-global', text: rules(sheet) }));
    return {
      inline: all.filter((sheet) => sheet.inline).map((sheet) => sheet.text).join('\n'),
      // The token variables' rule, wherever it is: in the page's stylesheet only, never inserted again at start-up.
      tokenRules: all.filter((sheet) => sheet.text.includes('--chakra-colors-brand-600:')).length,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
    };
  });
  // Reset, global CSS and the theme's tokens (the app's brand colour among them) are in index.html.
  expect(sheets.inline).toContain('@layer reset');
  expect(sheets.inline).toContain('--chakra-colors-brand-600');
  expect(sheets.tokenRules).toBe(1);
  expect(sheets.brand).toBe('#6741d9');
  // The screen is styled by it: the sign-in button has the brand's recipe, not the browser's default look.
  const button = page.getByRole('link', { name: 'Đăng Nhập' }).or(page.getByRole('button', { name: 'Đăng Nhập' })).first();
  await expect(button).toHaveCSS('border-radius', /^(?!0px).+/);

  // Styles resolved at run time through the token dictionary (built in steps in the production
  // build, app/theme.ts createAppSystemInTasks): the brand palette's solid colour (brand.600) and
  // the xl button's size token (sizes.12, 3rem).
  await page.goto('/auth/login');
  const submit = page.locator('button[type="submit"]', { hasText: 'Đăng Nhập' });
  await expect(submit).toHaveCSS('background-color', 'rgb(103, 65, 217)');
  await expect(submit).toHaveCSS('height', '48px');
});

test('a first visit asks for React and the design system with the first screen; a visit the service worker serves adds no preload', async ({ page }) => {
  const chunkOf = (key: string) => `/${Object.entries(manifest).find(([name]) => name.startsWith(key))?.[1].file}`;
  const firstScreen = [chunkOf('src/client/app/theme.ts'), chunkOf('src/client/app/root.tsx'), chunkOf('_react-')];
  const preloads = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname));

  await page.goto('/auth');
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  expect(await preloads()).toEqual(expect.arrayContaining(firstScreen));

  // Once the service worker has the app, the same start appends no link of its own.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const repeat = await preloads();
  expect(repeat.length).toBeGreaterThan(0);
  expect(repeat.filter((chunk) => firstScreen.includes(chunk))).toEqual([]);
});

test("a second start takes the components' styles the first saved, draws the same and inserts none of them again", async ({ page }) => {
  const emotionRules = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style#saved-styles, style[data-emotion="css"]'))
        .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText)),
    );
  const submit = page.locator('button[type="submit"]', { hasText: 'Đăng Nhập' });
  const look = () => submit.evaluate((button) => ['background-color', 'height', 'border-radius', 'font-weight'].map((p) => getComputedStyle(button).getPropertyValue(p)));

  await page.goto('/auth/login');
  await expect(submit).toBeVisible();
  const first = { rules: await emotionRules(), look: await look() };
  expect(await page.locator('style#saved-styles').count()).toBe(0);

  // Leaving the page saves the styles; the next start of the same build writes them back first.
  await page.reload();
  await expect(submit).toBeVisible();
  await expect(page.locator('style#saved-styles')).toHaveCount(1);
  expect(await look()).toEqual(first.look);
  const again = await emotionRules();
  expect(again.filter((rule, i) => again.indexOf(rule) !== i)).toEqual([]);
  expect(again).toEqual(expect.arrayContaining(first.rules));
});

test("the text styles laid out ahead of Home's first commit are every one its first screen shows", async ({ page, request }) => {
  await signIn(page, await registerPlayer(request, 'fonts'));
  // A start signed in, as a player opening the app again.
  await page.reload();
  await expect(page.getByTestId('player-id')).toBeVisible();
  await expect(page.getByTestId('round-progress').first()).toBeVisible();
  const shown = await page.evaluate(() => {
    const styles = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const box = element.getBoundingClientRect();
      if (!hasText || box.height === 0 || box.top >= innerHeight) continue;
      const style = getComputedStyle(element);
      styles.add(`${style.fontWeight}/${parseFloat(style.fontSize)}`);
    }
    return [...styles];
  });
  expect(shown.length).toBeGreaterThan(3);
  expect(shown.filter((style) => !HOME_TEXT_STYLES.some(([weight, px]) => `${weight}/${px}` === style))).toEqual([]);
});
