import { sql } from 'kysely';
import { GATES, type Gate, winPayout } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { type Read, read, rowsTable, type Write, write } from '../../db/dialect.js';
import { creditedFor } from './settlement.repository.js';

// Queries of `round_stakes` (rounds.table.ts): each player's stakes in each round, added to by the
// bets' batches, read by those batches (the gates held) and by settlement (settlement.repository.ts).

/** One accepted bet, as its round's stakes count it (units, at its round's rate). */
export interface StakeOfBet {
  readonly roundId: number;
  readonly playerId: number;
  readonly gate: Gate;
  readonly units: number;
  readonly payoutBps: number;
  /** The round's end (epoch ms). */
  readonly endsAt: number;
}

const bit = (gate: Gate) => 1 << GATES.indexOf(gate);

/**
 * Adds bets to their players' stakes in their rounds, one statement (a write to send with others):
 * the bets are summed per (round, player) first, as PostgreSQL refuses to update one row twice in
 * one statement. What each gate pays if it wins adds each bet's own floored payout (`winPayout`).
 */
export function roundStakesWrite(db: Db, bets: readonly StakeOfBet[]): Write<void> {
  if (!bets.length) return write(undefined);
  const sums = new Map<string, { round_id: number; player_id: number; ends_at: number; bets: number; staked: number; gates: number; cao: number; thap: number; trai: number; phai: number }>();
  for (const b of bets) {
    const key = `${b.roundId}:${b.playerId}`;
    const sum = sums.get(key) ?? { round_id: b.roundId, player_id: b.playerId, ends_at: b.endsAt, bets: 0, staked: 0, gates: 0, cao: 0, thap: 0, trai: 0, phai: 0 };
    sum.bets += 1;
    sum.staked += b.units;
    sum.gates |= bit(b.gate);
    sum[b.gate.toLowerCase() as 'cao' | 'thap' | 'trai' | 'phai'] += winPayout(b.units, b.payoutBps);
    sums.set(key, sum);
  }
  const columns = { round_id: 'bigint', player_id: 'bigint', ends_at: 'bigint', bets: 'integer', staked: 'bigint', gates: 'integer', cao: 'bigint', thap: 'bigint', trai: 'bigint', phai: 'bigint' } as const;
  // `where true` before `on conflict`: SQLite would otherwise read the conflict clause as a join's.
  return write(sql`insert into round_stakes (round_id, player_id, ends_at, bets, staked, gates, won_if_cao, won_if_thap, won_if_trai, won_if_phai)
    select round_id, player_id, ends_at, bets, staked, gates, cao, thap, trai, phai from ${rowsTable(db, columns, [...sums.values()])} as v where true
    on conflict (round_id, player_id) do update set bets = round_stakes.bets + excluded.bets, staked = round_stakes.staked + excluded.staked,
      gates = round_stakes.gates | excluded.gates, won_if_cao = round_stakes.won_if_cao + excluded.won_if_cao,
      won_if_thap = round_stakes.won_if_thap + excluded.won_if_thap, won_if_trai = round_stakes.won_if_trai + excluded.won_if_trai,
      won_if_phai = round_stakes.won_if_phai + excluded.won_if_phai`);
}

/** The gates each player already holds in each round, by `${roundId}:${playerId}`: one key lookup per pair. */
export function heldGatesRead(db: Db, pairs: ReadonlyArray<{ roundId: number; playerId: number }>): Read<Map<string, Set<Gate>>> {
  const query = pairs.length
    ? db
        .selectFrom(rowsTable(db, { round_id: 'bigint', player_id: 'bigint' }, pairs.map((p) => ({ round_id: p.roundId, player_id: p.playerId }))).as('v'))
        .innerJoin('roundStakes as s', (join) => join.onRef('s.roundId', '=', 'v.round_id').onRef('s.playerId', '=', 'v.player_id'))
        .select(['s.roundId', 's.playerId', 's.gates'])
    : undefined;
  return read(query, (rows) => new Map(rows.map((r) => [`${Number(r.roundId)}:${Number(r.playerId)}`, new Set(GATES.filter((gate) => Number(r.gates) & bit(gate)))])));
}

/**
 * A player's rounds that ended in (after, through] and have credited them (their result is told once
 * their chunk's credits commit), as a relation (`round_id`, `ends_at`) to list or count: the index on
 * (player_id, ends_at) reads them by end.
 */
export function playedRoundsQuery(db: Db, playerId: number, after: number, through: number) {
  return db
    .selectFrom('roundStakes as s')
    .innerJoin('rounds', 'rounds.id', 's.roundId')
    .where('s.playerId', '=', playerId)
    .where('s.endsAt', '>', after)
    .where('s.endsAt', '<=', through)
    .where('rounds.status', '=', 'SETTLED')
    .where(creditedFor(playerId))
    .select(['s.roundId', 's.endsAt']);
}

/** Of `roundIds`, the rounds the player played that have credited them: the round, and the player's bets, stake and what each gate pays. */
export function playedRoundRows(db: Db, playerId: number, roundIds: readonly number[]) {
  return db
    .selectFrom('roundStakes as s')
    .innerJoin('rounds', 'rounds.id', 's.roundId')
    .where('s.playerId', '=', playerId)
    .where('s.roundId', 'in', roundIds)
    .where('rounds.status', '=', 'SETTLED')
    .where(creditedFor(playerId))
    .select(['s.roundId', 's.endsAt', 's.bets', 's.staked', 's.wonIfCao', 's.wonIfThap', 's.wonIfTrai', 's.wonIfPhai', 'rounds.zone', 'rounds.incId', 'rounds.result'])
    .execute();
}
