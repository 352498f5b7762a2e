import { sql } from 'kysely';
import { clockInRound } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// The ledger and the audit log are append-only in the database itself (migration 0014): whoever
// connects, an edit or a deletion is refused and the rows stay as they were.

let t: TestApp;
beforeAll(async () => {
  // A manual clock: no round engine or job writes meanwhile.
  t = await createTestApp({}, { clock: clockInRound(10) });
});
afterAll(() => t.close());

describe('append-only tables', () => {
  it('refuses to update or delete a ledger row or an audit row', async () => {
    const { player } = await t.register('appendonly1');
    const { token } = await t.admin();
    const credited = await t.request({ method: 'POST', url: '/v1/admin/deposits', token, payload: { playerId: player.id, amount: 100 } });
    expect(credited.statusCode).toBe(201);
    const db = t.database.db;
    const ledgerBefore = await db.selectFrom('ledgerEntries').selectAll().orderBy('id').execute();
    const auditBefore = await db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    expect(ledgerBefore.length).toBeGreaterThan(0);
    expect(auditBefore.length).toBeGreaterThan(0);

    const attempts = [
      sql`update ledger_entries set delta = delta + 1`,
      sql`delete from ledger_entries`,
      sql`update audit_log set action = 'NOTHING'`,
      sql`delete from audit_log`,
    ];
    for (const [i, attempt] of attempts.entries()) {
      // Each refusal, or what the statement did instead (to tell which one, should it ever pass).
      const outcome = await attempt.execute(db).then(
        (r) => `attempt ${i} was not refused: ${JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))}`,
        (e: unknown) => String(e),
      );
      expect(outcome).toMatch(/append-only/);
    }

    expect(await db.selectFrom('ledgerEntries').selectAll().orderBy('id').execute()).toEqual(ledgerBefore);
    expect(await db.selectFrom('auditLog').selectAll().orderBy('id').execute()).toEqual(auditBefore);
  });
});
