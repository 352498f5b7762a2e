import type { InboxQuery, InboxResponse, MarkReadBody, MarkReadResponse } from '../../../../shared/api/notifications';
import { api } from '../../../api/base';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

/** Notifications per page of the inbox; the bell's unread count comes with page 1 (one request for both). */
export const INBOX_PAGE_SIZE = 20;

const saveInbox = saveSnapshotOf<InboxResponse, Required<InboxQuery>>(snapshotKeys.inbox);

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/notifications: the player's inbox, newest first, with the count of unread ones. Refetched on each NOTIFICATION. */
    getInbox: build.query<InboxResponse, Required<InboxQuery>>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: ['Notifications'],
      // The first page is kept: the inbox (and the bell's count) reopened offline.
      async onQueryStarted(arg, lifecycle) {
        if (arg.page === 1) await saveInbox(arg, lifecycle);
      },
    }),
    /** POST /v1/notifications/read: opened in the inbox, or 'Tất cả'. */
    markRead: build.mutation<MarkReadResponse, MarkReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
    /**
     * The same, when 'ĐỒNG Ý' acknowledges a live notification: quiet, as the dialog has closed and
     * a notification that never reached the inbox (or a lost network) is nothing to report.
     */
    acknowledge: build.mutation<MarkReadResponse, string>({
      query: (id) => ({ url: '/notifications/read', method: 'POST', body: { ids: [id] } satisfies MarkReadBody }),
      extraOptions: { quiet: true },
      invalidatesTags: (result) => (result ? ['Notifications'] : []),
    }),
  }),
});

export const { useGetInboxQuery, useMarkReadMutation, useAcknowledgeMutation } = inboxApi;
