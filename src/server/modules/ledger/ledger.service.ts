import { type RawBuilder, sql } from 'kysely';
import type { CursorPageQuery } from '../../../shared/api/common.js';
import type { Db } from '../../db/database.js';
import { type Read, rowsTable } from '../../db/dialect.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import { BalanceOutOfBounds, type BatchOptions, postBatch, writeSides } from './ledger.batch.js';
import { BalanceCapError, InsufficientBalanceError, OperatorAccountError } from './ledger.errors.js';
import { countLedger, ledgerBefore, listLedger, playerRowsByRefs, playersCredited, shardBalancesRead } from './ledger.repository.js';
import type { LedgerEntryRow, LedgerKind, SystemAccount } from './ledger.table.js';
import type { LedgerLimits, PlayerBalance, Side, Transfer } from './ledger.transfer.js';

/** What a player's side refused: an operator's account, a debit past zero, a credit past the maximum. */
export function refusalOf(delta: number, current: { balance: number; role: string } | undefined): Error {
  if (current === undefined) return new Error('no such player');
  if (current.role !== 'PLAYER') return new OperatorAccountError();
  return current.balance + delta < 0 ? new InsufficientBalanceError() : new BalanceCapError();
}

/**
 * The only writer of balances and ledger rows. Every movement is a transfer between two accounts,
 * inside the caller's transaction, written set-based (ledger.batch.ts): each player's balance is one
 * conditional update (an account of a player, never an operator's; within [0, maximum], never
 * read-then-write), each system account's shard one update, and every row, with its account's
 * balance after it, one insert.
 */
export class Ledger {
  constructor(private readonly limits: () => LedgerLimits) {}

  /**
   * Moves `transfer.amount` between two accounts. Returns the player side's new balance, if a player
   * is involved. Having moved nothing, throws OperatorAccountError (an operator's account: never a
   * side), InsufficientBalanceError (a debit past zero) or BalanceCapError (a credit past the
   * maximum); a second entry of the same (account, kind, reference) fails on the schema's unique
   * key.
   */
  async post(trx: Db, transfer: Transfer): Promise<PlayerBalance | undefined> {
    try {
      return (await postBatch(trx, [transfer], this.limits()))[0];
    } catch (error) {
      if (!(error instanceof BalanceOutOfBounds)) throw error;
      const current = await trx.selectFrom('players').select(['balance', 'role']).where('id', '=', error.playerId).executeTakeFirst();
      throw refusalOf('player' in transfer.from ? -transfer.amount : transfer.amount, current);
    }
  }

  /**
   * Many transfers in their order, in three statements whatever their number (a batch of bets): two
   * round trips on PostgreSQL, one when the caller read the balances under lock
   * (`options.lockedBalances`). Every player side must hold: a balance that would leave its bounds
   * throws BalanceOutOfBounds, having kept nothing once the caller's transaction rolls back.
   * `options.shard`, when given, is the one system shard the batch moves; `options.writesWith` are
   * the caller's writes sent in the same round trips (the bets themselves, their tallies, their
   * answers).
   */
  postBatch(trx: Db, transfers: readonly Transfer[], options?: BatchOptions): Promise<Array<PlayerBalance | undefined>> {
    return postBatch(trx, transfers, this.limits(), options);
  }

  /**
   * Set-based credits from a system account to many players at once (settlement, commissions):
   * `credits` holds one `(playerId, amount)` per player, as rows or as a relation `(player_id,
   * amount)` the database already holds (settlement's winnings: the credits never pass through
   * JavaScript). Four statements whatever the number of players: their balances, their rows (written
   * from the balances just updated, read in the same statement), what each balance became (returned
   * to the caller), then the system side as one row for all of them (on `shard`, 0 unless given).
   * Credits here are not capped: what they pay was decided when the stakes were taken. An operator's
   * account among them is credited nothing (operators are not players; the system side moves by
   * what was credited), as in every other transfer. A second credit of the same (player, kind,
   * reference) fails on the ledger's unique key.
   */
  async postMany(trx: Db, batch: { from: SystemAccount; kind: LedgerKind; ref: { type: string; id: string | number }; credits: Credits; shard?: number; now: number }): Promise<PlayerBalance[]> {
    const given = Array.isArray(batch.credits)
      ? rowsTable(trx, { player_id: 'bigint', amount: 'bigint' }, batch.credits.map((c) => ({ player_id: c.playerId, amount: c.amount })))
      : (batch.credits as RawBuilder<CreditRow>);
    const paid = sql`(select player_id, amount from ${given} as g where amount > 0)`;
    const players = sql`${paid} as w join players p on p.id = w.player_id and coalesce(p.role, '') = 'PLAYER'`;
    // On SQLite, RETURNING costs as much as reading the rows again, and cannot name the credits.
    const moved = await sql`
      update players set balance = players.balance + w.amount, balance_version = players.balance_version + 1
      from ${paid} as w
      where players.id = w.player_id and coalesce(players.role, '') = 'PLAYER'`.execute(trx);
    if (!Number(moved.numAffectedRows ?? 0)) return [];
    await sql`
      insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at)
      select p.id, w.amount, ${batch.kind}, ${batch.ref.type}, ${String(batch.ref.id)}, p.balance, ${batch.now} from ${players}`.execute(trx);
    // Named as PlayerBalance's fields in the SQL: thousands of rows need no mapping of their keys.
    const { rows } = await sql<PlayerBalance & { amount: number }>`
      select p.id as "playerId", p.balance as balance, p.balance_version as version, w.amount as amount from ${players} order by p.id`.execute(trx.withoutPlugins());
    const total = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    const system: Side = { account: { system: batch.from }, delta: -total, shard: batch.shard ?? 0 };
    await writeSides(trx, [{ sides: [system], info: batch }], this.limits());
    return rows.map((r) => ({ playerId: Number(r.playerId), balance: Number(r.balance), version: Number(r.version) }));
  }
}

/** Credits for `Ledger.postMany`: rows, or a relation of the database's own. */
type CreditRow = { player_id: number; amount: number };
export type Credits = ReadonlyArray<{ readonly playerId: number; readonly amount: number }> | RawBuilder<CreditRow>;

/** A player's balance and version now (units), as the ledger last left them. */
export async function balanceOf(db: Db, playerId: number): Promise<PlayerBalance | undefined> {
  const row = await db.selectFrom('players').select(['balance', 'balanceVersion']).where('id', '=', playerId).executeTakeFirst();
  return row ? { playerId, balance: row.balance, version: row.balanceVersion } : undefined;
}

/** A page of a player's ledger rows, where the next one starts, and how many rows there are (when counted). */
export interface LedgerPage {
  readonly rows: LedgerEntryRow[];
  readonly nextCursor: string | null;
  readonly total?: number | undefined;
}

/**
 * A page of a player's ledger, newest first (GET /v1/ledger, the console's ledger tab): by number, with
 * the count, or by cursor (the row the page before ended on) along (player_id, id), with the count
 * only when `counted` (the console numbers its pages; the app does not count again).
 */
export async function ledgerPage(db: Db, playerId: number, query: CursorPageQuery, counted: true): Promise<LedgerPage & { total: number }>;
export async function ledgerPage(db: Db, playerId: number, query: CursorPageQuery, counted?: boolean): Promise<LedgerPage>;
export async function ledgerPage(db: Db, playerId: number, query: CursorPageQuery, counted = false): Promise<LedgerPage> {
  const { limit, offset } = paging(query.page, query.limit);
  if (query.cursor === undefined) {
    const { rows, total } = await listLedger(db, playerId, { limit: limit + 1, offset });
    return { ...pageOf(rows, limit, (r) => r.id), total };
  }
  const [rows, total] = await Promise.all([ledgerBefore(db, playerId, cursorKey(query.cursor), limit + 1), counted ? countLedger(db, playerId) : undefined]);
  return { ...pageOf(rows, limit, (r) => r.id), total };
}

/** The balances of the players credited by one transfer reference (a round's wins), as they are now. */
export function creditedBy(db: Db, kind: LedgerKind, ref: { type: string; id: string | number }): Promise<PlayerBalance[]> {
  return playersCredited(db, kind, ref);
}

/**
 * The player's row each reference made, by reference id (a deposit's id -> its DEPOSIT row: the
 * ledger row id and the balance right after it, units); a reference that moved nothing is absent.
 */
export async function playerRowsMadeBy(db: Db, kind: LedgerKind, refType: string, refIds: ReadonlyArray<string | number>): Promise<Map<string, { id: number; balanceAfter: number }>> {
  const rows = await playerRowsByRefs(db, kind, refType, refIds.map(String));
  return new Map(rows.map((r) => [r.refId ?? '', { id: r.id, balanceAfter: r.balanceAfter }]));
}

/** The player's ledger rows with an id below `before` (all when undefined), newest first: an export's next page. */
export function ledgerRowsBefore(db: Db, playerId: number, before: number | undefined, limit: number): Promise<LedgerEntryRow[]> {
  return ledgerBefore(db, playerId, before, limit);
}

/**
 * The balances of system shards, by `${code}:${shard}`, locked (PostgreSQL) until the transaction
 * ends: a read to send with a batch's others, after the players' rows (the one lock order).
 */
export function systemShardsRead(db: Db, shards: ReadonlyArray<{ code: SystemAccount; shard: number }>): Read<Map<string, number>> {
  return shardBalancesRead(db, shards);
}
