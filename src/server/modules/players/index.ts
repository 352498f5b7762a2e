// Players: accounts, profiles and bank links; what operators do to an account (lock, temporary password).
// This file is the module's face: other modules use it through these names only.
export { countFoundPlayers, playerOrNotFound, playersFound, playersFoundBefore } from './admin-players.service.js';
export { type FileUrlFor, playerSummary, toPlayer } from './players.mapper.js';
export {
  assertSelf,
  createPlayer,
  grantTierFlag,
  hasBank,
  type PlayerLoader,
  playerById,
  playerByRefCode,
  playerByUsername,
  recordSignIn,
  requirePasswordChange,
  secondFactorColumns,
  setPassword,
  verificationMirror,
} from './players.service.js';
export type { PlayerRow } from './players.table.js';
