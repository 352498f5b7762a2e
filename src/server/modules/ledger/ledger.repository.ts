import type { Db } from '../../db/database.js';
import type { LedgerEntryRow } from './ledger.table.js';

// Queries only (writes go through ledger.service.ts `post()`).

/** A page of a player's ledger rows, newest first, and how many there are. */
export async function listLedger(db: Db, playerId: number, page: { limit: number; offset: number }): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const rows = await db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('playerId', '=', playerId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('playerId', '=', playerId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
