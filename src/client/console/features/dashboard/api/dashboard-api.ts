import type { DashboardResponse, OnlineCount } from '../../../../../shared/api/dashboard';
import { api } from '../../../../api/base';

/** How often the screen asks again: the online count (a cheap call), and every other figure. */
export const ONLINE_POLL_MS = 15_000;
export const FIGURES_POLL_MS = 60_000;

/** /v1/admin/dashboard: the figures, and the online count alone for its short poll. */
export const consoleDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => '/admin/dashboard',
      providesTags: ['AdminDashboard'],
    }),
    getDashboardOnline: build.query<OnlineCount, void>({
      query: () => '/admin/dashboard/online',
    }),
  }),
});

export const { useGetDashboardQuery, useGetDashboardOnlineQuery } = consoleDashboardApi;
