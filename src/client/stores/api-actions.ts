import { createAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';

/**
 * The tag types of the API's cache (api/base.ts declares them with `tagTypes`). They stand here, below
 * the API, because the state's actions name them: the API imports the store's actions, never the reverse.
 */
export const apiTagTypes = ['Profile', 'System', 'Rounds', 'Bets', 'Fairness', 'Withdrawals', 'Deposits', 'PlayHistory', 'Ledger', 'Stakes', 'Referrals', 'Gifts', 'Content', 'Wins', 'Notifications', 'Safety', 'Push', 'AdminWithdrawals', 'AdminVerifications', 'AdminSettings', 'AdminDashboard', 'AdminPlayers', 'AdminContent', 'AdminRounds', 'AdminAudit', 'AdminOperators', 'AdminTotp', 'AdminDeposits'] as const;
export type ApiTagType = (typeof apiTagTypes)[number];
/** A tag of the API's cache, as `invalidateTags` takes it: a type, or a type and id. */
export type ApiTag = TagDescription<ApiTagType>;

/**
 * Cached data named by these tags may have changed (a socket event, a notification): what is on
 * screen fetches again. Dispatched by code of the first download, which does not load the API
 * (RTK Query arrives with the first screen that calls the server); the installed API turns it into
 * `api.util.invalidateTags` (app/store.ts). Before that nothing is cached, so nothing is stale.
 */
export const tagsStale = createAction<readonly ApiTag[]>('api/tagsStale');

/** The API's cache was just added to the state (app/store.ts): the state has it from this action on. */
export const apiInstalled = createAction('api/installed');
