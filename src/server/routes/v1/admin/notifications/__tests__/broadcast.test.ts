import type { AdminNotificationResponse, InboxResponse } from '../../../../../../shared/api/notifications.js';
import { PUBLIC_ID_OFFSET } from '../../../../../../shared/api/players.js';
import type { NotificationPayload } from '../../../../../../shared/realtime.js';
import { texts } from '../../../../../../shared/texts.js';
import { ManualClock } from '../../../../../lib/clock.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let clock: ManualClock;
let admin: string;
const announced: Array<{ playerId: number | null; notification: NotificationPayload }> = [];
beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 10, 23, 9, 0, 0));
  t = await createTestApp({}, { clock });
  t.app.ctx.events.on('notified', (event) => announced.push(event));
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

/** As the operator, unless `token` says otherwise ('' for nobody). */
const send = (payload: Record<string, unknown>, token: string = admin) =>
  t.request({ method: 'POST', url: '/v1/admin/notifications', ...(token ? { token } : {}), payload });
const inboxTitles = async (token: string) => (await t.request({ method: 'GET', url: '/v1/notifications', token })).json<InboxResponse>().results.map((n) => n.title);
const sendRows = () => t.database.db.selectFrom('auditLog').select(['targetType', 'targetId', 'details']).where('action', '=', 'NOTIFICATION_SEND').orderBy('id').execute();
const stored = async () => Number((await t.database.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /v1/admin/notifications by the public ID the app shows', () => {
  it('reaches that player only, announced to their sockets, with one audit row', async () => {
    const a = await t.register('broadcast01');
    const b = await t.register('broadcast02');
    const rows = (await sendRows()).length;
    clock.advance(1000);
    const res = await send({ incId: PUBLIC_ID_OFFSET + a.player.id, title: 'Quà tặng', content: 'Bạn nhận được một hộp quà' });
    expect(res.statusCode).toBe(201);
    const sent = res.json<AdminNotificationResponse>();
    expect(sent).toMatchObject({ playerId: a.player.id, title: 'Quà tặng', content: 'Bạn nhận được một hộp quà' });
    expect(await inboxTitles(a.token)).toContain('Quà tặng');
    expect(await inboxTitles(b.token)).not.toContain('Quà tặng');
    expect(announced.at(-1)).toEqual({ playerId: a.player.id, notification: { id: sent.id, title: 'Quà tặng', content: 'Bạn nhận được một hộp quà' } });
    const log = (await sendRows()).slice(rows);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ targetType: 'player', targetId: String(a.player.id) });
  });

  it('reaches every registered player when no one is named, with one audit row for the whole send', async () => {
    const a = await t.register('broadcast03');
    const b = await t.register('broadcast04');
    const rows = (await sendRows()).length;
    const before = await stored();
    clock.advance(1000);
    const res = await send({ title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminNotificationResponse>().playerId).toBeNull();
    expect(await inboxTitles(a.token)).toContain('Bảo trì');
    expect(await inboxTitles(b.token)).toContain('Bảo trì');
    // One row, not one per player.
    expect(await stored()).toBe(before + 1);
    expect(announced.at(-1)?.playerId).toBeNull();
    const log = (await sendRows()).slice(rows);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ targetType: 'everyone', targetId: '*' });
  });

  it('refuses an unknown public ID, an internal id typed as a public one, and both ids at once, storing nothing', async () => {
    const p = await t.register('broadcast05');
    const before = await stored();
    const rows = (await sendRows()).length;
    for (const [payload, status, message] of [
      [{ incId: 987_654_321, content: 'x' }, 404, texts.accountArea.deposit.playerNotFound],
      [{ incId: p.player.id, content: 'x' }, 404, texts.accountArea.deposit.playerNotFound],
      [{ incId: PUBLIC_ID_OFFSET, content: 'x' }, 404, texts.accountArea.deposit.playerNotFound],
      [{ incId: PUBLIC_ID_OFFSET + p.player.id, playerId: p.player.id, content: 'x' }, 400, texts.console.content.broadcast.oneRecipient],
    ] as const) {
      const res = await send(payload);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    for (const payload of [{ incId: '100002', content: 'x' }, { incId: 0, content: 'x' }, { incId: 100_002.5, content: 'x' }]) expect((await send(payload)).statusCode).toBe(400);
    expect(await stored()).toBe(before);
    expect(await sendRows()).toHaveLength(rows);
  });

  it('is refused to a player token (403) and without a token (401)', async () => {
    const p = await t.register('broadcast06');
    const before = await stored();
    expect((await send({ incId: PUBLIC_ID_OFFSET + p.player.id, content: 'x' }, p.token)).statusCode).toBe(403);
    expect((await send({ content: 'x' }, '')).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });
});
