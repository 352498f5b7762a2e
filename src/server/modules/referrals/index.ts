// Referrals: the 7-level referral tree and the commissions it earns at settlement.
// This file is the module's face: other modules use it through these names only.
export { downlineSizes, recordUpline } from './referrals.service.js';
