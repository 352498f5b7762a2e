import type { AdminNotificationResponse, InboxResponse, MarkReadResponse } from '../../../../shared/api/notifications.js';
import type { NotificationPayload } from '../../../../shared/realtime.js';
import { PUSH_PAGES } from '../../../../shared/push.js';
import { texts } from '../../../../shared/texts.js';
import { ManualClock } from '../../../lib/clock.js';
import { createTestApp, creditPoints, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let clock: ManualClock;
let admin: string;
const sent: Array<{ playerId: number | null; notification: NotificationPayload }> = [];
beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  t = await createTestApp({}, { clock });
  t.app.ctx.events.on('notified', (event) => sent.push(event));
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const inbox = async (token: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/v1/notifications${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<InboxResponse>();
};
const markRead = (token: string, payload: unknown) => t.request({ method: 'POST', url: '/v1/notifications/read', token, payload: payload as Record<string, unknown> });
const send = (payload: Record<string, unknown>, token = admin) => t.request({ method: 'POST', url: '/v1/admin/notifications', token, payload });

describe('notifications inbox', () => {
  it('keeps a notification sent while the player had no socket, with the id the socket event carried', async () => {
    const p = await t.register('inbox0001');
    clock.advance(1000);
    await creditPoints(t, p.player.id, 50);
    const list = await inbox(p.token);
    expect(list.unread).toBe(1);
    expect(list.results).toEqual([
      { id: expect.any(String), title: texts.accountArea.notification.title, content: texts.accountArea.notification.depositCredited('50'), createdAt: new Date(clock.now()).toISOString(), read: false },
    ]);
    expect(sent.at(-1)).toEqual({
      playerId: p.player.id,
      notification: { id: list.results[0]!.id, title: list.results[0]!.title, content: list.results[0]!.content },
      // Also a Web Push about money, opening the deposit history (issue 32).
      push: { category: 'money', url: PUSH_PAGES.deposits },
    });
  });

  it('lists newest first with pages and an unread count, and marks read by id or all', async () => {
    const p = await t.register('inbox0002');
    for (let i = 1; i <= 3; i++) {
      clock.advance(1000);
      expect((await send({ playerId: p.player.id, title: `Tin ${i}`, content: `Nội dung ${i}` })).statusCode).toBe(201);
    }
    const page1 = await inbox(p.token, '?limit=2');
    expect(page1).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3, unread: 3 });
    expect(page1.results.map((n) => n.title)).toEqual(['Tin 3', 'Tin 2']);
    expect((await inbox(p.token, '?limit=2&page=2')).results.map((n) => n.title)).toEqual(['Tin 1']);

    const read = await markRead(p.token, { ids: [page1.results[0]!.id] });
    expect(read.json<MarkReadResponse>()).toEqual({ unread: 2 });
    // Marking again changes nothing.
    expect((await markRead(p.token, { ids: [page1.results[0]!.id] })).json<MarkReadResponse>()).toEqual({ unread: 2 });
    expect((await inbox(p.token)).results.map((n) => n.read)).toEqual([true, false, false]);
    expect((await markRead(p.token, { all: true })).json<MarkReadResponse>()).toEqual({ unread: 0 });
    expect((await inbox(p.token)).results.every((n) => n.read)).toBe(true);
  });

  it("ignores ids of other players' notifications, unknown and malformed ids, and refuses a malformed body", async () => {
    const a = await t.register('inbox0003');
    const b = await t.register('inbox0004');
    clock.advance(1000);
    const forA = (await send({ playerId: a.player.id, content: 'Chỉ cho A' })).json<AdminNotificationResponse>();
    const before = await inbox(b.token);
    expect(before.results.map((n) => n.id)).not.toContain(forA.id);
    expect((await markRead(b.token, { ids: [forA.id, '999999999', 'not-a-number', 'f1e2d3c4-uuid'] })).json<MarkReadResponse>()).toEqual({ unread: before.unread });
    // A's notification stays unread for A.
    expect((await inbox(a.token)).results.find((n) => n.id === forA.id)?.read).toBe(false);
    for (const body of [{}, { ids: [] }, { ids: 'x' }, { all: false }, { ids: ['1'], extra: 1 }]) {
      const res = await markRead(b.token, body);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
    expect((await t.request({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
  });

  it('shows a broadcast to the players registered before it, not to those who come after, with read state per player', async () => {
    const early = await t.register('inbox0005');
    const early2 = await t.register('inbox0006');
    clock.advance(1000);
    const res = await send({ content: 'Bảo trì hệ thống lúc 02:00' });
    expect(res.statusCode).toBe(201);
    const broadcast = res.json<AdminNotificationResponse>();
    expect(broadcast).toMatchObject({ playerId: null, title: texts.accountArea.notification.title, content: 'Bảo trì hệ thống lúc 02:00' });
    expect(sent.at(-1)).toEqual({ playerId: null, notification: { id: broadcast.id, title: broadcast.title, content: broadcast.content } });
    clock.advance(1000);
    const late = await t.register('inbox0007');

    expect((await inbox(early.token)).results.map((n) => n.id)).toContain(broadcast.id);
    expect((await inbox(late.token)).results.map((n) => n.id)).not.toContain(broadcast.id);
    expect((await inbox(late.token)).unread).toBe(0);
    // Reading it is one player's business.
    await markRead(early.token, { ids: [broadcast.id] });
    expect((await inbox(early.token)).results.find((n) => n.id === broadcast.id)?.read).toBe(true);
    expect((await inbox(early2.token)).results.find((n) => n.id === broadcast.id)?.read).toBe(false);
    // The late player cannot mark it read either (not in their inbox): one row for the broadcast, reads per player.
    await markRead(late.token, { ids: [broadcast.id] });
    const rows = await t.database.db.selectFrom('notificationReads').select('playerId').where('notificationId', '=', Number(broadcast.id)).execute();
    expect(rows.map((r) => r.playerId)).toEqual([early.player.id]);
    expect(await t.database.db.selectFrom('notifications').select('id').where('id', '=', Number(broadcast.id)).execute()).toHaveLength(1);
  });
});

describe('POST /v1/admin/notifications', () => {
  it('is for operators only, and audit-logged', async () => {
    const p = await t.register('inbox0008');
    const refused = await send({ content: 'Xin chào' }, p.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/admin/notifications', payload: { content: 'x' } })).statusCode).toBe(401);
    const ok = (await send({ playerId: p.player.id, title: 'Khuyến mãi', content: 'Nội dung' })).json<AdminNotificationResponse>();
    const log = await t.database.db.selectFrom('auditLog').select(['action', 'targetType', 'targetId', 'details']).where('action', '=', 'NOTIFICATION_SEND').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ targetType: 'player', targetId: String(p.player.id) });
    expect(JSON.parse(log.details!)).toEqual({ notificationId: Number(ok.id), title: 'Khuyến mãi', content: 'Nội dung' });
  });

  it('refuses empty or over-long texts and unknown players in Vietnamese, storing nothing', async () => {
    const count = async () => Number((await t.database.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const e = texts.notifications.errors;
    for (const [payload, status, message] of [
      [{ content: '   ' }, 400, e.contentRequired],
      [{ content: 'x'.repeat(2001) }, 400, e.contentTooLong(2000)],
      [{ content: 'x', title: 't'.repeat(101) }, 400, e.titleTooLong(100)],
      [{ playerId: 987654321, content: 'x' }, 404, texts.accountArea.deposit.playerNotFound],
    ] as const) {
      const res = await send(payload);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    for (const payload of [{}, { content: 5 }, { content: 'x', playerId: '1' }, { content: 'x', other: 1 }]) expect((await send(payload)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
