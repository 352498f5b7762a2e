import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** A built app in miniature: the page, a hashed asset, the service worker, robots.txt; compressed as the build does. */
function builtClient(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>x</title></head><body><div id="root"><p class="boot-brand">x</p></div>${'<!-- padding -->'.repeat(100)}</body></html>`);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('xin chào '.repeat(500))});`);
  writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('install', () => {});${' '.repeat(2000)}`);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  execFileSync(process.execPath, ['scripts/compress-assets.mjs', dir]);
  return dir;
}

describe('static files of the built app', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = builtClient();
    t = await createTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli or gzip as the browser accepts, cached for a year', async () => {
    const br = await t.request({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('xin chào');

    const gz = await t.request({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('xin chào');

    const plain = await t.request({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xin chào');
  });

  it('always revalidates the page and the service worker, and compresses the page too', async () => {
    const sw = await t.request({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const page = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers a route of the app with the page, but a missing file with a 404', async () => {
    const route = await t.request({ method: 'GET', url: '/history-play' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    for (const url of ['/nonexistent.png', '/assets/index-old999.js', '/favicon.ico?v=2']) {
      const missing = await t.request({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).not.toContain('text/html');
    }
  });

  it('writes the configured brand into the skeleton painted before the script runs', async () => {
    const page = await t.request({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'identity' } });
    const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
    expect(title).not.toBe('x');
    expect(page.body).toContain(`<p class="boot-brand">${title}</p>`);
  });

  it('serves a real robots.txt', async () => {
    const robots = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent');
  });
});
