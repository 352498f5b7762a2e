import { type ExpressionBuilder, sql } from 'kysely';
import type { Gate, Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RoundRow } from '../rounds/rounds.table.js';
import { winPayoutSql } from './bets.outcome.js';
import type { BetRow } from './bets.table.js';

// Queries only.

export function insertBet(db: Db, values: { playerId: number; roundId: number; gate: Gate; amount: number; createdAt: number }): Promise<BetRow> {
  return db.insertInto('bets').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The gates a player holds in a round. */
export async function heldGates(db: Db, playerId: number, roundId: number): Promise<Gate[]> {
  const rows = await db.selectFrom('bets').select('gate').distinct().where('roundId', '=', roundId).where('playerId', '=', playerId).execute();
  return rows.map((r) => r.gate);
}

/** Status of a round, taking a share lock on PostgreSQL so settlement waits for this transaction. */
export async function roundStatusForBet(db: Db, roundId: number, postgres: boolean): Promise<'OPEN' | 'SETTLED' | undefined> {
  let query = db.selectFrom('rounds').select('status').where('id', '=', roundId);
  if (postgres) query = query.forShare();
  return (await query.executeTakeFirst())?.status;
}

/** A player's balance (units), locking their row on PostgreSQL until the transaction ends. */
export async function lockedBalance(db: Db, playerId: number, postgres: boolean): Promise<number> {
  let query = db.selectFrom('players').select('balance').where('id', '=', playerId);
  if (postgres) query = query.forUpdate();
  return (await query.executeTakeFirstOrThrow()).balance;
}

/** A bet with the parts of its round its outcome follows from; the round's status is `roundStatus`. */
export type BetWithRound = BetRow & Pick<RoundRow, 'zone' | 'incId' | 'result' | 'payoutBps'> & { roundStatus: RoundRow['status'] };

/** A bet's payout in units, in SQL, for sums: `winPayout` (shared/game.ts) of a won bet, else 0. */
function payoutExpression(_eb: ExpressionBuilder<Database, 'bets' | 'rounds'>) {
  return sql<number>`case when rounds.status = 'SETTLED' and bets.gate in (rounds.high_low_winner, rounds.odd_even_winner)
    then ${winPayoutSql(sql.ref('bets.amount'), sql.ref('rounds.payout_bps'))} else 0 end`;
}

export function betsOfRound(db: Db, playerId: number, roundId: number): Promise<BetRow[]> {
  return db.selectFrom('bets').selectAll().where('playerId', '=', playerId).where('roundId', '=', roundId).orderBy('id').execute();
}

export async function betsPage(
  db: Db,
  playerId: number,
  filter: { zone?: Zone | undefined; roundId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: BetWithRound[]; total: number }> {
  let query = db.selectFrom('bets').innerJoin('rounds', 'rounds.id', 'bets.roundId').where('bets.playerId', '=', playerId);
  if (filter.zone) query = query.where('rounds.zone', '=', filter.zone);
  if (filter.roundId) query = query.where('bets.roundId', '=', filter.roundId);
  const [rows, count] = await Promise.all([
    query
      .selectAll('bets')
      .select(['rounds.zone', 'rounds.incId', 'rounds.status as roundStatus', 'rounds.result', 'rounds.payoutBps'])
      .orderBy('bets.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface ParticipationRow {
  roundId: number;
  zone: Zone;
  incId: number;
  endTime: number;
  roundStatus: 'OPEN' | 'SETTLED';
  totalBet: number;
  totalPayout: number;
}

/** The rounds a player bet in, newest first, with their stake and payout per round. */
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
        eb.fn.sum<number>('bets.amount').as('totalBet'),
        eb.fn.sum<number>(payoutExpression(eb)).as('totalPayout'),
      ])
      .groupBy(['rounds.id', 'rounds.zone', 'rounds.incId', 'rounds.endTime', 'rounds.status'])
      .orderBy('rounds.endTime', 'desc')
      .orderBy('rounds.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base
      .select((eb) => [eb.fn.count<number>('bets.roundId').distinct().as('rounds'), eb.fn.coalesce(eb.fn.sum<number>(payoutExpression(eb)), eb.val(0)).as('payout')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, totalBet: Number(r.totalBet), totalPayout: Number(r.totalPayout) })),
    total: Number(totals.rounds),
    totalPayout: Number(totals.payout),
  };
}
