import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// The ledger and the audit log are append-only in the database itself (migration 0014): whoever
// connects, an edit or a deletion is refused and the rows stay as they were.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    for (const attempt of attempts) await expect(attempt.execute(db)).rejects.toThrow(/append-only/);

    expect(await db.selectFrom('ledgerEntries').selectAll().orderBy('id').execute()).toEqual(ledgerBefore);
    expect(await db.selectFrom('auditLog').selectAll().orderBy('id').execute()).toEqual(auditBefore);
  });
});
