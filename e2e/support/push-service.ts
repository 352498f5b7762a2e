import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PUSH_PORT } from './env';

// A push service on this machine for the Web Push tests (issue 32). The browser's own (FCM for
// Chromium) is on the internet, which the test machine cannot reach; the e2e server is told this one
// is allowed (PUSH_ENDPOINT_ALLOWLIST, playwright.config.ts) and posts to it exactly as it would to
// FCM: an RFC 8291 message (aes128gcm) signed with its VAPID key (RFC 8292). The device's keys are
// made here, so the test reads what the server sent, as the browser would.

/** A device's push keys, as a browser makes them when it subscribes, and the endpoint it was given. */
export interface TestDevice {
  readonly endpoint: string;
  /** `PushSubscription.toJSON().keys`: the P-256 public key and the 16-byte auth secret, base64url. */
  readonly p256dh: string;
  readonly auth: string;
  /** The text of a message the server encrypted for this device. */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** RFC 8291 with one aes128gcm record (RFC 8188): a push holds at most 4 KB. */
function decryptFor(ecdh: ECDH, auth: Buffer, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros (padding).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push message: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** A new device, subscribed with this push service. */
export function aTestDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint: `http://127.0.0.1:${E2E_PUSH_PORT}/push/${randomBytes(12).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    decrypt: (body) => decryptFor(ecdh, auth, body),
  };
}

/** Listens on E2E_PUSH_PORT and answers every push 201 Created, as a push service does, keeping it. */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(E2E_PUSH_PORT, '127.0.0.1', resolve);
    });
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** The pushes sent to a device's endpoint. */
  to(device: TestDevice): ReceivedPush[] {
    const path = new URL(device.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
