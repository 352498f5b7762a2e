import type { AdminNotificationBody, AdminNotificationResponse } from '../../../../../shared/api/notifications';
import { api } from '../../../../api/base';

/**
 * POST /v1/admin/notifications: to one player by the public ID the app shows (`incId`), or to
 * everyone; with `push: true`, also as a Web Push to the devices that have it on (issue 32).
 */
export const consoleBroadcastApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendNotification: build.mutation<AdminNotificationResponse, AdminNotificationBody>({
      query: (body) => ({ url: '/admin/notifications', method: 'POST', body }),
    }),
  }),
});

export const { useSendNotificationMutation } = consoleBroadcastApi;
