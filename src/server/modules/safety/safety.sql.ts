// The statements of the play path, written once with `?` placeholders: run through Kysely
// (safety.guard.ts, on PostgreSQL with `numbered`) and as synchronous prepared statements inside
// the SQLite bet transaction (bets.sqlite-store.ts).

/** A player's rules of play, when they have any. Params: player_id. */
export const SAFETY_ROW = `select day_limit, day_pending, day_pending_at, week_limit, week_pending, week_pending_at,
  month_limit, month_pending, month_pending_at, pause_kind, pause_until from player_safety where player_id = ?`;

/** Net loss (stakes minus winnings, units) since the start of each period. Params: day, week and month starts, player_id, the earliest start. */
export const TALLY_SUMS = `select coalesce(sum(case when day_start >= ? then stakes - winnings else 0 end), 0) as day,
  coalesce(sum(case when day_start >= ? then stakes - winnings else 0 end), 0) as week,
  coalesce(sum(case when day_start >= ? then stakes - winnings else 0 end), 0) as month
  from loss_tallies where player_id = ? and day_start >= ?`;

/** Adds to a day's stakes. Params: player_id, day_start, units. */
export const ADD_STAKES = `insert into loss_tallies (player_id, day_start, stakes, winnings) values (?, ?, ?, 0)
  on conflict (player_id, day_start) do update set stakes = loss_tallies.stakes + excluded.stakes`;

/** Adds to a day's winnings. Params: player_id, day_start, units. */
export const ADD_WINNINGS = `insert into loss_tallies (player_id, day_start, stakes, winnings) values (?, ?, 0, ?)
  on conflict (player_id, day_start) do update set winnings = loss_tallies.winnings + excluded.winnings`;

/** The row SAFETY_ROW reads (snake_case: read without Kysely's camel-casing). */
export interface SafetyRowSql {
  day_limit: number | null;
  day_pending: number | null;
  day_pending_at: number | null;
  week_limit: number | null;
  week_pending: number | null;
  week_pending_at: number | null;
  month_limit: number | null;
  month_pending: number | null;
  month_pending_at: number | null;
  pause_kind: 'COOL_OFF' | 'EXCLUSION' | null;
  pause_until: number | null;
}

export interface TallySumsSql {
  day: number | string;
  week: number | string;
  month: number | string;
}
