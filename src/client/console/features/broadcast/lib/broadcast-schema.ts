import { object, string } from 'yup';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from '../../../../../shared/notifications';
import { PUBLIC_ID_OFFSET } from '../../../../../shared/players';
import { texts } from '../../../../../shared/texts';

const t = texts.console.content.broadcast;
const e = texts.notifications.errors;

export type Audience = 'one' | 'everyone';

export interface BroadcastValues {
  readonly audience: Audience;
  /** The public ID the app shows (100002), for one player. */
  readonly playerId: string;
  readonly title: string;
  readonly content: string;
  /** Also as a Web Push (issue 32). */
  readonly push: boolean;
}

/** The server's own bounds, checked before sending; an ID of 100,000 or less is never a public one. */
export const broadcastSchema = object({
  audience: string().oneOf(['one', 'everyone']),
  playerId: string().when('audience', {
    is: 'one',
    then: (s) =>
      s
        .trim()
        .required(t.playerIdRequired)
        .test('public-id', t.playerIdInvalid, (v) => /^\d+$/.test(v) && Number(v) > PUBLIC_ID_OFFSET && Number.isSafeInteger(Number(v))),
  }),
  title: string().trim().max(NOTIFICATION_TITLE_MAX, e.titleTooLong(NOTIFICATION_TITLE_MAX)),
  content: string().trim().required(e.contentRequired).max(NOTIFICATION_CONTENT_MAX, e.contentTooLong(NOTIFICATION_CONTENT_MAX)),
});

/** The title the player will read: blank means the server's default, 'Thông báo'. */
export function shownTitle(title: string): string {
  return title.trim() || texts.accountArea.notification.title;
}
