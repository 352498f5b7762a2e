// Gifts: gift boxes and their prizes; the reward history (reward_records) every reward is written to.
// This file is the module's face: other modules use it through these names only.
export { insertRewardRecord, rewardsOf, rewardTotals } from './gifts.repository.js';
export { recordRewards } from './gifts.service.js';
