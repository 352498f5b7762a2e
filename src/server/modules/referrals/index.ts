// Referrals: the 7-level referral tree and the commissions it earns at settlement.
// This file is the module's face: other modules use it through these names only.
export { downlineCounts } from './referrals.repository.js';
export { recordUpline } from './referrals.service.js';
