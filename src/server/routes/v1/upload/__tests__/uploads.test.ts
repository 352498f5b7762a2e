import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '../../../../../shared/api/uploads.js';
import { texts } from '../../../../../shared/texts.js';
import { images, multipartFile } from '../../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';
import type { DiskFileStore } from '../../../../modules/uploads/file-store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (token: string | undefined, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) =>
  t.request({ method: 'POST', url: '/v1/upload', ...(token ? { token } : {}), ...multipartFile(bytes, options) });
const get = (url: string) => t.request({ method: 'GET', url });
const t_ = texts.accountArea.upload;

describe('POST /v1/upload', () => {
  it('stores JPEG, PNG and WebP recognised by their bytes, under random names, whatever the name and type claim', async () => {
    const { token, player } = await t.register('uploader1');
    for (const [bytes, ext, mime] of [
      [images.jpeg, 'jpg', 'image/jpeg'],
      [images.png, 'png', 'image/png'],
      [images.webp, 'webp', 'image/webp'],
    ] as const) {
      const res = await upload(token, bytes, { filename: '../../etc/passwd.txt', contentType: 'text/plain' });
      expect(res.statusCode).toBe(200);
      const { fileUrl } = res.json<UploadResponse>();
      expect(fileUrl).toMatch(new RegExp(`^/v1/files/[0-9a-f]{32}\\.${ext}\\?o=${player.id}&e=\\d+&s=[\\w-]{43}$`));
      const file = await get(fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    expect(readdirSync((t.app.files.store as DiskFileStore).dir('private')).every((n) => /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(n))).toBe(true);
  });

  it('refuses what is not an image by its bytes, even named .jpg and typed image/jpeg', async () => {
    const { token } = await t.register('uploader2');
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF89a......'), Buffer.from('%PDF-1.4'), Buffer.alloc(0)]) {
      const res = await upload(token, bytes, { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(t_.imagesOnly);
    }
  });

  it('refuses a file over 5 MB and accepts one just under', async () => {
    const { token } = await t.register('uploader3');
    const big = Buffer.concat([images.jpeg, Buffer.alloc(5 * 1024 * 1024 - images.jpeg.length + 1)]);
    const res = await upload(token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(t_.tooLarge);
    const fits = Buffer.concat([images.jpeg, Buffer.alloc(5 * 1024 * 1024 - images.jpeg.length)]);
    expect((await upload(token, fits)).statusCode).toBe(200);
  });

  it('refuses a request without a file, with another field name, not multipart, or signed out', async () => {
    const { token } = await t.register('uploader4');
    expect((await upload(token, images.png, { field: 'photo' })).json().message).toBe(t_.missing);
    const json = await t.request({ method: 'POST', url: '/v1/upload', token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(t_.missing);
    expect((await upload(undefined, images.png)).statusCode).toBe(401);
  });
});

describe('POST /v1/upload over a real connection, the body arriving in pieces', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${address.port}/v1/upload`;
  });

  /**
   * Streams a multipart body in chunks of `chunk` bytes, as a phone on a slow network would; with
   * `pauseAt`, stops for a moment once that many bytes of the first file are sent.
   */
  function send(
    token: string,
    parts: Array<{ field: string; bytes: Buffer }>,
    chunk: number,
    pauseAt?: number,
  ): Promise<{ status: number; body: { message?: string; fileUrl?: string } }> {
    const boundary = `----real${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      ...parts.flatMap(({ field, bytes }) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return new Promise((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      const head = body.indexOf('\r\n\r\n') + 4;
      const pause = pauseAt === undefined ? -1 : head + pauseAt;
      let offset = 0;
      const pump = () => {
        while (offset < body.length) {
          const end = offset < pause ? Math.min(offset + chunk, pause) : offset + chunk;
          const piece = body.subarray(offset, end);
          offset += piece.length;
          if (offset === pause) return void (req.write(piece) ? setTimeout(pump, 100) : req.once('drain', () => setTimeout(pump, 100)));
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  const stored = async (playerId: number) => (await t.database.db.selectFrom('uploads').select('id').where('playerId', '=', playerId).execute()).length;
  const jpegOf = (size: number) => Buffer.concat([images.jpeg, Buffer.alloc(size - images.jpeg.length, 7)]);

  it('refuses every file even a byte over 5 MB, whatever the pieces, and stores nothing', async () => {
    const { token, player } = await t.register('realupld1');
    for (const over of [1, 100, 1000, 65_536]) {
      for (const chunk of [16 * 1024, 64 * 1024 + 7]) {
        const res = await send(token, [{ field: 'file', bytes: jpegOf(UPLOAD_MAX_BYTES + over) }], chunk);
        expect({ over, chunk, status: res.status, message: res.body.message }).toEqual({ over, chunk, status: 413, message: t_.tooLarge });
      }
    }
    // The limit falling exactly between two pieces: the parser marks the file cut after its last piece.
    for (const over of [1, 4096]) {
      const res = await send(token, [{ field: 'file', bytes: jpegOf(UPLOAD_MAX_BYTES + over) }], 64 * 1024, UPLOAD_MAX_BYTES);
      expect({ over, status: res.status, message: res.body.message }).toEqual({ over, status: 413, message: t_.tooLarge });
    }
    expect(await stored(player.id)).toBe(0);
    const exact = await send(token, [{ field: 'file', bytes: jpegOf(UPLOAD_MAX_BYTES) }], 16 * 1024);
    expect(exact.status).toBe(200);
    expect((await get(exact.body.fileUrl!)).rawPayload.length).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses a second file in one upload instead of dropping it', async () => {
    const { token, player } = await t.register('realupld2');
    const res = await send(token, [{ field: 'file', bytes: images.png }, { field: 'file', bytes: images.jpeg }], 1024);
    expect([res.status, res.body.message]).toEqual([400, t_.oneFileOnly]);
    const other = await send(token, [{ field: 'file', bytes: images.png }, { field: 'backID', bytes: images.jpeg }], 1024);
    expect([other.status, other.body.message]).toEqual([400, t_.oneFileOnly]);
    expect(await stored(player.id)).toBe(0);
  });
});

describe('GET /v1/files/{name}: signed URLs', () => {
  async function uploaded(username: string) {
    const p = await t.register(username);
    const { fileUrl } = (await upload(p.token, images.png)).json<UploadResponse>();
    const url = new URL(fileUrl, 'http://x');
    return { ...p, fileUrl, name: url.pathname.split('/').pop()!, params: url.searchParams };
  }

  it('serves nothing without a signature, with a wrong one, or with another owner', async () => {
    const a = await uploaded('signedaaa1');
    const refusals = [
      `/v1/files/${a.name}`,
      `/v1/files/${a.name}?o=${a.player.id}&e=${a.params.get('e')}`,
      `/v1/files/${a.name}?o=${a.player.id}&e=${a.params.get('e')}&s=${'A'.repeat(43)}`,
      // A later expiry with the old signature.
      `/v1/files/${a.name}?o=${a.player.id}&e=${Number(a.params.get('e')) + 3600}&s=${a.params.get('s')}`,
      // Someone else named as the owner.
      `/v1/files/${a.name}?o=${a.player.id + 1}&e=${a.params.get('e')}&s=${a.params.get('s')}`,
    ];
    for (const url of refusals) {
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(t_.badLink);
    }
    expect((await get(a.fileUrl)).statusCode).toBe(200);
  });

  it('serves nothing once expired', async () => {
    const a = await uploaded('signedexp1');
    const expired = t.app.files.signer.sign(a.name, a.player.id, Date.now() - 2 * 3600_000);
    expect(new URL(expired, 'http://x').searchParams.get('s')).not.toBe(a.params.get('s'));
    const res = await get(expired);
    expect(res.statusCode).toBe(403);
  });

  it("does not let another player reach a file with their own signature, nor claim it as theirs", async () => {
    const a = await uploaded('signedown1');
    const b = await uploaded('signedown2');
    // B's genuine signature does not open A's file.
    expect((await get(`/v1/files/${a.name}?${b.params.toString()}`)).statusCode).toBe(403);
    // B cannot put A's photo in a verification request.
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${b.player.id}/upload`, token: b.token, payload: { frontID: a.fileUrl, backID: b.fileUrl } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(texts.accountArea.verify.fileNotYours);
  });

  it('answers 404 for names that are not ours', async () => {
    expect((await get('/v1/files/..%2F..%2Fapp.sqlite?o=1&e=9999999999&s=x')).statusCode).toBe(404);
    expect((await get('/v1/files/jwt-secret')).statusCode).toBe(404);
  });
});
