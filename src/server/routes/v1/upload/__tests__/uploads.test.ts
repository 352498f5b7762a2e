import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '../../../../../shared/api/uploads.js';
import { texts } from '../../../../../shared/texts.js';
import { noiseImage, notWholeImages, photoWithGps, pixelBomb } from '../../../../testing/image-files.js';
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
      // Stored encoded anew: the same picture in the same format.
      const [sent, served] = await Promise.all([sharp(bytes).metadata(), sharp(file.rawPayload).metadata()]);
      expect([served.format, served.width, served.height]).toEqual([sent.format, sent.width, sent.height]);
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

describe('POST /v1/upload decodes the whole image (issue 27)', () => {
  // From an address of its own: the route allows 30 uploads a minute per address.
  const upload = (token: string, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) =>
    t.request({ method: 'POST', url: '/v1/upload', token, remoteAddress: '127.0.0.27', ...multipartFile(bytes, options) });
  const storedRows = async (playerId: number) => (await t.database.db.selectFrom('uploads').select('id').where('playerId', '=', playerId).execute()).length;
  const storedFiles = () => readdirSync((t.app.files.store as DiskFileStore).dir('private')).length;

  it('refuses, with 400 and a message, a file that only starts like an image, and stores nothing', async () => {
    const { token, player } = await t.register('uploaddec1');
    const files = storedFiles();
    for (const [name, bytes] of await notWholeImages()) {
      const res = await upload(token, bytes, { filename: 'id.png', contentType: 'image/png' });
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 400, message: t_.unreadable });
    }
    expect(await storedRows(player.id)).toBe(0);
    expect(storedFiles()).toBe(files);
  });

  it("stores a phone's photo upright and without its EXIF (camera, GPS position)", async () => {
    const { token } = await t.register('uploaddec2');
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    // The GPS IFD's pointer (tag 0x8825, little-endian) is in the photo as sent.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect([sent.orientation, sent.width, sent.height]).toEqual([6, 40, 20]);
    const res = await upload(token, photo);
    expect(res.statusCode).toBe(200);
    const name = new URL(res.json<UploadResponse>().fileUrl, 'http://x').pathname.split('/').pop()!;
    expect(name).toMatch(/\.jpg$/);
    const onDisk = await t.app.files.store.get('private', name);
    const stored = await sharp(onDisk).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect([stored.exif, stored.orientation, stored.xmp, stored.iptc, stored.icc]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(onDisk!.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('stores larger PNG and WebP images as PNG and WebP, pixels intact for PNG', async () => {
    const { token } = await t.register('uploaddec3');
    for (const format of ['png', 'webp'] as const) {
      const bytes = await noiseImage(format);
      const res = await upload(token, bytes);
      expect(res.statusCode).toBe(200);
      const file = await get(res.json<UploadResponse>().fileUrl);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format, width: 64, height: 64 });
      if (format === 'png') {
        const [a, b] = await Promise.all([sharp(bytes).raw().toBuffer(), sharp(file.rawPayload).raw().toBuffer()]);
        expect(a.equals(b)).toBe(true);
      }
    }
  });

  it('refuses a decompression bomb by its header, before decoding it', async () => {
    const { token, player } = await t.register('uploaddec4');
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload(token, bomb, { filename: 'id.png', contentType: 'image/png' });
    expect([res.statusCode, res.json().message]).toEqual([400, t_.tooManyPixels]);
    expect(await storedRows(player.id)).toBe(0);
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
    // The image is stored encoded anew: the filler after it is gone.
    expect(await sharp((await get(exact.body.fileUrl!)).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
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
