import type { UploadResponse } from '../../../../../../shared/api/uploads.js';
import { images, multipartFile } from '../../../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';
import { verificationsExport } from '../../../../../modules/verifications/verifications.export.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

/** A player who sent their two ID photos; answers the player's id. */
async function sender(name: string): Promise<{ id: number; token: string }> {
  const { token, player } = await t.register(name);
  const upload = async () => (await t.request({ method: 'POST', url: '/v1/upload', token, ...multipartFile(images.png, { filename: 'id.png' }) })).json<UploadResponse>().fileUrl;
  const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.id}/upload`, token, payload: { frontID: await upload(), backID: await upload() } });
  expect(res.statusCode).toBe(200);
  return { id: player.id, token };
}

describe('GET /v1/admin/verifications/export.csv', () => {
  it('streams every ID check newest first, by status, with the reviewer and reason but no photo URLs', async () => {
    const a = await sender('kycexp01');
    const b = await sender('kycexp02');
    const queue = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin })).json<{ results: Array<{ id: number; player: { id: number } }> }>();
    const requestOf = (playerId: number) => queue.results.find((r) => r.player.id === playerId)!.id;
    expect((await t.request({ method: 'POST', url: `/v1/admin/verifications/${requestOf(a.id)}/reject`, token: admin, payload: { reason: 'Ảnh mờ, "chụp lại"' } })).statusCode).toBe(200);

    const all = await t.request({ method: 'GET', url: '/v1/admin/verifications/export.csv', token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    const lines = all.body.trim().split('\r\n');
    // A byte-order mark first, so a spreadsheet reads the Vietnamese as UTF-8 (trim() drops it from `lines`).
    expect([...all.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Mã yêu cầu,Thời gian gửi (UTC),Trạng thái,ID người chơi,Tên đăng nhập,Lý do từ chối,Thời gian duyệt (UTC),Người duyệt');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,Chờ duyệt,${b.id + 100_000},kycexp02,`);
    expect(lines[2]).toContain(`,Bị từ chối,${a.id + 100_000},kycexp01,"Ảnh mờ, ""chụp lại""",`);
    expect(lines[2]).toMatch(/,operator$/);
    expect(all.body).not.toContain('/v1/files/');

    const pending = await t.request({ method: 'GET', url: '/v1/admin/verifications/export.csv?status=PENDING', token: admin });
    expect(pending.body.trim().split('\r\n')).toHaveLength(2);
    // Read a page of one row at a time, the file is the same.
    const file = verificationsExport(t.app.ctx, {}, 1);
    let paged = 0;
    for await (const page of file.pages) paged += page.length;
    expect(paged).toBe(2);
  });

  it('refuses a player (403), the anonymous (401) and an unknown status (400)', async () => {
    const player = await t.register('kycexp03');
    expect((await t.request({ method: 'GET', url: '/v1/admin/verifications/export.csv', token: player.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/verifications/export.csv' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/admin/verifications/export.csv?status=MAYBE', token: admin })).statusCode).toBe(400);
  });
});
