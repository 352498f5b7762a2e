import { createAction } from '@reduxjs/toolkit';
import type { ApiTag } from '../api/base';

/**
 * Cached data named by these tags may have changed (a socket event, a notification): what is on
 * screen fetches again. Dispatched by code of the first download, which does not load the API
 * (RTK Query arrives with the first screen that calls the server); the installed API turns it into
 * `api.util.invalidateTags` (app/store.ts). Before that nothing is cached, so nothing is stale.
 */
export const tagsStale = createAction<readonly ApiTag[]>('api/tagsStale');

/** The API's cache was just added to the state (app/store.ts): the state has it from this action on. */
export const apiInstalled = createAction('api/installed');
