// Players: accounts, profiles and bank links; what operators do to an account (lock, temporary password).
// This file is the module's face: other modules use it through these names only.
export { countMatchingPlayers, searchPlayers, searchPlayersBefore } from './admin-players.repository.js';
export { playerOrNotFound } from './admin-players.service.js';
export { type FileUrlFor, playerSummary, toPlayer } from './players.mapper.js';
export { findPlayerById, findPlayerByRefCode, findPlayerByUsername, insertPlayer, replacePasswordHash, setTierFlag } from './players.repository.js';
export { assertSelf, hasBank, type PlayerLoader } from './players.service.js';
export type { PlayerRow } from './players.table.js';
