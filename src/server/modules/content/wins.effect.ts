import { vietnamDay } from '../../../shared/content.js';
import type { PlayerStake, Settlement, SettlementEffect } from '../rounds/index.js';
import { recordWins } from './wins.repository.js';
import { NEW_LIMIT, TOP_LIMIT } from './wins.service.js';

/**
 * The wins rollups, with every chunk of a settlement's players (same transaction as their credits:
 * a win is recorded exactly when it is paid, never twice): what the round paid the chunk's biggest
 * winners, as many as /v1/new shows, in `wins`; and as many as /v1/top shows kept in `daily_wins`
 * as their biggest win of the Vietnam day. Only these can ever be shown (`biggestWins`), and writing
 * every winner's row cost more than their credits (44,000 winners: 600-760 ms of `wins` rows and
 * 340-570 ms of `daily_wins` upserts a round on PostgreSQL). Two statements of at most 20 and 10
 * rows a chunk, whatever the number of winners. Changes no balance.
 */
export function winsEffect(): SettlementEffect {
  return {
    name: 'wins rollups',
    on: 'players',
    async run(trx, { round, stakes }: Settlement) {
      const latest = biggestWins(stakes, Math.max(NEW_LIMIT, TOP_LIMIT));
      if (!latest.length) return [];
      const settledAt = round.settledAt!;
      await recordWins(trx, { id: round.id, zone: round.zone, incId: round.incId, settledAt, day: vietnamDay(settledAt) }, { latest: latest.slice(0, NEW_LIMIT), top: latest.slice(0, TOP_LIMIT) });
      return [];
    },
  };
}

/**
 * The `n` biggest wins of a chunk's players, biggest first, ties to the lower player id: the order
 * /v1/new and /v1/top read them in. Keeping only these is exact: a win below a chunk's `n` biggest
 * has `n` bigger ones of other players of the same round, so it is neither among that round's `n`
 * biggest (/v1/new) nor among the day's `n` biggest winners (/v1/top: each of those players' best
 * of the day is at least as big and no later).
 */
export function biggestWins(stakes: readonly PlayerStake[], n: number): PlayerStake[] {
  const before = (a: PlayerStake, b: PlayerStake) => a.won > b.won || (a.won === b.won && a.playerId < b.playerId);
  const kept: PlayerStake[] = [];
  for (const s of stakes) {
    if (s.won <= 0 || (kept.length === n && !before(s, kept[n - 1]!))) continue;
    let at = kept.length === n ? n - 1 : kept.length;
    while (at > 0 && before(s, kept[at - 1]!)) {
      kept[at] = kept[at - 1]!;
      at -= 1;
    }
    kept[at] = s;
  }
  return kept;
}
