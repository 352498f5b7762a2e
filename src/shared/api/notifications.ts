import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from '../notifications.js';
import { MultilineText, PageInfo, PageQuery } from './common.js';

/** A notification of the player's inbox: sent to them, or to everyone. `id` is the one NOTIFICATION carried. */
export const InboxItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});
export type InboxItem = Static<typeof InboxItem>;

/** GET /v1/notifications (own): newest first, paginated, with the count of unread ones. */
export const InboxQuery = Type.Composite([PageQuery], { additionalProperties: false });
export type InboxQuery = Static<typeof InboxQuery>;
export const InboxResponse = Type.Object({ results: Type.Array(InboxItem), ...PageInfo, unread: Type.Integer() });
export type InboxResponse = Static<typeof InboxResponse>;

/** POST /v1/notifications/read: marks the given ids read, or all of them; answers the unread count left. */
export const MarkReadBody = Type.Union([
  Type.Object({ ids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MarkReadBody = Static<typeof MarkReadBody>;
export const MarkReadResponse = Type.Object({ unread: Type.Integer() });
export type MarkReadResponse = Static<typeof MarkReadResponse>;

export { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX };

/**
 * POST /v1/admin/notifications (ADMIN): to one player, named by the public ID the app shows (`incId`)
 * or by the internal id (`playerId`), never both; without either, to everyone. With `push: true`,
 * also as a Web Push (issue 32).
 */
export const AdminNotificationBody = Type.Object(
  {
    playerId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'internal player id; omit (with incId) for everyone' })),
    incId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'public player ID the app shows (100002); omit (with playerId) for everyone' })),
    title: Type.Optional(Type.String({ description: `at most ${NOTIFICATION_TITLE_MAX} characters; 'Thông báo' when absent or blank` })),
    content: MultilineText({ description: `1 to ${NOTIFICATION_CONTENT_MAX} characters` }),
    push: Type.Optional(Type.Boolean({ description: "also as a Web Push to the devices that have it on (the players' 'notices' choice); false when absent" })),
  },
  { additionalProperties: false },
);
export type AdminNotificationBody = Static<typeof AdminNotificationBody>;
export const AdminNotificationResponse = Type.Object({
  id: Type.String(),
  /** Null: sent to everyone. */
  playerId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminNotificationResponse = Static<typeof AdminNotificationResponse>;
