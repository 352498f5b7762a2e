import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 27: the production build ships no source maps. A map served beside a chunk is the source
// itself (the operator console's whole source was at /assets/ConsoleApp-*.js.map, 505 KB).
const clientDir = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test('the build holds no .map file, and no script names one', () => {
  const files = filesUnder(clientDir);
  expect(files.filter((file) => /\.js$/.test(file)).length).toBeGreaterThan(0);
  expect(files.filter((file) => /\.map(\.(br|gz))?$/.test(file)).map((file) => path.relative(clientDir, file))).toEqual([]);
  const naming = files.filter((file) => /\.m?js$/.test(file) && readFileSync(file, 'utf8').includes('sourceMappingURL'));
  expect(naming.map((file) => path.relative(clientDir, file))).toEqual([]);
});

test("the server answers 404 for the service worker's map and each script's", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/auth');
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const consoleChunk = manifest['src/client/console/app/ConsoleApp.tsx'];
  expect(consoleChunk).toBeDefined();
  const urls = [...new Set(['/sw.js', `/${consoleChunk!.file}`, ...scripts.filter((script) => script.startsWith('/assets/'))])];
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) {
    const script = await request.get(url);
    expect({ url, status: script.status() }).toEqual({ url, status: 200 });
    expect({ url: `${url}.map`, status: (await request.get(`${url}.map`)).status() }).toEqual({ url: `${url}.map`, status: 404 });
    expect({ url, names: (await script.text()).includes('sourceMappingURL') }).toEqual({ url, names: false });
  }
});
