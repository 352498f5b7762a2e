import type { SettingEntry, SettingsResponse } from '../../../shared/api/settings';
import { api } from '../../api/base';

/** /v1/admin/settings: every value an operator may change, checked per key by the server. */
export const consoleSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<SettingsResponse, void>({
      query: () => '/admin/settings',
      providesTags: ['AdminSettings'],
    }),
    putAdminSetting: build.mutation<SettingEntry, { key: string; value: unknown }>({
      query: ({ key, value }) => ({ url: `/admin/settings/${encodeURIComponent(key)}`, method: 'PUT', body: { value } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const saved = result.data;
        dispatch(
          consoleSettingsApi.util.updateQueryData('getAdminSettings', undefined, (draft) => {
            draft.results = draft.results.map((s) => (s.key === saved.key ? saved : s));
          }),
        );
      },
    }),
  }),
});

export const { useGetAdminSettingsQuery, usePutAdminSettingMutation } = consoleSettingsApi;
