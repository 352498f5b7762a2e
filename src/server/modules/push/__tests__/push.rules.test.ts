import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadPushConfig } from '../../../push-config.js';
import { endpointAllowed, parseAllowlist } from '../push.allowlist.js';
import { keysUsable, payloadText, retryDelay } from '../push.rules.js';
import { Pace } from '../slots.js';

describe('PUSH_ENDPOINT_ALLOWLIST', () => {
  const defaults = parseAllowlist(undefined);

  it("takes the big browsers' push services by default, over https only", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavX',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAD',
      'https://a.b.notify.windows.com/w/',
    ]) {
      expect([endpoint, endpointAllowed(endpoint, defaults)]).toEqual([endpoint, true]);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://notify.windows.com/w/',
      'https://evilnotify.windows.com/w/',
      'https://notify.windows.com.evil.example/w/',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'not a url',
    ]) {
      expect([endpoint, endpointAllowed(endpoint, defaults)]).toEqual([endpoint, false]);
    }
  });

  it('takes an http origin only when listed, port included, and refuses what is not an origin', () => {
    const local = parseAllowlist('http://127.0.0.1:9000, https://*.push.example');
    expect(endpointAllowed('http://127.0.0.1:9000/push/1', local)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9001/push/1', local)).toBe(false);
    expect(endpointAllowed('https://eu.push.example/x', local)).toBe(true);
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', local)).toBe(false);
    for (const bad of ['fcm.googleapis.com', 'https://fcm.googleapis.com/fcm', 'ftp://x.example', 'https://a.example/', 'https://x.example?q=1']) {
      expect(() => parseAllowlist(bad)).toThrow(/PUSH_ENDPOINT_ALLOWLIST/);
    }
  });
});

describe('subscription keys', () => {
  it('takes an uncompressed P-256 point and a 16-byte secret, nothing else', () => {
    const ecdh = createECDH('prime256v1');
    const point = ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    expect(keysUsable({ p256dh: point.toString('base64url'), auth })).toBe(true);
    expect(keysUsable({ p256dh: ecdh.getPublicKey(undefined, 'compressed').toString('base64url'), auth })).toBe(false);
    expect(keysUsable({ p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url'), auth })).toBe(false);
    expect(keysUsable({ p256dh: point.toString('base64url'), auth: randomBytes(15).toString('base64url') })).toBe(false);
  });
});

describe('retries', () => {
  const policy = { attempts: 5, baseMs: 1000, maxMs: 600_000 };

  it('doubles the wait each try (with jitter), honours Retry-After, and gives up after the last try or a wait too long', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(policy, attempt, undefined, 0, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(policy, 1, undefined, 0, 0)).toBe(500);
    expect(retryDelay(policy, 5, undefined, 0)).toBeUndefined();
    expect(retryDelay(policy, 1, '30', 0)).toBe(30_000);
    expect(retryDelay(policy, 1, new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryDelay(policy, 1, '3600', 0)).toBeUndefined();
  });
});

describe('payload', () => {
  it('carries title, body, url and tag only, and fits a push whatever the text', () => {
    expect(JSON.parse(payloadText({ title: 'Thông báo', body: 'Nội dung', url: '/notifications', tag: 'n-1' }))).toEqual({ title: 'Thông báo', body: 'Nội dung', url: '/notifications', tag: 'n-1' });
    const long = JSON.parse(payloadText({ title: 'T', body: '"\n'.repeat(3000), url: '/', tag: 't' })) as { body: string };
    expect(long.body.endsWith('…')).toBe(true);
    expect(Buffer.byteLength(payloadText({ title: 'T', body: '😀'.repeat(2000), url: '/', tag: 't' }))).toBeLessThanOrEqual(3900);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, or taken from the environment as a checked pair', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'push-config-'));
    const first = loadPushConfig({}, dataDir);
    expect(first.vapidSource).toBe('generated');
    expect(loadPushConfig({}, dataDir).vapid).toEqual(first.vapid);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({ publicKey: first.vapid.publicKey, privateKey: first.vapid.privateKey });
    expect(first.vapid.subject).toMatch(/^mailto:/);

    const pair = webpush.generateVAPIDKeys();
    const fromEnv = loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://lumina.example' }, dataDir);
    expect([fromEnv.vapidSource, fromEnv.vapid]).toEqual(['env', { ...pair, subject: 'https://lumina.example' }]);
    const other = webpush.generateVAPIDKeys();
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey }, dataDir)).toThrow(/both or neither/);
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }, dataDir)).toThrow(/P-256 pair/);
    expect(() => loadPushConfig({ VAPID_SUBJECT: 'ops@lumina.example' }, dataDir)).toThrow(/VAPID_SUBJECT/);
  });
});

describe('PUSH_RATE', () => {
  it('starts at most the rate a second after a tenth of a second of burst', async () => {
    const pace = new Pace(50);
    const started = Date.now();
    for (let i = 0; i < 15; i++) await pace.take();
    // 5 at once, then 10 more at 50 a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });
});
