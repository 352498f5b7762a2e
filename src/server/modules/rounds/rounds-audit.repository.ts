import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { RoundRow } from './rounds.table.js';

// Queries only: the operators' rounds audit. One zone is read along its unique (zone, inc_id)
// index, every zone along the primary key: rounds are created as they open, so both are newest first.

function roundsOf(db: Db, zone: Zone | undefined) {
  const all = db.selectFrom('rounds');
  return zone ? all.where('zone', '=', zone) : all;
}

/** A page of rounds, open and settled, newest first, with their count. */
export async function roundsAuditPage(db: Db, zone: Zone | undefined, limit: number, offset: number): Promise<{ rows: RoundRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    roundsOf(db, zone)
      .selectAll()
      .orderBy(zone ? 'incId' : 'id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countRounds(db, zone),
  ]);
  return { rows, total };
}

/** How many rounds the zone has (every zone: all of them). */
export async function countRounds(db: Db, zone: Zone | undefined): Promise<number> {
  const count = await roundsOf(db, zone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** The rounds before `cursor` (an incId for one zone, an id for every zone), newest first: a CSV export's keyset. */
export function roundsAuditBefore(db: Db, zone: Zone | undefined, cursor: number | undefined, size: number): Promise<RoundRow[]> {
  const key = zone ? 'incId' : 'id';
  let query = roundsOf(db, zone).selectAll();
  if (cursor !== undefined) query = query.where(key, '<', cursor);
  return query.orderBy(key, 'desc').limit(size).execute();
}

/** Bets and stakes so far of rounds still open (settled rounds carry their own totals). */
export async function openRoundStakes(db: Db, roundIds: readonly number[]): Promise<Map<number, { bets: number; staked: number }>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bets')
    .select((eb) => ['roundId', eb.fn.countAll<number>().as('bets'), eb.fn.sum<number>('amount').as('staked')])
    .where('roundId', 'in', roundIds)
    .groupBy('roundId')
    .execute();
  return new Map(rows.map((r) => [Number(r.roundId), { bets: Number(r.bets), staked: Number(r.staked) }]));
}
