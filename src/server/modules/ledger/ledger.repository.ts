import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockedForUpdate, type Read, read, rowsTable } from '../../db/dialect.js';
import { shardKey } from './ledger.batch.js';
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

/**
 * The players an entry of `kind` for `ref` credited, with their balance and version now. Its rows are
 * found by the ledger's reference index (`ledger_once_reference`), not by reading the whole ledger.
 */
export async function playersCredited(db: Db, kind: LedgerKind, ref: { type: string; id: string | number }): Promise<PlayerBalance[]> {
  const rows = await playersCreditedQuery(db, kind, ref).execute();
  return rows.map((r) => ({ playerId: r.id, balance: r.balance, version: r.balanceVersion }));
}

/** The query of `playersCredited` (tests read its plan). */
export function playersCreditedQuery(db: Db, kind: LedgerKind, ref: { type: string; id: string | number }) {
  return db
    .selectFrom('players')
    .select(['id', 'balance', 'balanceVersion'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('ledgerEntries').select('playerId').where('kind', '=', kind).where('refType', '=', ref.type).where('refId', '=', String(ref.id)).where('playerId', 'is not', null),
    );
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

/**
 * The players' rows of one kind made for these references (`refId`s of one `refType`): at most one
 * each (the unique index `ledger_once_reference`, keyed by kind and reference, reads them).
 */
export function playerRowsByRefs(db: Db, kind: LedgerKind, refType: string, refIds: readonly string[]): Promise<Pick<LedgerEntryRow, 'id' | 'refId' | 'balanceAfter'>[]> {
  if (refIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledgerEntries')
    .select(['id', 'refId', 'balanceAfter'])
    .where('kind', '=', kind)
    .where('refType', '=', refType)
    .where('refId', 'in', refIds)
    .where('refId', 'is not', null)
    .where('playerId', 'is not', null)
    .execute();
}

// Read page after page by id, newest first (the console's CSV exports): the (player_id, id) index makes
// every page cost the same anywhere in a long history.
/** The player's ledger rows with an id below `before` (all when undefined), newest first. */
export function ledgerBefore(db: Db, playerId: number, before: number | undefined, limit: number): Promise<LedgerEntryRow[]> {
  let query = db.selectFrom('ledgerEntries').selectAll().where('playerId', '=', playerId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * The balances of system shards, by `${code}:${shard}`, their rows locked (PostgreSQL) until the
 * transaction ends: with the players' rows locked before them (the one lock order), what
 * `Ledger.postBatch` writes a batch from in one round trip.
 */
export function shardBalancesRead(db: Db, shards: ReadonlyArray<{ code: SystemAccount; shard: number }>): Read<Map<string, number>> {
  const wanted = rowsTable(db, { code: 'text', shard: 'integer' }, shards);
  const query = db
    .selectFrom('systemBalances')
    .select(['code', 'shard', 'balance'])
    .where(sql<boolean>`(code, shard) in (select code, shard from ${wanted} as v)`)
    .orderBy('code')
    .orderBy('shard');
  return read(shards.length ? lockedForUpdate(db, query) : undefined, (rows) => new Map(rows.map((r) => [shardKey(r.code, Number(r.shard)), Number(r.balance)])));
}
