// Safety: a player's own rules of play (loss limits, reality checks, pauses) and the gates of play.
// This file is the module's face: other modules use it through these names only.
export { guardPlay, playGuardsOf, playRulesRead, readPlayGuards, recordStakes, recordWinnings, stakesWrite } from './safety.guard.js';
export { afterStake, type PlayGuard, playRefusal } from './safety.rules.js';
