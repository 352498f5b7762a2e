import type { AdminBannersResponse } from '../../../../../shared/api/content';
import type { DashboardResponse, OnlineCount } from '../../../../../shared/api/dashboard';
import type { AdminPushResponse } from '../../../../../shared/api/push';
import { api } from '../../../../api/base';

/** How often the screen asks again: the online count (a cheap call), and every other figure. */
export const ONLINE_POLL_MS = 15_000;
export const FIGURES_POLL_MS = 60_000;

/** /v1/admin/dashboard: the figures, and the online count alone for its short poll; the banners for the setup checklist. */
export const consoleDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => '/admin/dashboard',
      providesTags: ['AdminDashboard'],
    }),
    getDashboardOnline: build.query<OnlineCount, void>({
      query: () => '/admin/dashboard/online',
    }),
    /** GET /v1/admin/push (issue 32): players with Web Push on at least one device, and those devices. */
    getPushCount: build.query<AdminPushResponse, void>({
      query: () => '/admin/push',
      providesTags: ['AdminDashboard'],
      // A figure beside the others: unanswered, its card shows a dash rather than a toast on every poll.
      extraOptions: { quiet: true },
    }),
    /** The banners, for the setup checklist only: the Content screen's changes refresh it (same tag). */
    getSetupBanners: build.query<AdminBannersResponse, void>({
      query: () => '/admin/banners',
      providesTags: [{ type: 'AdminContent', id: 'banners' }],
    }),
  }),
});

export const { useGetDashboardQuery, useGetDashboardOnlineQuery, useGetSetupBannersQuery, useGetPushCountQuery } = consoleDashboardApi;
