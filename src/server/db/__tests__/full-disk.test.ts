import { randomUUID } from 'node:crypto';
import { texts } from '../../../shared/texts.js';
import { clockInRound, placeBet } from '../../testing/game.js';
import { createTestApp, type TestApp, usingPostgres } from '../../testing/test-app.js';

// SQLite's disk full (issue 48): bets are answered 503 with the message the app shows, never 500;
// the one connection is never left in an open transaction, and bets go on again as soon as there is
// room, with no restart. `PRAGMA max_page_count` makes the database "full" where a test cannot
// mount a small disk (the fault suite fills a real one: e2e/faults).
const describeSqlite = usingPostgres() ? describe.skip : describe;

describeSqlite('SQLite on a full disk', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers bets 503 while full, keeps reads going, and takes bets again once there is room', async () => {
    t = await createTestApp({}, { clock: clockInRound(10) });
    const sqlite = t.database.sqlite!;
    const players = await Promise.all(['fulla1', 'fullb2', 'fullc3'].map((name) => t.register(name)));
    for (const p of players) await t.fund(p.player.id, 10_000);
    const first = await placeBet(t, { token: players[0]!.token, amount: 10, gate: 'CAO', key: 'before-full' });
    expect(first.statusCode).toBe(201);

    // Full: no page more than it has now. Bets go on into the pages' free room until one needs a new page.
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    let refused: Awaited<ReturnType<typeof placeBet>> | undefined;
    let refusedKey = '';
    let refusedToken = '';
    for (let i = 0; i < 400 && !refused; i++) {
      const key = randomUUID();
      const res = await placeBet(t, { token: players[i % 3]!.token, amount: 10, gate: 'CAO', key });
      if (res.statusCode !== 201) {
        refused = res;
        refusedKey = key;
        refusedToken = players[i % 3]!.token;
      }
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused!.json()).toMatchObject({ message: texts.errors.busy, code: 'DATABASE_UNAVAILABLE' });
    expect(refused!.headers['retry-after']).toBe('2');
    expect(sqlite.inTransaction).toBe(false);
    // The next bets too, each answered, none 500.
    const more = await Promise.all(players.map((p) => placeBet(t, { token: p.token, amount: 10, gate: 'CAO', key: randomUUID() })));
    expect(more.map((r) => r.statusCode)).toEqual([503, 503, 503]);
    expect(sqlite.inTransaction).toBe(false);
    // Reads go on; the process is alive.
    expect((await t.request({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/system' })).statusCode).toBe(200);

    // Room again: the refused bet's retry (same key) is placed, once; the first bet's retry gets its first answer.
    sqlite.pragma('max_page_count = 1073741823');
    const retried = await placeBet(t, { token: refusedToken, amount: 10, gate: 'CAO', key: refusedKey });
    expect(retried.statusCode).toBe(201);
    expect((await placeBet(t, { token: refusedToken, amount: 10, gate: 'CAO', key: refusedKey })).json()).toEqual(retried.json());
    const again = await placeBet(t, { token: players[0]!.token, amount: 10, gate: 'CAO', key: 'before-full' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const after = await Promise.all(players.map((p) => placeBet(t, { token: p.token, amount: 10, gate: 'CAO', key: randomUUID() })));
    expect(after.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    for (let i = 0; i < 100 && !t.app.dbAvailability.available; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await t.request({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
