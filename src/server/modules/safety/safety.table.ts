import type { Selectable } from 'kysely';
import type { PauseKind } from '../../../shared/api/safety.js';

/**
 * Row of `player_safety`: a player's own rules of play (no row: none). Limits are units of net loss,
 * null for none; a raise or a removal waits in `*Pending` until `*PendingAt` (null: nothing waits).
 */
export interface PlayerSafetyTable {
  playerId: number;
  dayLimit: number | null;
  dayPending: number | null;
  dayPendingAt: number | null;
  weekLimit: number | null;
  weekPending: number | null;
  weekPendingAt: number | null;
  monthLimit: number | null;
  monthPending: number | null;
  monthPendingAt: number | null;
  realityCheckMinutes: number | null;
  /** A cool-off or self-exclusion: both set, or both null. */
  pauseKind: PauseKind | null;
  pauseUntil: number | null;
  updatedAt: number;
}

export type PlayerSafetyRow = Selectable<PlayerSafetyTable>;

/** Row of `loss_tallies`: stakes and winnings (units) of one player in one Vietnam day (`dayStart`). */
export interface LossTalliesTable {
  playerId: number;
  dayStart: number;
  stakes: number;
  winnings: number;
}
