import { formatPoints, unitsToPoints } from '../../../shared/money.js';
import type { NotificationPayload } from '../../../shared/realtime.js';
import { texts } from '../../../shared/texts.js';
import type { BettorResult, SettledRound } from '../events/index.js';

const n = texts.accountArea.notification;

/** The id of a player's result of a round, live and in the inbox alike: a tab shows it once however it arrives, and a read of either is a read of both. */
export const betResultId = (roundId: number, playerId: number): string => `bet-${roundId}-${playerId}`;

/** The round and player a bet result's id names, or undefined when `id` is no such id. */
export function parseBetResultId(id: string): { roundId: number; playerId: number } | undefined {
  const match = /^bet-([1-9][0-9]{0,15})-([1-9][0-9]{0,15})$/.exec(id);
  if (!match) return undefined;
  const [roundId, playerId] = [Number(match[1]), Number(match[2])];
  return Number.isSafeInteger(roundId) && Number.isSafeInteger(playerId) ? { roundId, playerId } : undefined;
}

/** What a bettor reads of a round: its result, their bets' count, stake and payout, and the net of the round for them. */
export function betResultContent(round: SettledRound, player: BettorResult): string {
  const amount = unitsToPoints(player.staked);
  const where = n.betRound(texts.game.zones[round.zone], round.incId, round.result);
  if (player.won <= 0) return n.betLost(where, player.bets, formatPoints(amount));
  const net = player.won - player.staked;
  const netText = net > 0 ? n.betGain(formatPoints(unitsToPoints(net))) : net < 0 ? n.betLoss(formatPoints(unitsToPoints(-net))) : n.betEven;
  return n.betWon(where, player.bets, formatPoints(amount), formatPoints(unitsToPoints(player.won)), netText);
}

/**
 * What a bettor is told when a round settles: one NOTIFICATION carrying their bets in it (`bet`, so
 * the app plays its sound) and the result, won or lost. The same text is in their inbox, written by
 * settlement (`betResultsEffect`, docs/decisions/bet-results-in-the-inbox.md). Its id is the round's
 * and the player's, so the same result reaching a tab twice (its socket, another tab) is shown once.
 */
export function betResult(round: SettledRound, player: BettorResult): NotificationPayload {
  return {
    id: betResultId(round.id, player.playerId),
    title: n.betResultTitle,
    content: betResultContent(round, player),
    bet: { roundId: round.id, zone: round.zone, incId: round.incId, result: round.result, bets: player.bets, amount: unitsToPoints(player.staked), winnings: unitsToPoints(player.won) },
  };
}
