import type { UploadResponse } from '../../../../../shared/api/uploads.js';
import { images, multipartFile } from '../../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 16: with files in the database (FILE_STORE=database, the default with DATABASE_URL), a photo
// or a banner sent through one instance is served by any other, each with a data folder of its own.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ FILE_STORE: 'database' });
  b = await createTestApp({ FILE_STORE: 'database' }, { database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('files kept in the database', () => {
  it("serves a player's photo sent through one instance from another, through the signed URL only", async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const { token } = await a.register('sharedfile1');
    const sent = await a.request({ method: 'POST', url: '/v1/upload', token, ...multipartFile(images.png) });
    expect(sent.statusCode).toBe(200);
    const { fileUrl } = sent.json<UploadResponse>();
    const served = await b.request({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals((await a.request({ method: 'GET', url: fileUrl })).rawPayload)).toBe(true);
    // Without its signature the same name is refused there too.
    expect((await b.request({ method: 'GET', url: fileUrl.split('?')[0]! })).statusCode).toBe(403);
  });

  it("serves an operator's banner image stored through one instance from another", async () => {
    const { token } = await a.admin();
    const stored = await a.request({ method: 'POST', url: '/v1/admin/images', token, ...multipartFile(images.jpeg) });
    expect(stored.statusCode).toBe(201);
    const { url } = stored.json<{ url: string }>();
    const served = await b.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals((await a.request({ method: 'GET', url })).rawPayload)).toBe(true);
  });
});
