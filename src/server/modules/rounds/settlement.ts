import { PostgresAdapter, sql } from 'kysely';
import { winningGates } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { winPayoutSql } from '../bets/bets.outcome.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { PlayerBalance } from '../ledger/ledger.transfer.js';
import type { FairnessChains } from './chains.js';
import { roundDigits } from './fairness.js';
import type { RoundRow } from './rounds.table.js';

const postgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One player's part in a settled round (units). */
export interface PlayerStake {
  readonly playerId: number;
  readonly staked: number;
  readonly won: number;
}

/** What settling a round did, for whatever hangs off settlement (`SettlementEffect`). */
export interface Settlement {
  /** The round, settled, with its totals. */
  readonly round: RoundRow;
  /** Every player who bet in it, with their stake and what they won. */
  readonly stakes: readonly PlayerStake[];
  /** The players whose balance changed (the winners, and what the effects credited), with their balance after. */
  readonly credited: readonly PlayerBalance[];
  /**
   * A table of this transaction holding `(player_id, bets, staked, won)` per player, for effects
   * that work set-based (commissions over thousands of bettors in a few statements).
   */
  readonly stakesTable: string;
}

/**
 * Something that happens with every settlement, inside its transaction: commissions to uplines,
 * rollups of wins, loss-limit tallies. A failure rolls the whole settlement back (the next tick
 * tries again), so an effect is never lost and never applied twice. It returns the balances it
 * changed, announced with the winners' once the settlement commits.
 */
export interface SettlementEffect {
  readonly name: string;
  run(trx: Db, settlement: Settlement): Promise<readonly PlayerBalance[] | void>;
}

/**
 * Settles one round in one transaction: reveals its seed, derives its digits, and marks it SETTLED
 * with its winning gates by a conditional update (so it happens exactly once, whichever instance or
 * restart gets there); credits each winner once from HOUSE through the ledger, at the payout rate
 * fixed when the round opened (one WIN row per player, one for the house side); records the totals;
 * then runs the effects. Bets are not rewritten: their outcome follows from the round
 * (bets.outcome.ts). Returns undefined when the round was already settled.
 */
export async function settleRound(
  deps: { readonly db: Db; readonly ledger: Ledger; readonly effects?: readonly SettlementEffect[] },
  chains: FairnessChains,
  round: RoundRow,
  now: number,
): Promise<Settlement | undefined> {
  const payoutBps = round.payoutBps;
  if (payoutBps === null) throw new Error(`round ${round.id} has no payout rate`);
  const seed = await chains.seedOf(round.zone, round.chainNo, round.incId);
  const result = roundDigits(seed, await chains.getSalt(), round.zone, round.incId);
  const [highLow, oddEven] = winningGates(result) as [RoundRow['highLowWinner'], RoundRow['oddEvenWinner']];

  const run = async (trx: Db): Promise<Settlement | undefined> => {
    const claimed = await trx
      .updateTable('rounds')
      .set({ status: 'SETTLED', seed, result, highLowWinner: highLow, oddEvenWinner: oddEven, settledAt: now })
      .where('id', '=', round.id)
      .where('status', '=', 'OPEN')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return undefined;

    // Per player: stake and winnings, read once from the covering index into a table of this
    // transaction; the credits and the totals come from it.
    const payout = sql`case when gate in (${highLow}, ${oddEven}) then ${winPayoutSql(sql.ref('amount'), payoutBps)} else 0 end`;
    const perPlayer = sql`select player_id, count(*) as bets, sum(amount) as staked, sum(${payout}) as won from bets where round_id = ${round.id} group by player_id`;
    await (postgres(trx) ? sql`create temp table round_stakes on commit drop as ${perPlayer}` : sql`create temp table round_stakes as ${perPlayer}`).execute(trx);
    // PostgreSQL plans joins on a fresh temporary table blind (no statistics) unless told its size.
    if (postgres(trx)) await sql`analyze round_stakes`.execute(trx);
    const stakes = await sql<{ playerId: number; bets: number; staked: number; won: number }>`select player_id, bets, staked, won from round_stakes`.execute(trx);
    const credited = await deps.ledger.postMany(trx, {
      from: 'HOUSE',
      kind: 'WIN',
      ref: { type: 'round', id: round.id },
      credits: sql`select player_id, won as amount from round_stakes where won > 0`,
      now,
    });

    const players = stakes.rows.map((r) => ({ playerId: Number(r.playerId), staked: Number(r.staked), won: Number(r.won) }));
    const settled = await trx
      .updateTable('rounds')
      .set({
        betCount: stakes.rows.reduce((sum, r) => sum + Number(r.bets), 0),
        totalBet: players.reduce((sum, p) => sum + p.staked, 0),
        totalPayout: players.reduce((sum, p) => sum + p.won, 0),
      })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    const settlement: Settlement = { round: settled, stakes: players, credited, stakesTable: 'round_stakes' };
    const changed = [...credited];
    for (const effect of deps.effects ?? []) changed.push(...((await effect.run(trx, settlement)) ?? []));
    if (!postgres(trx)) await sql`drop table temp.round_stakes`.execute(trx);
    return { ...settlement, credited: changed };
  };
  return deps.db.isTransaction ? run(deps.db) : deps.db.transaction().execute(run);
}
