/** Row of `referral_paths`: `descendant` is at `depth` (1..7) below `ancestor` in the referral tree. */
export interface ReferralPathsTable {
  ancestorId: number;
  depth: number;
  descendantId: number;
}

/** Row of `referral_counts`: how many `players` are at `depth` below `ancestor` (kept at registration). */
export interface ReferralCountsTable {
  ancestorId: number;
  depth: number;
  players: number;
}
