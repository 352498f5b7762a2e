// Rounds: the provably fair rounds of each zone, their results and their settlement.
// This file is the module's face: other modules use it through these names only.
export type { FairnessChains } from './chains.js';
export { addRoundStakes, heldGates, type PlayedRound, playedRoundResults, playedRounds, type StakeOfBet } from './round-stakes.service.js';
export { toRound } from './rounds.mapper.js';
export { betOutcome, winPayoutSql } from './rounds.outcome.js';
export { claimAnnouncement, dueRounds, lastSettledRound, markAnnounced, openRoundOnce, roundOrNotFound, unannouncedRounds, unfinishedSettlements } from './rounds.service.js';
export type { OpenRound, RoundRow } from './rounds.table.js';
export { claimSettlement, creditedTo, creditSettlement, type PlayerStake, type Settlement, type SettlementEffect } from './settlement.js';
