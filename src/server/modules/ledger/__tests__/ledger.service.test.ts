import { texts } from '../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { ledgerSum, post, unbalancedPlayers } from '../ledger.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the ledger', () => {
  it('moves a balance with one row carrying the balance after, and never below zero', async () => {
    const { player } = await t.register('ledger001');
    const db = t.database.db;
    expect(await db.transaction().execute((trx) => post(trx, { playerId: player.id, delta: 500_000, kind: 'DEPOSIT' }))).toBe(500_000);
    expect(await db.transaction().execute((trx) => post(trx, { playerId: player.id, delta: -200_000, kind: 'BET', refType: 'bet', refId: 1 }))).toBe(300_000);
    await expect(db.transaction().execute((trx) => post(trx, { playerId: player.id, delta: -300_001, kind: 'BET' }))).rejects.toThrow(texts.errors.insufficientBalance);
    const rows = await db.selectFrom('ledgerEntries').select(['delta', 'kind', 'balanceAfter', 'refId']).where('playerId', '=', player.id).orderBy('id').execute();
    expect(rows).toEqual([
      { delta: 500_000, kind: 'DEPOSIT', balanceAfter: 500_000, refId: null },
      { delta: -200_000, kind: 'BET', balanceAfter: 300_000, refId: '1' },
    ]);
    expect(await ledgerSum(db, player.id)).toBe(300_000);
    expect(await unbalancedPlayers(db)).toEqual([]);
  });

  it('rolls the balance back with the transaction when a later step fails', async () => {
    const { player } = await t.register('ledger002');
    const db = t.database.db;
    await db.transaction().execute((trx) => post(trx, { playerId: player.id, delta: 100_000, kind: 'DEPOSIT' }));
    await expect(
      db.transaction().execute(async (trx) => {
        await post(trx, { playerId: player.id, delta: -50_000, kind: 'BET' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const row = await db.selectFrom('players').select('balance').where('id', '=', player.id).executeTakeFirstOrThrow();
    expect(row.balance).toBe(100_000);
    expect(await ledgerSum(db, player.id)).toBe(100_000);
  });

  it('is refused by the database itself if anything tried to push a balance below zero', async () => {
    const { player } = await t.register('ledger003');
    // Asserted by code: the native driver's error class may belong to another test file's realm.
    const attempt = t.database.db.updateTable('players').set({ balance: -1 }).where('id', '=', player.id).execute();
    await expect(attempt).rejects.toHaveProperty('code', expect.stringMatching(/^(SQLITE_CONSTRAINT_CHECK|23514)$/));
  });
});
