import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { BuyBoxResponse, GiftResponse, OpenBoxResponse } from '../../../../shared/api/growth';
import type { RewardType } from '../../../../shared/growth';
import { api } from '../../../api/base';
import { cursorPages, pageParams } from '../../../api/history-pages';
import { balanceChanged } from '../../../stores/auth-slice';
import { newBalanceReceived } from '../../../stores/realtime-actions';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveFirstPageOf } from '../../../stores/save-snapshot';

export interface GiftsArgs {
  readonly type: RewardType;
}

/** Fresh for each tap: a retry of that very request buys or opens once. */
export interface BoxArgs {
  readonly idempotencyKey: string;
}

const saveGifts = saveFirstPageOf<GiftResponse, GiftsArgs>((args) => snapshotKeys.gifts(args.type));

export const giftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/gift: the records of one type, newest first, page after page by cursor back to the first
     * (issue 30), and the unopened boxes; the first page per type is kept for offline reading. A reward
     * credited meanwhile (a commission at settlement, a staking day) arrives as NEW_BALANCE: the open
     * list is fetched again so it shows at once.
     */
    getGifts: build.infiniteQuery<GiftResponse, GiftsArgs, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/gift', params: { type: queryArg.type, ...pageParams(pageParam) } }),
      providesTags: ['Gifts'],
      onQueryStarted: saveGifts,
      async onCacheEntryAdded(_args, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        if (!(await cacheDataLoaded.then(() => true).catch(() => false))) return;
        const stop = dispatch(
          addListener({ actionCreator: newBalanceReceived, effect: () => void dispatch(giftsApi.util.invalidateTags(['Gifts'])) }),
        ) as unknown as UnsubscribeListener;
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** POST /v1/players/buy-open: one box at the box price. */
    buyBox: build.mutation<BuyBoxResponse, BoxArgs>({
      query: ({ idempotencyKey }) => ({ url: '/players/buy-open', method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (result) => (result ? ['Gifts', 'Ledger'] : []),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(balanceChanged({ balance: data.balance, balanceVersion: data.balanceVersion }));
        showBoxes(dispatch, getState, data.boxes);
      },
    }),
    /** POST /v1/reward: opens one box; its prize is credited at once and recorded (OPENBOX). */
    openBox: build.mutation<OpenBoxResponse, BoxArgs>({
      query: ({ idempotencyKey }) => ({ url: '/reward', method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (result) => (result ? ['Gifts', 'Ledger'] : []),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(balanceChanged({ balance: data.balance, balanceVersion: data.balanceVersion }));
        showBoxes(dispatch, getState, data.boxes);
      },
    }),
  }),
});

/** The box count a purchase or an opening answered with, shown at once while the lists refetch. */
function showBoxes(dispatch: (action: unknown) => unknown, getState: () => unknown, boxes: number) {
  for (const args of giftsApi.util.selectCachedArgsForQuery(getState() as never, 'getGifts')) {
    dispatch(
      giftsApi.util.updateQueryData('getGifts', args, (draft) => {
        for (const page of draft.pages) page.boxes = boxes;
      }),
    );
  }
}

export const { useGetGiftsInfiniteQuery, useBuyBoxMutation, useOpenBoxMutation } = giftsApi;
