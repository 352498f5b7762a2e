import { type ExpressionBuilder, sql } from 'kysely';
import type { Gate, Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RoundRow } from '../rounds/rounds.table.js';
import type { BetRow } from './bets.table.js';

// Queries only.

export function insertBet(db: Db, values: { playerId: number; roundId: number; gate: Gate; amount: number; createdAt: number }): Promise<BetRow> {
  return db.insertInto('bets').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function holdsGate(db: Db, playerId: number, roundId: number, gate: Gate): Promise<boolean> {
  const row = await db.selectFrom('bets').select('id').where('playerId', '=', playerId).where('roundId', '=', roundId).where('gate', '=', gate).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Status of a round, taking a share lock on PostgreSQL so settlement waits for this transaction. */
export async function roundStatusForBet(db: Db, roundId: number, postgres: boolean): Promise<'OPEN' | 'SETTLED' | undefined> {
  let query = db.selectFrom('rounds').select('status').where('id', '=', roundId);
  if (postgres) query = query.forShare();
  return (await query.executeTakeFirst())?.status;
}

export type BetWithRound = BetRow & Pick<RoundRow, 'zone' | 'incId' | 'status' | 'result' | 'payoutBps'>;

/** A bet's payout in units, in SQL: the same rule as betOutcome(), for sums. */
function payoutExpression(_eb: ExpressionBuilder<Database, 'bets' | 'rounds'>) {
  return sql<number>`case when rounds.status = 'SETTLED' and bets.gate in (rounds.high_low_winner, rounds.odd_even_winner)
    then bets.amount * rounds.payout_bps / 10000 else 0 end`;
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
    query.selectAll('bets').select(['rounds.zone', 'rounds.incId', 'rounds.status', 'rounds.result', 'rounds.payoutBps']).orderBy('bets.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface ParticipationRow {
  roundId: number;
  zone: Zone;
  incId: number;
  endTime: number;
  status: 'OPEN' | 'SETTLED';
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
        'rounds.status',
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
