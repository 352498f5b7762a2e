// Staking: points staked for a term and their daily rewards.
// This file is the module's face: other modules use it through these names only.
export { toStake } from './staking.mapper.js';
export { stakesOf } from './staking.service.js';
