import type { Settlement, SettlementEffect } from '../rounds/index.js';
import { recordWinningsOf } from './safety.guard.js';

/**
 * Winnings into the loss tallies, with every chunk of a settlement's players (same transaction as
 * their credits: counted once, never lost): each winner's payout of the round lowers the net loss of
 * the Vietnam day it was paid in. Stakes were counted when the bets were placed. One statement
 * whatever the number of winners, whose player rows the credits already locked (one lock order with
 * the bets: player, then tally).
 */
export function lossTalliesEffect(): SettlementEffect {
  return {
    name: 'loss tallies',
    on: 'players',
    async run(trx, { round, stakes }: Settlement) {
      await recordWinningsOf(trx, stakes.filter((s) => s.won > 0).map((s) => ({ playerId: s.playerId, units: s.won, at: round.settledAt! })));
      return [];
    },
  };
}
