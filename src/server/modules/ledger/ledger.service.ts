import { CompiledQuery, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { LedgerQuery, LedgerResponse } from '../../../shared/api/ledger.js';
import type { Db } from '../../db/database.js';
import { paging } from '../../lib/paging.js';
import { BalanceCapError, InsufficientBalanceError, OperatorAccountError } from './ledger.errors.js';
import { toLedgerEntry } from './ledger.mapper.js';
import { listLedger } from './ledger.repository.js';
import { INSERT_ENTRY, MOVE_PLAYER, MOVE_SYSTEM, numbered, PLAYER_BALANCE } from './ledger.sql.js';
import type { LedgerKind, SystemAccount } from './ledger.table.js';
import { entryValues, type LedgerLimits, type PlayerBalance, type Side, sidesOf, type Transfer } from './ledger.transfer.js';

/** What a player's side refused: an operator's account, a debit past zero, a credit past the maximum. */
export function refusalOf(delta: number, current: { balance: number; role: string } | undefined): Error {
  if (current === undefined) return new Error('no such player');
  if (current.role !== 'PLAYER') return new OperatorAccountError();
  return current.balance + delta < 0 ? new InsufficientBalanceError() : new BalanceCapError();
}

/**
 * The only writer of balances and ledger rows (besides its synchronous twin for SQLite bets,
 * ledger.sqlite.ts, which runs the same statements). Every movement is a transfer between two
 * accounts, inside the caller's transaction: each side is one conditional update (a player's
 * balance stays within [0, maximum], never read-then-write) and one row with the balance after.
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
    let player: PlayerBalance | undefined;
    for (const side of sidesOf(transfer)) {
      const after = await this.move(trx, side);
      if ('player' in side.account) player = { playerId: side.account.player, balance: after.balance, version: after.version! };
      await run(trx, INSERT_ENTRY, entryValues(side, transfer, after.balance));
    }
    return player;
  }

  private async move(trx: Db, side: Side): Promise<{ balance: number; version?: number }> {
    if ('system' in side.account) {
      const [row] = await run<{ balance: number }>(trx, MOVE_SYSTEM, [side.delta, side.account.system, side.shard]);
      if (!row) throw new Error(`no system account ${side.account.system}`);
      return row;
    }
    const id = side.account.player;
    const [row] = await run<{ balance: number; version: number }>(trx, MOVE_PLAYER, [side.delta, id, side.delta, side.delta, this.limits().maxBalance]);
    if (row) return row;
    const [current] = await run<{ balance: number; role: string }>(trx, PLAYER_BALANCE, [id]);
    throw refusalOf(side.delta, current);
  }

  /**
   * Set-based credits from a system account to many players at once (settlement): `credits` is a
   * query of `(player_id, amount)` rows, one per player. Three statements whatever the number of
   * players: their balances, their rows, then the system side as one row for all of them (on its
   * shard 0). Credits here are not capped: what they pay was decided when the stakes were taken.
   */
  async postMany(
    trx: Db,
    batch: { from: SystemAccount; kind: LedgerKind; ref: { type: string; id: string | number }; credits: RawBuilder<unknown>; now: number },
  ): Promise<PlayerBalance[]> {
    const refId = String(batch.ref.id);
    const credited = await sql<PlayerBalance>`
      update players set balance = players.balance + w.amount, balance_version = players.balance_version + 1
      from (${batch.credits}) as w
      where players.id = w.player_id and w.amount > 0
      returning players.id as player_id, players.balance as balance, players.balance_version as version`.execute(trx);
    if (!credited.rows.length) return [];
    // The players' rows are locked by the update above, so the balance read here is the one it wrote.
    const rows = await sql<{ delta: number }>`
      insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at)
      select w.player_id, w.amount, ${batch.kind}, ${batch.ref.type}, ${refId}, p.balance, ${batch.now}
      from (${batch.credits}) as w join players p on p.id = w.player_id where w.amount > 0
      returning delta`.execute(trx);
    const total = rows.rows.reduce((sum, r) => sum + Number(r.delta), 0);
    const system: Side = { account: { system: batch.from }, delta: -total, shard: 0 };
    const after = await this.move(trx, system);
    await run(trx, INSERT_ENTRY, entryValues(system, batch, after.balance));
    return credited.rows.map((r) => ({ playerId: Number(r.playerId), balance: Number(r.balance), version: Number(r.version) }));
  }
}

/** Runs one of the ledger's statements on the caller's connection or transaction. */
async function run<R>(trx: Db, text: string, params: unknown[]): Promise<R[]> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const result = await trx.executeQuery<R>(CompiledQuery.raw(postgres ? numbered(text) : text, params));
  return result.rows;
}

/** A player's balance and version now (units), as the ledger last left them. */
export async function balanceOf(db: Db, playerId: number): Promise<PlayerBalance | undefined> {
  const row = await db.selectFrom('players').select(['balance', 'balanceVersion']).where('id', '=', playerId).executeTakeFirst();
  return row ? { playerId, balance: row.balance, version: row.balanceVersion } : undefined;
}

/** GET /v1/ledger: a page of the player's own rows, newest first. */
export async function playerLedger(db: Db, playerId: number, query: LedgerQuery): Promise<LedgerResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await listLedger(db, playerId, { limit, offset });
  return { results: rows.map(toLedgerEntry), ...info(total) };
}
