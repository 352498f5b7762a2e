import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on 127.0.0.1 for tests and benchmarks, doing what FCM or Mozilla's autopush do with
// a push: it checks the VAPID header (RFC 8292) against the server's public key, decrypts the
// aes128gcm payload (RFC 8291) with the device's private key and auth secret made here, and answers
// what each device's script says (201 by default; 410, 429 with Retry-After, 500).

/** One device as a browser would hold it: its subscription, and what it can decrypt. */
export interface TestDevice {
  readonly id: string;
  readonly endpoint: string;
  /** What the browser's `PushSubscription.toJSON()` gives. */
  readonly subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A push the service took (or refused), decrypted. */
export interface ReceivedPush {
  readonly device: string;
  readonly status: number;
  readonly at: number;
  readonly headers: IncomingHttpHeaders;
  /** The payload's JSON, decrypted; undefined when decrypting is off. */
  readonly payload: unknown;
}

export interface Answer {
  readonly status: number;
  readonly retryAfter?: string;
}

/** The shared secret's steps of RFC 8291 section 3.4, then the content key and nonce of RFC 8188. */
export function decryptAes128gcm(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer }, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const secret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the data, then the delimiter 2, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Throws unless `authorization` is `vapid t=<ES256 JWT for audience>, k=<publicKey>` with a valid signature. */
export function checkVapid(authorization: string | undefined, audience: string, publicKey: string, nowMs: number): void {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  if (key !== publicKey) throw new Error('VAPID key is not the server public key');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ?: string; alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (head.alg !== 'ES256' || body.aud !== audience || !/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error(`VAPID claims: ${JSON.stringify({ head, body })}`);
  if (!body.exp || body.exp * 1000 <= nowMs || body.exp * 1000 > nowMs + 24 * 3600_000) throw new Error('VAPID token expiry out of range');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
}

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** Pushes the service could not read (bad VAPID header, undecryptable payload): a test expects none. */
  readonly problems: string[] = [];
  private readonly devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  private readonly scripts = new Map<string, Answer[]>();
  /** VAPID headers already checked: the server signs once per push service and hour, so one check each. */
  private readonly vapidChecked = new Set<string>();
  private server: Server | undefined;
  private origin = '';
  private count = 0;

  /**
   * `serverKey`: the VAPID public key pushes must be signed with. For benchmarks, `decrypt` false
   * skips decrypting, and `anyDevice` takes pushes for devices made elsewhere (`/push/<any id>`).
   */
  constructor(private readonly options: { serverKey: string; decrypt?: boolean; anyDevice?: boolean }) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const answer = this.scripts.get(id)?.shift() ?? { status: this.devices.has(id) || this.options.anyDevice ? 201 : 404 };
        this.received.push({ device: id, status: answer.status, at: Date.now(), headers: request.headers, payload: this.read(id, request.headers, Buffer.concat(chunks)) });
        response.writeHead(answer.status, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The origin to put in PUSH_ENDPOINT_ALLOWLIST. */
  get allowlistEntry(): string {
    return this.origin;
  }

  /** A new device of this service, with its keys. */
  device(): TestDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
    const id = `d${++this.count}-${randomBytes(6).toString('hex')}`;
    this.devices.set(id, keys);
    const endpoint = `${this.origin}/push/${id}`;
    return { id, endpoint, subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } } };
  }

  /** What the service answers the device's next pushes, in turn (then 201 again). */
  script(device: TestDevice, answers: Answer[]): void {
    this.scripts.set(device.id, [...answers]);
  }

  /** The payloads the device was sent and the service accepted (2xx). */
  delivered(device: TestDevice): unknown[] {
    return this.received.filter((r) => r.device === device.id && r.status < 300).map((r) => r.payload);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private read(id: string, headers: IncomingHttpHeaders, body: Buffer): unknown {
    const keys = this.devices.get(id);
    if (!keys && !this.options.anyDevice) return undefined;
    try {
      if (!this.vapidChecked.has(headers.authorization ?? '')) {
        checkVapid(headers.authorization, this.origin, this.options.serverKey, Date.now());
        this.vapidChecked.add(headers.authorization!);
      }
      if (headers['content-encoding'] !== 'aes128gcm' || !headers.ttl || !headers.urgency) throw new Error(`headers: ${JSON.stringify(headers)}`);
      if (this.options.decrypt === false || !keys) return undefined;
      return JSON.parse(decryptAes128gcm(body, keys, keys.auth).toString('utf8'));
    } catch (error) {
      this.problems.push(`${id}: ${(error as Error).message}`);
      return undefined;
    }
  }
}
