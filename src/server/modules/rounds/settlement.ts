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
 * Settles one round in one transaction: reveals its seed, derives its digits, marks it SETTLED by a
 * conditional update (so it happens exactly once, whichever instance or restart gets there), marks
 * every bet WON or LOST, and credits each winner once through the ledger (one WIN row per player and
 * round, with the balance after). Returns undefined when the round was already settled.
 */
export async function settleRound(db: Db, chains: FairnessChains, round: RoundRow, payoutBps: number, now = Date.now()): Promise<Settlement | undefined> {
  const seed = await chains.seedOf(round.zone, round.chainNo, round.incId);
  const result = roundDigits(seed, await chains.getSalt(), round.zone, round.incId);
  const winners = winningGates(result);

  const run = async (trx: Db): Promise<Settlement | undefined> => {
    const claimed = await trx
      .updateTable('rounds')
      .set({ status: 'SETTLED', seed, result, settledAt: now })
      .where('id', '=', round.id)
      .where('status', '=', 'OPEN')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return undefined;

    // Integer arithmetic only: payout = floor(amount * bps / 10000) for winning gates.
    await sql`
      update bets set
        status = case when gate in (${winners[0]}, ${winners[1]}) then 'WON' else 'LOST' end,
        payout = case when gate in (${winners[0]}, ${winners[1]}) then amount * ${payoutBps} / 10000 else 0 end
      where round_id = ${round.id}`.execute(trx);

    const credited = await sql<{ id: number; balance: number }>`
      update players set balance = players.balance + w.total
      from (select player_id, sum(payout) as total from bets where round_id = ${round.id} and payout > 0 group by player_id) as w
      where players.id = w.player_id
      returning players.id, players.balance`.execute(trx);

    // The winners' rows are locked by the update above, so the balance read here is the one it wrote.
    await sql`
      insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at)
      select w.player_id, w.total, 'WIN', 'round', ${String(round.id)}, p.balance, ${now}
      from (select player_id, sum(payout) as total from bets where round_id = ${round.id} and payout > 0 group by player_id) as w
      join players p on p.id = w.player_id`.execute(trx);

    const totals = await trx
      .updateTable('rounds')
      .set((eb) => ({
        betCount: eb.selectFrom('bets').select((e) => e.fn.countAll<number>().as('n')).where('roundId', '=', round.id),
        totalBet: eb.selectFrom('bets').select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.val(0)).as('s')).where('roundId', '=', round.id),
        totalPayout: eb.selectFrom('bets').select((e) => e.fn.coalesce(e.fn.sum<number>('payout'), e.val(0)).as('s')).where('roundId', '=', round.id),
      }))
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    return {
      round: totals,
      credited: credited.rows.map((r) => ({ playerId: Number(r.id), balance: Number(r.balance) })),
    };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
