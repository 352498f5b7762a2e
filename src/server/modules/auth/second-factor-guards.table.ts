/** Row of `second_factor_guards`: how many second-factor codes an operator's sign-ins may still try (migration 0027). */
export interface SecondFactorGuardsTable {
  playerId: number;
  /** Codes tried since the last right one or the last lock, those still being checked included. */
  attempts: number;
  /** Locks since the last right code; each lasts twice as long as the one before. */
  lockouts: number;
  lockedAt: number | null;
  lockedUntil: number | null;
  updatedAt: number;
}
