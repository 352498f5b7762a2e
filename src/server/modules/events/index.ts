// Events: what happened, told after a commit (the realtime plugin turns it into socket events).
// This file is the module's face: other modules use it through these names only.
export { type BettorResult, type DomainEvents, EventBus, type PushRoute, type SettledRound } from './events.js';
