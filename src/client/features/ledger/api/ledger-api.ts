import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { LedgerResponse } from '../../../../shared/api/ledger';
import { api } from '../../../api/base';
import { cursorPages, pageParams } from '../../../api/history-pages';
import { snapshotKeys } from '../../../stores/offline-slice';
import { newBalanceReceived } from '../../../stores/realtime-actions';
import { saveFirstPageOf } from '../../../stores/save-snapshot';

export const ledgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/ledger: the player's balance changes, newest first, page after page by cursor back to the
     * first (issue 30); the first page is kept for offline reading. Every change of the balance is a new
     * row, and arrives as NEW_BALANCE: the open list is read again so it shows at once.
     */
    getLedger: build.infiniteQuery<LedgerResponse, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/ledger', params: pageParams(pageParam) }),
      providesTags: ['Ledger'],
      onQueryStarted: saveFirstPageOf<LedgerResponse, void>(snapshotKeys.ledger),
      async onCacheEntryAdded(_arg, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        if (!(await cacheDataLoaded.then(() => true).catch(() => false))) return;
        const stop = dispatch(
          addListener({ actionCreator: newBalanceReceived, effect: () => void dispatch(ledgerApi.util.invalidateTags(['Ledger'])) }),
        ) as unknown as UnsubscribeListener;
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useGetLedgerInfiniteQuery } = ledgerApi;
