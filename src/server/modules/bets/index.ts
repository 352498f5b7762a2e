// Bets: stakes on a gate of a round, decided and written in batches; a player's rounds and bets.
// This file is the module's face: other modules use it through these names only.
export { toBet } from './bets.mapper.js';
export { type BetWithRound, countPlayerBets, missedBetResults, playerBetsBefore, playerBetsPage } from './bets.service.js';
