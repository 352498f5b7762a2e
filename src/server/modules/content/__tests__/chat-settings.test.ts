import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SystemResponse } from '../../../../shared/api/system.js';
import { defaultTermsText } from '../../../../shared/content.js';
import { texts } from '../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // A built page to serve, so that its Content-Security-Policy can be read.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  t = await createTestApp({ CLIENT_DIR: clientDir });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const put = (key: string, value: unknown) => t.request({ method: 'PUT', url: `/v1/admin/settings/${key}`, token: admin, payload: { value } });
const system = async () => (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
const csp = async (url = '/') => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(String(res.headers['content-security-policy']).split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
};

describe('content settings', () => {
  it('start as: no chat, the terms the app showed, no popup; banners are no longer a setting', async () => {
    expect((await system()).content).toEqual({ hotline: null, chat: { provider: 'none', scriptUrl: null, link: null }, terms: defaultTermsText(), popup: null });
    expect((await put('banners', [])).statusCode).toBe(404);
  });

  it('refuse a chat that would load or open anything but https (or call a number)', async () => {
    for (const value of [
      { provider: 'script', scriptUrl: null, link: null },
      { provider: 'script', scriptUrl: 'http://widget.example/chat.js', link: null },
      { provider: 'script', scriptUrl: 'javascript:alert(1)', link: null },
      { provider: 'link', scriptUrl: null, link: 'javascript:alert(1)' },
      { provider: 'link', scriptUrl: null, link: null },
      { provider: 'none', scriptUrl: 'data:text/javascript,alert(1)', link: null },
    ]) {
      const res = await put('chat', value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Giá trị không hợp lệ cho cài đặt chat/);
    }
    expect((await put('chat', { provider: 'link', scriptUrl: null, link: 'https://zalo.me/0901234567' })).statusCode).toBe(200);
    expect((await put('chat', { provider: 'link', scriptUrl: null, link: 'tel:+84901234567' })).statusCode).toBe(200);
    expect((await system()).content.chat).toEqual({ provider: 'link', scriptUrl: null, link: 'tel:+84901234567' });
    const popup = await put('popup', { version: 1, title: 'Khuyến mãi', text: 'Nạp lần đầu', image: null, link: 'javascript:alert(1)' });
    expect([popup.statusCode, popup.json().message]).toEqual([400, texts.errors.settingInvalid('popup', texts.content.settings.popupLink)]);
    const ok = { version: 2, title: 'Khuyến mãi', text: 'Nạp lần đầu', image: '/v1/files/public/0123456789abcdef0123456789abcdef.png', link: '/account' };
    expect((await put('popup', ok)).statusCode).toBe(200);
    expect((await put('terms', 'Điều khoản mới')).statusCode).toBe(200);
    expect((await system()).content).toMatchObject({ popup: ok, terms: 'Điều khoản mới' });
  });

  it("let the page load the configured chat widget's origin, and no other, from the next page on", async () => {
    const before = await csp();
    expect(before['script-src']).toEqual(["'self'"]);
    expect((await put('chat', { provider: 'script', scriptUrl: 'https://embed.tawk.to/abc/default', link: null })).statusCode).toBe(200);
    for (const url of ['/', '/account/deep-link']) {
      const after = await csp(url);
      expect(after['script-src']).toEqual(["'self'", 'https://embed.tawk.to']);
      expect(after['connect-src']).toContain('https://embed.tawk.to');
      expect(after['frame-src']).toEqual(["'self'", 'https://embed.tawk.to']);
      expect(after['default-src']).toEqual(["'self'"]);
    }
    expect((await put('chat', { provider: 'none', scriptUrl: 'https://embed.tawk.to/abc/default', link: null })).statusCode).toBe(200);
    expect((await csp())['script-src']).toEqual(["'self'"]);
  });
});
