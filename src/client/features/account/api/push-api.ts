import type {
  PushKeyResponse,
  PushPreferencesBody,
  PushPreferencesResponse,
  PushSubscriptionBody,
  PushSubscriptionResponse,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from '../../../../shared/api/push';
import { api } from '../../../api/base';

/** What the player hears about: the four choices, without the device count. */
export type PushTopics = PushPreferencesBody;

/** Issue 32's calls (src/shared/api/push.ts): the server's key, this device's subscription, the player's choices. */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/push/key: the server's VAPID public key (base64url), for `applicationServerKey`. */
    getPushKey: build.query<PushKeyResponse, void>({
      query: () => '/push/key',
    }),
    /** POST /v1/push/subscriptions: this device, as the browser subscribed it. */
    savePushSubscription: build.mutation<PushSubscriptionResponse, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
      invalidatesTags: ['Push'],
    }),
    /** DELETE /v1/push/subscriptions: quiet, since the browser's subscription is already gone (no push reaches it). */
    deletePushSubscription: build.mutation<PushUnsubscribeResponse, PushUnsubscribeBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
      extraOptions: { quiet: true },
      invalidatesTags: ['Push'],
    }),
    getPushPreferences: build.query<PushPreferencesResponse, void>({
      query: () => '/push/preferences',
      providesTags: ['Push'],
    }),
    /** PUT /v1/push/preferences: shown at once, put back if the server refuses. */
    updatePushPreferences: build.mutation<PushPreferencesResponse, PushTopics>({
      query: (body) => ({ url: '/push/preferences', method: 'PUT', body }),
      async onQueryStarted(topics, { dispatch, queryFulfilled }) {
        const shown = dispatch(pushApi.util.updateQueryData('getPushPreferences', undefined, (draft) => Object.assign(draft, topics)));
        try {
          const { data } = await queryFulfilled;
          dispatch(pushApi.util.upsertQueryData('getPushPreferences', undefined, data));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const { useGetPushPreferencesQuery, useUpdatePushPreferencesMutation, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation, useLazyGetPushKeyQuery } = pushApi;
