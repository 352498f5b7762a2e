import { sql } from 'kysely';
import { winningGates } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { FairnessChains } from './chains.js';
import { roundDigits } from './fairness.js';
import type { RoundRow } from './rounds.table.js';

export interface Settlement {
  readonly round: RoundRow;
  /** Players whose balance changed, with their balance after (units). */
  readonly credited: ReadonlyArray<{ readonly playerId: number; readonly balance: number }>;
}

/**
 * Settles one round in one transaction: reveals its seed, derives its digits, and marks it SETTLED
 * with its winning gates and payout rate by a conditional update (so it happens exactly once,
 * whichever instance or restart gets there); then credits each winner once through the ledger (one
 * WIN row per player and round, with the balance after). Bets are not rewritten: their outcome
 * follows from the round (bets.outcome.ts). Returns undefined when the round was already settled.
 */
export async function settleRound(db: Db, chains: FairnessChains, round: RoundRow, payoutBps: number, now = Date.now()): Promise<Settlement | undefined> {
  const seed = await chains.seedOf(round.zone, round.chainNo, round.incId);
  const result = roundDigits(seed, await chains.getSalt(), round.zone, round.incId);
  const [highLow, oddEven] = winningGates(result) as [RoundRow['highLowWinner'], RoundRow['oddEvenWinner']];

  const run = async (trx: Db): Promise<Settlement | undefined> => {
    const claimed = await trx
      .updateTable('rounds')
      .set({ status: 'SETTLED', seed, result, highLowWinner: highLow, oddEvenWinner: oddEven, payoutBps, settledAt: now })
      .where('id', '=', round.id)
      .where('status', '=', 'OPEN')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return undefined;

    // Each winner's payout for the round: sum of floor(amount * bps / 10000) over their winning bets
    // (integer arithmetic; read from the covering index only).
    const winnings = sql`
      select player_id, sum(amount * ${payoutBps} / 10000) as total
      from bets where round_id = ${round.id} and gate in (${highLow}, ${oddEven})
      group by player_id`;

    const credited = await sql<{ id: number; balance: number }>`
      update players set balance = players.balance + w.total
      from (${winnings}) as w
      where players.id = w.player_id
      returning players.id, players.balance`.execute(trx);

    // The winners' rows are locked by the update above, so the balance read here is the one it wrote.
    await sql`
      insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at)
      select w.player_id, w.total, 'WIN', 'round', ${String(round.id)}, p.balance, ${now}
      from (${winnings}) as w join players p on p.id = w.player_id`.execute(trx);

    const totals = await sql<{ n: number; staked: number; paid: number }>`
      select count(*) as n, coalesce(sum(amount), 0) as staked,
             coalesce(sum(case when gate in (${highLow}, ${oddEven}) then amount * ${payoutBps} / 10000 else 0 end), 0) as paid
      from bets where round_id = ${round.id}`.execute(trx);
    const { n, staked, paid } = totals.rows[0]!;
    const settled = await trx
      .updateTable('rounds')
      .set({ betCount: Number(n), totalBet: Number(staked), totalPayout: Number(paid) })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    return { round: settled, credited: credited.rows.map((r) => ({ playerId: Number(r.id), balance: Number(r.balance) })) };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
