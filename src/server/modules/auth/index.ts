// Auth: registration, sign-in (with operators' second factor), tokens and their families.
// This file is the module's face: other modules use it through these names only.
export { type AuthSettings, registerPlayer } from './auth.service.js';
export { clearTotp, recentSecondFactorLocks, secondFactorsLocked } from './totp.service.js';
