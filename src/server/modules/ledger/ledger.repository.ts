import type { Db } from '../../db/database.js';
import type { LedgerEntryRow, LedgerKind, SystemAccount } from './ledger.table.js';
import type { PlayerBalance } from './ledger.transfer.js';

// Queries only (writes go through ledger.service.ts).

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
  return { rows, total: await countLedger(db, playerId) };
}

/** How many ledger rows a player has. */
export async function countLedger(db: Db, playerId: number): Promise<number> {
  const count = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('playerId', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** The players an entry of `kind` for `ref` credited, with their balance and version now. */
export async function playersCredited(db: Db, kind: LedgerKind, ref: { type: string; id: string | number }): Promise<PlayerBalance[]> {
  const rows = await db
    .selectFrom('players')
    .select(['id', 'balance', 'balanceVersion'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('ledgerEntries').select('playerId').where('kind', '=', kind).where('refType', '=', ref.type).where('refId', '=', String(ref.id)).where('playerId', 'is not', null),
    )
    .execute();
  return rows.map((r) => ({ playerId: r.id, balance: r.balance, version: r.balanceVersion }));
}

/** Every system account's balance: the sum of its shards (units; may be negative). */
export async function systemBalances(db: Db): Promise<Record<SystemAccount, number>> {
  const rows = await db
    .selectFrom('systemBalances')
    .select(['code', (eb) => eb.fn.sum<number | string>('balance').as('balance')])
    .groupBy('code')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.balance)])) as Record<SystemAccount, number>;
}

// Read page after page by id, newest first (the console's CSV exports): the (player_id, id) index makes
// every page cost the same anywhere in a long history.
/** The player's ledger rows with an id below `before` (all when undefined), newest first. */
export function ledgerBefore(db: Db, playerId: number, before: number | undefined, limit: number): Promise<LedgerEntryRow[]> {
  let query = db.selectFrom('ledgerEntries').selectAll().where('playerId', '=', playerId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
