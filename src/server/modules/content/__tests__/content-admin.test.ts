import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { AdminBanner, AdminBannersResponse, AdminPartner, BannersResponse, PartnersResponse, PublicImageResponse } from '../../../../shared/api/content.js';
import { texts } from '../../../../shared/texts.js';
import { notWholeImages, photoWithGps } from '../../../testing/image-files.js';
import { images, multipartFile } from '../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import type { DiskFileStore } from '../../uploads/file-store.js';

let t: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
  player = (await t.register('content01')).token;
});
afterAll(() => t.close());

const upload = (token: string | undefined, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) =>
  t.request({ method: 'POST', url: '/v1/admin/images', ...(token ? { token } : {}), ...multipartFile(bytes, options) });
/** As the operator, unless `token` says otherwise ('' for nobody). */
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token: string = admin) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const auditRows = (action: string) => t.database.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute();
const imageUrl = async () => (await upload(admin, images.png)).json<PublicImageResponse>().url;

describe('public images', () => {
  it('stores an operator image and serves it to anyone, cacheable forever', async () => {
    const res = await upload(admin, images.webp, { filename: 'banner.txt', contentType: 'text/plain' });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<PublicImageResponse>();
    expect(url).toMatch(/^\/v1\/files\/public\/[0-9a-f]{32}\.webp$/);
    const file = await t.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 2, height: 2 });
    const [entry] = await auditRows('CONTENT_IMAGE_UPLOAD');
    expect(entry).toMatchObject({ targetType: 'content_image', targetId: url.split('/').pop() });
    // Not one of a player's private files, and a private file is never public.
    expect((await t.request({ method: 'GET', url: url.replace('/public', '') })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/files/public/00000000000000000000000000000000.png' })).statusCode).toBe(404);
  });

  it('refuses players (403), the anonymous (401), non-images (415) and files over 5 MB (413), storing nothing', async () => {
    const publicImageCount = () => {
      const dir = (t.app.files.store as DiskFileStore).dir('public');
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };
    const before = publicImageCount();
    const rows = (await auditRows('CONTENT_IMAGE_UPLOAD')).length;
    expect((await upload(player, images.png)).statusCode).toBe(403);
    expect((await upload(undefined, images.png)).statusCode).toBe(401);
    const svg = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'a.png', contentType: 'image/png' });
    expect([svg.statusCode, svg.json().message]).toEqual([415, texts.accountArea.upload.imagesOnly]);
    const big = await upload(admin, Buffer.concat([images.jpeg, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, big.json().message]).toEqual([413, texts.accountArea.upload.tooLarge]);
    const none = await t.request({ method: 'POST', url: '/v1/admin/images', token: admin, payload: { file: 'x' } });
    expect(none.statusCode).toBe(400);
    const after = publicImageCount();
    expect(after).toBe(before);
    expect((await auditRows('CONTENT_IMAGE_UPLOAD')).length).toBe(rows);
  });

  it('refuses (400) a file that only starts like an image, storing nothing, and stores photos without EXIF (issue 27)', async () => {
    const dir = (t.app.files.store as DiskFileStore).dir('public');
    const before = readdirSync(dir).length;
    const rows = (await auditRows('CONTENT_IMAGE_UPLOAD')).length;
    for (const [name, bytes] of await notWholeImages()) {
      const res = await upload(admin, bytes, { filename: 'banner.png', contentType: 'image/png' });
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 400, message: texts.accountArea.upload.unreadable });
    }
    expect(readdirSync(dir).length).toBe(before);
    expect((await auditRows('CONTENT_IMAGE_UPLOAD')).length).toBe(rows);

    const res = await upload(admin, await photoWithGps());
    expect(res.statusCode).toBe(201);
    const name = res.json<PublicImageResponse>().url.split('/').pop()!;
    const stored = await sharp(await t.app.files.store.get('public', name)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
  });
});

describe('banners', () => {
  it('are managed by operators only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/admin/banners'],
      ['POST', '/v1/admin/banners', { image: 'x' }],
      ['PATCH', '/v1/admin/banners/1', { active: false }],
      ['PUT', '/v1/admin/banners/order', { ids: [] }],
      ['DELETE', '/v1/admin/banners/1'],
    ] as const) {
      expect((await call(method, url, payload, player)).statusCode).toBe(403);
      expect((await call(method, url, payload, '')).statusCode).toBe(401);
    }
    expect((await call('GET', '/v1/admin/banners')).json<AdminBannersResponse>().results).toEqual([]);
  });

  it('are created, changed, reordered and deleted, each audit-logged; /v1/banner shows the active ones in order', async () => {
    const created: AdminBanner[] = [];
    for (const link of ['https://example.com/a', null, '/account']) {
      const res = await call('POST', '/v1/admin/banners', { image: await imageUrl(), link });
      expect(res.statusCode).toBe(201);
      created.push(res.json<AdminBanner>());
    }
    const [a, b, c] = created as [AdminBanner, AdminBanner, AdminBanner];
    expect(created.map((x) => x.position)).toEqual([0, 1, 2]);
    expect(created.every((x) => x.active)).toBe(true);
    const publicIds = async () => (await call('GET', '/v1/banner', undefined, '')).json<BannersResponse>().results.map((x) => x.id);
    expect(await publicIds()).toEqual([a.id, b.id, c.id]);

    const hidden = await call('PATCH', `/v1/admin/banners/${b.id}`, { active: false, link: 'https://example.com/b' });
    expect(hidden.json<AdminBanner>()).toMatchObject({ active: false, link: 'https://example.com/b' });
    expect(await publicIds()).toEqual([a.id, c.id]);

    const reordered = await call('PUT', '/v1/admin/banners/order', { ids: [c.id, a.id, b.id] });
    expect(reordered.json<AdminBannersResponse>().results.map((x) => [x.id, x.position])).toEqual([[c.id, 0], [a.id, 1], [b.id, 2]]);
    expect(await publicIds()).toEqual([c.id, a.id]);
    expect((await call('PATCH', `/v1/admin/banners/${a.id}`, { position: 0 })).json<AdminBanner>().position).toBe(0);
    expect(await publicIds()).toEqual([a.id, c.id]);

    expect((await call('DELETE', `/v1/admin/banners/${c.id}`)).statusCode).toBe(204);
    expect(await publicIds()).toEqual([a.id]);
    expect((await call('GET', '/v1/admin/banners')).json<AdminBannersResponse>().results.map((x) => [x.id, x.position])).toEqual([[a.id, 0], [b.id, 1]]);

    const banner = await call('GET', '/v1/banner', undefined, '');
    const [shown] = banner.json<BannersResponse>().results;
    expect(shown).toEqual({ id: a.id, image: a.image, link: 'https://example.com/a' });
    expect((await t.request({ method: 'GET', url: shown!.image })).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await auditRows('BANNER_CREATE')).length).toBe(3);
    const [update] = await auditRows('BANNER_UPDATE');
    expect([JSON.parse(update!.beforeState!), JSON.parse(update!.afterState!)]).toMatchObject([{ active: true }, { active: false, link: 'https://example.com/b' }]);
    const [reorder] = await auditRows('BANNER_REORDER');
    expect([JSON.parse(reorder!.beforeState!), JSON.parse(reorder!.afterState!)]).toEqual([{ order: [a.id, b.id, c.id] }, { order: [c.id, a.id, b.id] }]);
    expect((await auditRows('BANNER_DELETE'))[0]).toMatchObject({ targetType: 'banner', targetId: String(c.id) });
  });

  it('refuses bad fields, unknown fields, unknown images and unsafe links in Vietnamese, changing nothing', async () => {
    const before = (await call('GET', '/v1/admin/banners')).json<AdminBannersResponse>().results;
    const audits = (await t.database.db.selectFrom('auditLog').select('id').execute()).length;
    const image = await imageUrl();
    const cases: Array<[string, string, object, number, string | undefined]> = [
      ['POST', '/v1/admin/banners', { image, link: 'javascript:alert(1)' }, 400, texts.content.errors.badLink],
      ['POST', '/v1/admin/banners', { image, link: 'http://example.com' }, 400, texts.content.errors.badLink],
      ['POST', '/v1/admin/banners', { image: '/v1/files/public/0123456789abcdef0123456789abcdef.png' }, 400, texts.content.errors.imageUnknown],
      ['POST', '/v1/admin/banners', { image: 'https://elsewhere.example/banner.png' }, 400, texts.content.errors.imageUnknown],
      ['POST', '/v1/admin/banners', { image, admin: true }, 400, texts.errors.unknownField('admin')],
      ['POST', '/v1/admin/banners', { image, active: 'yes' }, 400, undefined],
      ['POST', '/v1/admin/banners', { link: null }, 400, undefined],
      ['PATCH', `/v1/admin/banners/${before[0]!.id}`, {}, 400, undefined],
      ['PATCH', `/v1/admin/banners/${before[0]!.id}`, { link: '//evil.example' }, 400, texts.content.errors.badLink],
      ['PATCH', '/v1/admin/banners/999999', { active: true }, 404, texts.content.errors.bannerNotFound],
      ['PUT', '/v1/admin/banners/order', { ids: [before[0]!.id] }, 400, texts.content.errors.orderMismatch],
      ['PUT', '/v1/admin/banners/order', { ids: [before[0]!.id, before[0]!.id] }, 400, texts.content.errors.orderMismatch],
      ['DELETE', '/v1/admin/banners/999999', undefined as unknown as object, 404, texts.content.errors.bannerNotFound],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await call(method as 'POST', url, payload);
      expect([url, res.statusCode]).toEqual([url, status]);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i); // Vietnamese, not a validator's English
    }
    expect((await call('GET', '/v1/admin/banners')).json<AdminBannersResponse>().results).toEqual(before);
    // Only the image uploaded above was recorded.
    expect((await t.database.db.selectFrom('auditLog').select('id').execute()).length).toBe(audits + 1);
  });
});

describe('partners', () => {
  it('are managed by operators only, in order, audit-logged, and listed publicly', async () => {
    expect((await call('POST', '/v1/admin/partners', { name: 'X', logo: 'x' }, player)).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/partners', undefined, '')).statusCode).toBe(401);
    const one = (await call('POST', '/v1/admin/partners', { name: ' Đối tác A ', logo: await imageUrl(), link: 'https://a.example' })).json<AdminPartner>();
    const two = (await call('POST', '/v1/admin/partners', { name: 'Đối tác B', logo: await imageUrl(), position: 0 })).json<AdminPartner>();
    expect([one.name, two.position]).toEqual(['Đối tác A', 0]);
    const list = async () => (await call('GET', '/v1/partner', undefined, '')).json<PartnersResponse>().results;
    expect((await list()).map((p) => p.name)).toEqual(['Đối tác B', 'Đối tác A']);
    expect((await list())[1]).toEqual({ id: one.id, name: 'Đối tác A', logo: one.logo, link: 'https://a.example' });
    const blank = await call('PATCH', `/v1/admin/partners/${one.id}`, { name: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, texts.content.errors.nameRequired]);
    expect((await call('PATCH', `/v1/admin/partners/${one.id}`, { link: null, name: 'A mới' })).json<AdminPartner>()).toMatchObject({ name: 'A mới', link: null });
    expect((await call('PUT', '/v1/admin/partners/order', { ids: [one.id, two.id] })).statusCode).toBe(200);
    expect((await list()).map((p) => p.id)).toEqual([one.id, two.id]);
    expect((await call('DELETE', `/v1/admin/partners/${two.id}`)).statusCode).toBe(204);
    expect((await list()).map((p) => p.id)).toEqual([one.id]);
    for (const action of ['PARTNER_CREATE', 'PARTNER_UPDATE', 'PARTNER_REORDER', 'PARTNER_DELETE']) expect((await auditRows(action)).length).toBeGreaterThan(0);
  });
});

describe('players see content changes live', () => {
  it('announces each committed banner or partner change, and nothing for a refused one', async () => {
    const seen: string[] = [];
    t.app.ctx.events.on('contentChanged', ({ part }) => void seen.push(part));
    const image = await imageUrl();
    const banner = (await call('POST', '/v1/admin/banners', { image })).json<AdminBanner>();
    await call('PATCH', `/v1/admin/banners/${banner.id}`, { active: false });
    const partner = (await call('POST', '/v1/admin/partners', { logo: image, name: 'Đối tác' })).json<AdminPartner>();
    await call('DELETE', `/v1/admin/partners/${partner.id}`);
    await call('DELETE', `/v1/admin/banners/${banner.id}`);
    expect(seen).toEqual(['banners', 'banners', 'partners', 'partners', 'banners']);
    // A refusal (an unsafe link, an unknown banner) changes nothing and announces nothing.
    await call('POST', '/v1/admin/banners', { image, link: 'javascript:alert(1)' });
    await call('DELETE', `/v1/admin/banners/${banner.id}`);
    expect(seen).toHaveLength(5);
  });
});
