import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { BetWithRound } from '../bets/bets.repository.js';
import type { LedgerEntryRow } from '../ledger/ledger.table.js';

// Queries only: a player's ledger and bets read page after page by id (newest first), for the
// console's CSV exports. Both walk the (player_id, id) indexes, so a page costs the same anywhere
// in a long history (an offset would read every row before it).

/** The player's ledger rows with an id below `before` (all when undefined), newest first. */
export function ledgerBefore(db: Db, playerId: number, before: number | undefined, limit: number): Promise<LedgerEntryRow[]> {
  let query = db.selectFrom('ledgerEntries').selectAll().where('playerId', '=', playerId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** The player's bets (of one zone, if given) with an id below `before`, with their round, newest first. */
export function betsBefore(db: Db, playerId: number, zone: Zone | undefined, before: number | undefined, limit: number): Promise<BetWithRound[]> {
  let query = db.selectFrom('bets').innerJoin('rounds', 'rounds.id', 'bets.roundId').where('bets.playerId', '=', playerId);
  if (zone) query = query.where('rounds.zone', '=', zone);
  if (before !== undefined) query = query.where('bets.id', '<', before);
  return query
    .selectAll('bets')
    .select(['rounds.zone', 'rounds.incId', 'rounds.status as roundStatus', 'rounds.result', 'rounds.payoutBps'])
    .orderBy('bets.id', 'desc')
    .limit(limit)
    .execute();
}
