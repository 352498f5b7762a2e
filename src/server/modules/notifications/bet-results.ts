import { formatPoints, unitsToPoints } from '../../../shared/money.js';
import type { NotificationPayload } from '../../../shared/realtime.js';
import { texts } from '../../../shared/texts.js';
import type { BettorResult, SettledRound } from '../events/index.js';

const n = texts.accountArea.notification;

/**
 * What a bettor is told when a round settles: one NOTIFICATION carrying their bets in it (`bet`, so
 * the app plays its sound) and the result, won or lost. Live only: never stored in the inbox (see
 * docs/decisions/bet-results-told-live.md). Its id is the round's and the player's, so the same
 * result reaching a tab twice (its socket, another tab) is shown once.
 */
export function betResult(round: SettledRound, player: BettorResult): NotificationPayload {
  const amount = unitsToPoints(player.staked);
  const winnings = unitsToPoints(player.won);
  const where = n.betRound(texts.game.zones[round.zone], round.incId, round.result);
  return {
    id: `bet-${round.id}-${player.playerId}`,
    title: n.betResultTitle,
    content: player.won > 0 ? n.betWon(where, player.bets, formatPoints(amount), formatPoints(winnings)) : n.betLost(where, player.bets, formatPoints(amount)),
    bet: { roundId: round.id, zone: round.zone, incId: round.incId, result: round.result, bets: player.bets, amount, winnings },
  };
}
