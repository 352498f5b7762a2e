import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { BannersResponse, NewResponse, PartnersResponse, TopResponse } from '../../../../shared/api/content';
import { api } from '../../../api/base';
import { snapshotKeys } from '../../../stores/offline-slice';
import { roundClosed } from '../../../stores/realtime-actions';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

/** Home's content (all public): the operator's banners and partners, and wins of settled bets. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/banner: active banners in the operator's order. */
    getBanners: build.query<BannersResponse, void>({
      query: () => '/banner',
      providesTags: [{ type: 'Content', id: 'BANNERS' }],
    }),
    /** GET /v1/partner: partners in the operator's order. */
    getPartners: build.query<PartnersResponse, void>({
      query: () => '/partner',
      onQueryStarted: saveSnapshotOf<PartnersResponse, void>(snapshotKeys.partners),
      providesTags: [{ type: 'Content', id: 'PARTNERS' }],
    }),
    /** GET /v1/top: today's biggest winners (Vietnam time), biggest first. */
    getTopWins: build.query<TopResponse, void>({
      query: () => '/top',
      onQueryStarted: saveSnapshotOf<TopResponse, void>(snapshotKeys.topWins),
      providesTags: [{ type: 'Wins', id: 'TOP' }],
    }),
    /**
     * GET /v1/new: the latest wins, newest first. Wins appear only when a round settles, so the list
     * is fetched again once per NEW_SESSION (one per zone's round), never polled.
     */
    getLatestWins: build.query<NewResponse, void>({
      query: () => '/new',
      onQueryStarted: saveSnapshotOf<NewResponse, void>(snapshotKeys.latestWins),
      providesTags: [{ type: 'Wins', id: 'NEW' }],
      async onCacheEntryAdded(_arg, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded.catch(() => undefined);
        const unsubscribe = dispatch(
          addListener({ actionCreator: roundClosed, effect: () => void dispatch(contentApi.util.invalidateTags([{ type: 'Wins', id: 'NEW' }])) }),
        ) as unknown as UnsubscribeListener;
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
});

export const { useGetBannersQuery, useGetPartnersQuery, useGetTopWinsQuery, useGetLatestWinsQuery } = contentApi;
