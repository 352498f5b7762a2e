// Gifts: gift boxes and their prizes; the reward history (reward_records) every reward is written to.
// This file is the module's face: other modules use it through these names only.
export { recordReward, recordRewards, rewardsEarned, rewardsUnder } from './gifts.service.js';
