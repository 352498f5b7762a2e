import { sql } from 'kysely';
import type { LedgerQuery, LedgerResponse } from '../../../shared/api/ledger.js';
import { DEFAULT_BALANCE_MAX, UNITS_PER_POINT } from '../../../shared/money.js';
import type { Db } from '../../db/database.js';
import { paging } from '../../lib/paging.js';
import { BalanceCapError, InsufficientBalanceError } from './ledger.errors.js';
import { toLedgerEntry } from './ledger.mapper.js';
import { listLedger } from './ledger.repository.js';
import type { LedgerKind } from './ledger.table.js';

export interface LedgerPosting {
  readonly playerId: number;
  /** Signed change in units (1/10,000 point); never 0. */
  readonly delta: number;
  readonly kind: LedgerKind;
  /** What the money moved for, e.g. ('bet', '42'). */
  readonly refType?: string;
  readonly refId?: string | number;
  readonly note?: string;
  readonly now?: number;
  /** The largest balance a credit may leave (units); the default maximum when absent. */
  readonly maxBalance?: number;
}

/** The default largest balance, in units. */
export const DEFAULT_MAX_BALANCE_UNITS = DEFAULT_BALANCE_MAX * UNITS_PER_POINT;

/**
 * The only way a balance changes: one conditional UPDATE (never below zero, never above the
 * maximum, never read-then-write) and its ledger row with the balance after, inside the caller's
 * transaction, so that balance == sum(ledger deltas) for every player at all times. Returns the new
 * balance (units). Having moved nothing, throws InsufficientBalanceError when a debit exceeds the
 * balance, BalanceCapError when a credit would pass the maximum.
 */
export async function post(trx: Db, posting: LedgerPosting): Promise<number> {
  if (!Number.isSafeInteger(posting.delta) || posting.delta === 0) throw new Error(`invalid ledger delta ${posting.delta}`);
  const max = posting.maxBalance ?? DEFAULT_MAX_BALANCE_UNITS;
  const updated = await trx
    .updateTable('players')
    .set({ balance: sql`balance + ${posting.delta}` })
    .where('id', '=', posting.playerId)
    .where(sql<boolean>`balance + ${posting.delta} >= 0`)
    .where(sql<boolean>`balance + ${posting.delta} <= ${max}`)
    .returning('balance')
    .executeTakeFirst();
  if (!updated) throw posting.delta < 0 ? new InsufficientBalanceError() : new BalanceCapError();
  await trx
    .insertInto('ledgerEntries')
    .values({
      playerId: posting.playerId,
      delta: posting.delta,
      kind: posting.kind,
      refType: posting.refType ?? null,
      refId: posting.refId === undefined ? null : String(posting.refId),
      balanceAfter: updated.balance,
      note: posting.note ?? null,
      createdAt: posting.now ?? Date.now(),
    })
    .execute();
  return updated.balance;
}

/** Sum of a player's ledger deltas (units): always equal to their balance. */
export async function ledgerSum(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.val(0)).as('total'))
    .where('playerId', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Players whose balance differs from their ledger sum (empty when the books balance). */
export async function unbalancedPlayers(db: Db): Promise<Array<{ id: number; balance: number; ledger: number }>> {
  const rows = await sql<{ id: number; balance: number; ledger: number }>`
    select p.id, p.balance, coalesce(sum(l.delta), 0) as ledger
    from players p left join ledger_entries l on l.player_id = p.id
    group by p.id, p.balance
    having p.balance <> coalesce(sum(l.delta), 0)`.execute(db);
  return rows.rows.map((r) => ({ id: Number(r.id), balance: Number(r.balance), ledger: Number(r.ledger) }));
}

/** GET /v1/ledger: a page of the player's own rows, newest first. */
export async function playerLedger(db: Db, playerId: number, query: LedgerQuery): Promise<LedgerResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await listLedger(db, playerId, { limit, offset });
  return { results: rows.map(toLedgerEntry), ...info(total) };
}
