import type { Player } from '../../../../../shared/api/players.js';
import type { UploadResponse } from '../../../../../shared/api/uploads.js';
import type { AdminVerification, AdminVerificationsResponse } from '../../../../../shared/api/verifications.js';
import { texts } from '../../../../../shared/texts.js';
import { images, multipartFile } from '../../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const v = texts.accountArea.verify;
const uploadPng = async (token: string) =>
  (await t.request({ method: 'POST', url: '/v1/upload', token, ...multipartFile(images.png, { filename: 'id.png' }) })).json<UploadResponse>().fileUrl;
const submit = (token: string, id: number, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/v1/players/${id}/upload`, token, payload });
const profile = async (token: string) => (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<Player>();
const review = (id: number, action: 'approve' | 'reject', payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/admin/verifications/${id}/${action}`, token: admin, ...(payload ? { payload } : {}) });

describe('identity verification (PATCH /v1/players/{id}/upload and the operator review)', () => {
  it('goes pending, is refused while pending, rejected with a reason, resubmitted, then approved for good', async () => {
    const p = await t.register('kycplayer1');
    const [front, back] = [await uploadPng(p.token), await uploadPng(p.token)];

    for (const [payload, message] of [
      [{ frontID: '', backID: back }, v.frontRequired],
      [{ frontID: front, backID: ' ' }, v.backRequired],
      [{ frontID: front, backID: front }, v.sameFile],
      [{ frontID: front }, v.backRequired],
    ] as const) {
      const res = await submit(p.token, p.player.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const other = await t.register('kycplayer2');
    expect((await submit(other.token, p.player.id, { frontID: front, backID: back })).statusCode).toBe(403);

    const res = await submit(p.token, p.player.id, { frontID: front, backID: back });
    expect(res.statusCode).toBe(200);
    const pending = res.json<Player>();
    expect(pending.verification).toMatchObject({ status: 'PENDING', reason: null });
    // The profile carries freshly signed URLs of the photos, which load with no bearer header.
    expect(pending.frontID).toMatch(/^\/v1\/files\/[0-9a-f]{32}\.png\?o=/);
    expect((await t.request({ method: 'GET', url: pending.frontID! })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: (await profile(p.token)).backID! })).statusCode).toBe(200);

    const again = await submit(p.token, p.player.id, { frontID: await uploadPng(p.token), backID: await uploadPng(p.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(v.alreadyPending);

    // Operators see the queue with photo URLs that work for them.
    const queue = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin })).json<AdminVerificationsResponse>();
    const request = queue.results.find((r) => r.player.id === p.player.id)!;
    expect(request).toMatchObject({ status: 'PENDING', player: { username: 'kycplayer1' } });
    expect((await t.request({ method: 'GET', url: request.frontID })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/admin/verifications', token: p.token })).statusCode).toBe(403);

    const notify = jest.spyOn(t.app.realtime, 'toPlayer');
    expect((await review(request.id, 'reject', { reason: ' ' })).statusCode).toBe(400);
    const rejected = await review(request.id, 'reject', { reason: 'Ảnh bị mờ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdminVerification>()).toMatchObject({ status: 'REJECTED', reason: 'Ảnh bị mờ' });
    expect(notify).toHaveBeenCalledWith(p.player.id, 'NOTIFICATION', expect.objectContaining({ content: expect.stringContaining('Ảnh bị mờ') }));
    notify.mockRestore();
    expect((await profile(p.token)).verification).toMatchObject({ status: 'REJECTED', reason: 'Ảnh bị mờ' });
    expect((await review(request.id, 'approve')).statusCode).toBe(409);

    // After a rejection the player may submit again.
    const resubmitted = await submit(p.token, p.player.id, { frontID: await uploadPng(p.token), backID: await uploadPng(p.token) });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json<Player>().verification).toMatchObject({ status: 'PENDING', reason: null });
    const second = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin }))
      .json<AdminVerificationsResponse>()
      .results.find((r) => r.player.id === p.player.id)!;
    expect(second.id).not.toBe(request.id);
    expect((await review(second.id, 'approve')).json<AdminVerification>().status).toBe('APPROVED');
    expect((await profile(p.token)).verification).toMatchObject({ status: 'APPROVED' });
    const afterApproval = await submit(p.token, p.player.id, { frontID: await uploadPng(p.token), backID: await uploadPng(p.token) });
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().message).toBe(v.alreadyApproved);

    const log = await t.database.db.selectFrom('auditLog').select('action').where('targetType', '=', 'verification').orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['VERIFICATION_REJECT', 'VERIFICATION_APPROVE']);
  });

  it("shows the operator the bank account holder's name beside the photos, or none linked", async () => {
    const linked = await t.register('kycbank001');
    await t.request({ method: 'PATCH', url: `/v1/players/${linked.player.id}`, token: linked.token, payload: { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'TRAN THI B' } });
    const unlinked = await t.register('kycbank002');
    for (const p of [linked, unlinked]) await submit(p.token, p.player.id, { frontID: await uploadPng(p.token), backID: await uploadPng(p.token) });
    const queue = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin })).json<AdminVerificationsResponse>().results;
    const of = (id: number) => queue.find((r) => r.player.id === id)!;
    expect(of(linked.player.id).bankAccountHolder).toBe('TRAN THI B');
    expect(of(unlinked.player.id).bankAccountHolder).toBeNull();
    // The review's answer carries it too.
    expect((await review(of(linked.player.id).id, 'approve')).json<AdminVerification>().bankAccountHolder).toBe('TRAN THI B');
  });

  it('reviews a request once, even under two concurrent reviews', async () => {
    const p = await t.register('kycrace001');
    await submit(p.token, p.player.id, { frontID: await uploadPng(p.token), backID: await uploadPng(p.token) });
    const request = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin }))
      .json<AdminVerificationsResponse>()
      .results.find((r) => r.player.id === p.player.id)!;
    const results = await Promise.all([review(request.id, 'approve'), review(request.id, 'reject', { reason: 'Không rõ' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<AdminVerification>();
    expect((await profile(p.token)).verification?.status).toBe(winner.status);
    expect((await review(987_654, 'approve')).statusCode).toBe(404);
  });
});
