import type { AdminBanner, AdminPartner, PublicImageResponse } from '../../../../../../shared/api/content.js';
import type { UploadResponse } from '../../../../../../shared/api/uploads.js';
import type { AdminVerificationsResponse } from '../../../../../../shared/api/verifications.js';
import type { CreateWithdrawalResponse } from '../../../../../../shared/api/withdrawals.js';
import type { AuditLogRow } from '../../../../../modules/audit/audit.table.js';
import { ledgerProblems } from '../../../../../modules/ledger/ledger.checks.js';
import { images, multipartFile } from '../../../../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// The operator actions older than the console (deposits, withdrawals, ID checks, notifications,
// Home's content) write exactly one audit row each, with the operator's address and, where the
// action changes a state, what it was and what it became.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

/** The operator's address as the server sees it (no proxy in tests). */
const IP = '203.0.113.42';
const as = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: admin, remoteAddress: IP, ...(payload ? { payload } : {}) });
const lastId = async () => (await t.database.db.selectFrom('auditLog').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

/** Runs `act` and answers the audit rows it wrote (asserting there is exactly one), as parsed JSON. */
async function onlyRow(act: () => Promise<{ statusCode: number }>, status: number) {
  const since = Number(await lastId());
  expect((await act()).statusCode).toBe(status);
  const rows: AuditLogRow[] = await t.database.db.selectFrom('auditLog').selectAll().where('id', '>', since).orderBy('id').execute();
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  const json = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));
  return { ...row, before: json(row.beforeState), after: json(row.afterState), details: json(row.details) };
}

const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };
async function playerWithBank(username: string, points: number) {
  const p = await t.register(username);
  await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: bank });
  if (points) await t.fund(p.player.id, points);
  return p;
}
const withdraw = async (token: string, amount: number) =>
  (await t.request({ method: 'POST', url: '/v1/withdrawals', token, payload: { amount } })).json<CreateWithdrawalResponse>().withdrawal.id;

describe('money and identity decisions', () => {
  it('a deposit records the balance before and after, credited or not', async () => {
    const p = await playerWithBank('oldaudit01', 0);
    const ok = await onlyRow(() => as('POST', '/v1/admin/deposits', { playerId: p.player.id, amount: 250 }), 201);
    expect(ok).toMatchObject({ action: 'DEPOSIT_CREATE', targetType: 'deposit', ip: IP, before: { balance: 0 }, after: { balance: 2_500_000 } });
    const failed = await onlyRow(() => as('POST', '/v1/admin/deposits', { playerId: p.player.id, amount: 100, status: 'FAILED', note: 'Sai nội dung' }), 201);
    expect(failed).toMatchObject({ ip: IP, before: { balance: 2_500_000 }, after: { balance: 2_500_000 }, details: { status: 'FAILED', note: 'Sai nội dung' } });
  });

  it('approving a withdrawal records PENDING -> APPROVED; rejecting it, the refund to the balance as well', async () => {
    const p = await playerWithBank('oldaudit02', 1000);
    const first = await withdraw(p.token, 100);
    const approved = await onlyRow(() => as('POST', `/v1/admin/withdrawals/${first}/approve`, { note: 'Đã chuyển khoản' }), 200);
    expect(approved).toMatchObject({ action: 'WITHDRAWAL_APPROVE', targetId: String(first), ip: IP });
    expect([approved.before, approved.after]).toEqual([{ status: 'PENDING' }, { status: 'APPROVED', note: 'Đã chuyển khoản' }]);
    const second = await withdraw(p.token, 200);
    const rejected = await onlyRow(() => as('POST', `/v1/admin/withdrawals/${second}/reject`, { note: 'Sai số tài khoản' }), 200);
    expect(rejected).toMatchObject({ action: 'WITHDRAWAL_REJECT', ip: IP });
    // 1000 - 100 - 200 held, then the 200 back.
    expect([rejected.before, rejected.after]).toEqual([
      { status: 'PENDING', balance: 7_000_000 },
      { status: 'REJECTED', note: 'Sai số tài khoản', balance: 9_000_000 },
    ]);
    // A decision refused (already decided) writes nothing.
    const since = await lastId();
    expect((await as('POST', `/v1/admin/withdrawals/${second}/approve`)).statusCode).toBe(409);
    expect(await lastId()).toBe(since);
  });

  it('reviewing an ID check records PENDING -> the decision', async () => {
    const submit = async (username: string) => {
      const p = await t.register(username);
      const upload = async () => (await t.request({ method: 'POST', url: '/v1/upload', token: p.token, ...multipartFile(images.png, { filename: 'id.png' }) })).json<UploadResponse>().fileUrl;
      await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}/upload`, token: p.token, payload: { frontID: await upload(), backID: await upload() } });
      const queue = (await t.request({ method: 'GET', url: '/v1/admin/verifications?status=PENDING', token: admin })).json<AdminVerificationsResponse>();
      return queue.results.find((r) => r.player.id === p.player.id)!.id;
    };
    const approved = await onlyRow(async () => as('POST', `/v1/admin/verifications/${await submit('oldaudit03')}/approve`, {}), 200);
    expect(approved).toMatchObject({ action: 'VERIFICATION_APPROVE', ip: IP, before: { status: 'PENDING' }, after: { status: 'APPROVED', reason: null } });
    const rejected = await onlyRow(async () => as('POST', `/v1/admin/verifications/${await submit('oldaudit04')}/reject`, { reason: 'Ảnh mờ' }), 200);
    expect(rejected).toMatchObject({ action: 'VERIFICATION_REJECT', ip: IP, before: { status: 'PENDING' }, after: { status: 'REJECTED', reason: 'Ảnh mờ' } });
  });

  it('a notification sent records who sent it from where', async () => {
    const p = await t.register('oldaudit05');
    const one = await onlyRow(() => as('POST', '/v1/admin/notifications', { playerId: p.player.id, title: 'Khuyến mãi', content: 'Nội dung' }), 201);
    expect(one).toMatchObject({ action: 'NOTIFICATION_SEND', targetType: 'player', targetId: String(p.player.id), ip: IP, details: { title: 'Khuyến mãi', content: 'Nội dung' } });
    const everyone = await onlyRow(() => as('POST', '/v1/admin/notifications', { content: 'Bảo trì lúc 2 giờ' }), 201);
    expect(everyone).toMatchObject({ targetType: 'everyone', ip: IP });
  });
});

describe("Home's content", () => {
  const uploadImage = async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/images', token: admin, remoteAddress: IP, ...multipartFile(images.png, { filename: 'b.png', contentType: 'image/png' }) });
    return res;
  };

  it('an image upload records the file and the address', async () => {
    const row = await onlyRow(uploadImage, 201);
    expect(row).toMatchObject({ action: 'CONTENT_IMAGE_UPLOAD', targetType: 'content_image', ip: IP, details: { mimeType: 'image/png' } });
  });

  it('banners: create (after), update and reorder (before and after), delete (before)', async () => {
    const image = (await uploadImage()).json<PublicImageResponse>().url;
    let a: AdminBanner | undefined;
    const created = await onlyRow(async () => {
      const res = await as('POST', '/v1/admin/banners', { image, link: '/account' });
      a = res.json<AdminBanner>();
      return res;
    }, 201);
    expect(created).toMatchObject({ action: 'BANNER_CREATE', targetId: String(a!.id), ip: IP, before: null, after: a });
    const b = (await as('POST', '/v1/admin/banners', { image })).json<AdminBanner>();
    const updated = await onlyRow(() => as('PATCH', `/v1/admin/banners/${a!.id}`, { active: false }), 200);
    expect(updated).toMatchObject({ action: 'BANNER_UPDATE', ip: IP, before: { id: a!.id, active: true }, after: { id: a!.id, active: false } });
    const reordered = await onlyRow(() => as('PUT', '/v1/admin/banners/order', { ids: [b.id, a!.id] }), 200);
    expect(reordered).toMatchObject({ action: 'BANNER_REORDER', ip: IP, before: { order: [a!.id, b.id] }, after: { order: [b.id, a!.id] } });
    const deleted = await onlyRow(() => as('DELETE', `/v1/admin/banners/${b.id}`), 204);
    expect(deleted).toMatchObject({ action: 'BANNER_DELETE', targetId: String(b.id), ip: IP, before: { id: b.id, image: b.image }, after: null });
  });

  it('partners: create (after), update and reorder (before and after), delete (before)', async () => {
    const logo = (await uploadImage()).json<PublicImageResponse>().url;
    let a: AdminPartner | undefined;
    const created = await onlyRow(async () => {
      const res = await as('POST', '/v1/admin/partners', { name: 'Đối tác A', logo });
      a = res.json<AdminPartner>();
      return res;
    }, 201);
    expect(created).toMatchObject({ action: 'PARTNER_CREATE', ip: IP, before: null, after: a });
    const b = (await as('POST', '/v1/admin/partners', { name: 'Đối tác B', logo })).json<AdminPartner>();
    const updated = await onlyRow(() => as('PATCH', `/v1/admin/partners/${a!.id}`, { name: 'Đối tác A mới' }), 200);
    expect(updated).toMatchObject({ action: 'PARTNER_UPDATE', ip: IP, before: { name: 'Đối tác A' }, after: { name: 'Đối tác A mới' } });
    const reordered = await onlyRow(() => as('PUT', '/v1/admin/partners/order', { ids: [b.id, a!.id] }), 200);
    expect(reordered).toMatchObject({ action: 'PARTNER_REORDER', ip: IP, before: { order: [a!.id, b.id] }, after: { order: [b.id, a!.id] } });
    const deleted = await onlyRow(() => as('DELETE', `/v1/admin/partners/${a!.id}`), 204);
    expect(deleted).toMatchObject({ action: 'PARTNER_DELETE', ip: IP, before: { id: a!.id, name: 'Đối tác A mới' }, after: null });
  });
});
