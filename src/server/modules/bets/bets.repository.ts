import { sql } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { inValues, lockedForShare, lockedForUpdate, type Read, read, rowsTable, type Write, write } from '../../db/dialect.js';
import type { RoundRow } from '../rounds/index.js';
import type { BetRow } from './bets.table.js';

// Queries only.

/** Inserts bets, their ids taken beforehand (`nextIds`), in one statement: a write to send with others. */
export function insertBets(db: Db, bets: readonly BetRow[]): Write<void> {
  const rows = bets.map((b) => ({ id: b.id, player_id: b.playerId, round_id: b.roundId, gate: b.gate, amount: b.amount, created_at: b.createdAt }));
  return write(
    rows.length
      ? sql`insert into bets (id, player_id, round_id, gate, amount, created_at)
          select id, player_id, round_id, gate, amount, created_at from ${rowsTable(db, { id: 'bigint', player_id: 'bigint', round_id: 'bigint', gate: 'text', amount: 'bigint', created_at: 'bigint' }, rows)} as v`
      : undefined,
  );
}

/** The status of rounds, share-locked (PostgreSQL) until the transaction ends, so their settlement waits for it. */
export function roundStatusesRead(db: Db, roundIds: readonly number[]): Read<Map<number, RoundRow['status']>> {
  const query = lockedForShare(db, db.selectFrom('rounds').select(['id', 'status']).where(inValues(db, 'id', 'bigint', roundIds)).orderBy('id'));
  return read(roundIds.length ? query : undefined, (rows) => new Map(rows.map((r) => [r.id, r.status])));
}

/** What a bet needs of its player: the balance (units), and what their session and role depend on. */
export interface BettingPlayer {
  readonly id: number;
  readonly balance: number;
  /** The count of the player's ledger entries, with the balance what the ledger writes the batch from. */
  readonly balanceVersion: number;
  readonly tokenVersion: number;
  readonly locked: number;
  readonly role: 'PLAYER' | 'ADMIN';
  readonly mustChangePassword: number;
}

/** Players' rows, locked (PostgreSQL) in id order, the one lock order, until the transaction ends. */
export function lockedPlayersRead(db: Db, playerIds: readonly number[]): Read<Map<number, BettingPlayer>> {
  const query = db.selectFrom('players').select(['id', 'balance', 'balanceVersion', 'tokenVersion', 'locked', 'role', 'mustChangePassword']).where(inValues(db, 'id', 'bigint', playerIds)).orderBy('id');
  return read(playerIds.length ? lockedForUpdate(db, query) : undefined, (rows) => new Map(rows.map((r) => [r.id, r])));
}

/** A bet with the parts of its round its outcome follows from; the round's status is `roundStatus`. */
export type BetWithRound = BetRow & Pick<RoundRow, 'zone' | 'incId' | 'result' | 'payoutBps'> & { roundStatus: RoundRow['status'] };

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

/** How many bets the player has (of one zone, of one round, if given). */
export async function countBets(db: Db, playerId: number, filter: { zone?: Zone | undefined; roundId?: number | undefined }): Promise<number> {
  let query = db.selectFrom('bets').where('bets.playerId', '=', playerId);
  if (filter.zone) query = query.innerJoin('rounds', 'rounds.id', 'bets.roundId').where('rounds.zone', '=', filter.zone);
  if (filter.roundId) query = query.where('bets.roundId', '=', filter.roundId);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The player's bets (of one zone, of one round, if given) with an id below `before`, with their round, newest first. */
export function betsBefore(
  db: Db,
  playerId: number,
  filter: { zone?: Zone | undefined; roundId?: number | undefined },
  before: number | undefined,
  limit: number,
): Promise<BetWithRound[]> {
  let query = db.selectFrom('bets').innerJoin('rounds', 'rounds.id', 'bets.roundId').where('bets.playerId', '=', playerId);
  if (filter.zone) query = query.where('rounds.zone', '=', filter.zone);
  if (filter.roundId) query = query.where('bets.roundId', '=', filter.roundId);
  if (before !== undefined) query = query.where('bets.id', '<', before);
  return query
    .selectAll('bets')
    .select(['rounds.zone', 'rounds.incId', 'rounds.status as roundStatus', 'rounds.result', 'rounds.payoutBps'])
    .orderBy('bets.id', 'desc')
    .limit(limit)
    .execute();
}
