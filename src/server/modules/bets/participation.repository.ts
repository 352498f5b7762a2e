import { type ExpressionBuilder, sql } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { creditedTo, winPayoutSql } from '../rounds/index.js';

// Queries only: the rounds a player joined (GET /v1/sessions/stats), by page number or by cursor.

/** A bet's payout in units, in SQL, for sums: `winPayout` (shared/game.ts) of a won bet, else 0. */
function payoutExpression(_eb: ExpressionBuilder<Database, 'bets' | 'rounds'>) {
  return sql<number>`case when rounds.status = 'SETTLED' and bets.gate in (rounds.high_low_winner, rounds.odd_even_winner)
    then ${winPayoutSql(sql.ref('bets.amount'), sql.ref('rounds.payout_bps'))} else 0 end`;
}

export interface ParticipationRow {
  roundId: number;
  /** The player's first bet in the round: the list's order, which a later bet in the round does not move. */
  entryId: number;
  zone: Zone;
  incId: number;
  endTime: number;
  roundStatus: 'OPEN' | 'SETTLED';
  totalBet: number;
  totalPayout: number;
}

/** The rounds a player bet in, the one joined last first, with their stake and payout per round. */
export async function participationPage(
  db: Db,
  playerId: number,
  zone: Zone | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ParticipationRow[]; total: number; totalPayout: number }> {
  let base = db.selectFrom('bets').innerJoin('rounds', 'rounds.id', 'bets.roundId').where('bets.playerId', '=', playerId);
  if (zone) base = base.where('rounds.zone', '=', zone);
  const [rows, totals] = await Promise.all([
    base
      .select((eb) => [
        'rounds.id as roundId',
        'rounds.zone',
        'rounds.incId',
        'rounds.endTime',
        'rounds.status as roundStatus',
        eb.fn.min<number>('bets.id').as('entryId'),
        eb.fn.sum<number>('bets.amount').as('totalBet'),
        eb.fn.sum<number>(payoutExpression(eb)).as('totalPayout'),
      ])
      .groupBy(['rounds.id', 'rounds.zone', 'rounds.incId', 'rounds.endTime', 'rounds.status'])
      .orderBy('entryId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base
      .select((eb) => [eb.fn.count<number>('bets.roundId').distinct().as('rounds'), eb.fn.coalesce(eb.fn.sum<number>(payoutExpression(eb)), eb.val(0)).as('payout')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toParticipationRow), total: Number(totals.rounds), totalPayout: Number(totals.payout) };
}

const toParticipationRow = (r: ParticipationRow): ParticipationRow => ({ ...r, entryId: Number(r.entryId), totalBet: Number(r.totalBet), totalPayout: Number(r.totalPayout) });

/**
 * The rounds a player joined before the bet `before` (all when undefined), the one joined last first:
 * the player's bets are walked back along (player_id, id) from the cursor, keeping each that is the
 * player's first in its round (none earlier in it, by the (round_id, player_id) index), so a page
 * reads about `limit` bets wherever it starts. Then each round's stake and payout, from that index.
 */
export async function participationBefore(db: Db, playerId: number, zone: Zone | undefined, before: number | undefined, limit: number): Promise<ParticipationRow[]> {
  let entries = db
    .selectFrom('bets as b')
    .select(['b.roundId', 'b.id as entryId'])
    .where('b.playerId', '=', playerId)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('bets as e').select('e.id').whereRef('e.roundId', '=', 'b.roundId').whereRef('e.playerId', '=', 'b.playerId').whereRef('e.id', '<', 'b.id'))),
    );
  if (before !== undefined) entries = entries.where('b.id', '<', before);
  if (zone) entries = entries.where(({ exists, selectFrom }) => exists(selectFrom('rounds as z').select('z.id').whereRef('z.id', '=', 'b.roundId').where('z.zone', '=', zone)));
  const rows = await db
    .selectFrom(entries.orderBy('b.id', 'desc').limit(limit).as('p'))
    .innerJoin('rounds', 'rounds.id', 'p.roundId')
    .innerJoin('bets', (join) => join.onRef('bets.roundId', '=', 'p.roundId').on('bets.playerId', '=', playerId))
    .select((eb) => [
      'rounds.id as roundId',
      'rounds.zone',
      'rounds.incId',
      'rounds.endTime',
      'rounds.status as roundStatus',
      'p.entryId',
      eb.fn.sum<number>('bets.amount').as('totalBet'),
      eb.fn.sum<number>(payoutExpression(eb)).as('totalPayout'),
    ])
    .groupBy(['rounds.id', 'rounds.zone', 'rounds.incId', 'rounds.endTime', 'rounds.status', 'p.entryId'])
    .orderBy('p.entryId', 'desc')
    .execute();
  return rows.map(toParticipationRow);
}


/** A settled round's result for one of its bettors, as the bet-result notification tells it (units). */
export interface SettledParticipation {
  readonly roundId: number;
  readonly zone: Zone;
  readonly incId: number;
  readonly result: string;
  readonly bets: number;
  readonly staked: number;
  readonly won: number;
}

/**
 * The player's rounds that ended at or after `endedFrom` and whose settlement has credited them (the
 * whole round, or their chunk), newest first: what their bet-result notifications told.
 */
export async function creditedParticipation(db: Db, playerId: number, endedFrom: number, limit: number): Promise<SettledParticipation[]> {
  const rows = await db
    .selectFrom('bets')
    .innerJoin('rounds', 'rounds.id', 'bets.roundId')
    .where('bets.playerId', '=', playerId)
    .where('rounds.status', '=', 'SETTLED')
    .where('rounds.endTime', '>=', endedFrom)
    .where(creditedTo(playerId))
    .select((eb) => [
      'rounds.id as roundId',
      'rounds.zone',
      'rounds.incId',
      'rounds.result',
      eb.fn.count<number>('bets.id').as('bets'),
      eb.fn.sum<number>('bets.amount').as('staked'),
      eb.fn.sum<number>(payoutExpression(eb)).as('won'),
    ])
    .groupBy(['rounds.id', 'rounds.zone', 'rounds.incId', 'rounds.result'])
    .orderBy('rounds.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ roundId: r.roundId, zone: r.zone, incId: r.incId, result: r.result ?? '', bets: Number(r.bets), staked: Number(r.staked), won: Number(r.won) }));
}
