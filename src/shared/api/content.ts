import { Type, type Static } from '@sinclair/typebox';
import { CHAT_PROVIDERS } from '../content.js';
import { ZONES } from '../game.js';
import { MultilineText, Nullable } from './common.js';

// Home's content (decisions section 6): operator banners and partners, and wins computed from
// settled bets only. Nothing here is ever invented.

/** GET /v1/banner (public): active banners in the operator's order; `image` is a public, cacheable URL. */
export const PublicBanner = Type.Object({ id: Type.Integer(), image: Type.String(), link: Nullable(Type.String()) });
export type PublicBanner = Static<typeof PublicBanner>;
export const BannersResponse = Type.Object({ results: Type.Array(PublicBanner) });
export type BannersResponse = Static<typeof BannersResponse>;

/** GET /v1/partner (public): partners in the operator's order; `logo` is a public, cacheable URL. */
export const PublicPartner = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String(), link: Nullable(Type.String()) });
export type PublicPartner = Static<typeof PublicPartner>;
export const PartnersResponse = Type.Object({ results: Type.Array(PublicPartner) });
export type PartnersResponse = Static<typeof PartnersResponse>;

/**
 * A win of a settled bet: the username masked (`ab***yz`: its first two and last two characters),
 * the points it paid (payout, not profit), the zone and round. Never a full username.
 */
export const Win = Type.Object({
  username: Type.String({ description: 'Masked: first two and last two characters around ***' }),
  amount: Type.Number({ description: 'Points paid' }),
  zone: Type.Union(ZONES.map((z) => Type.Literal(z))),
  incId: Type.Integer(),
  createdAt: Type.String({ format: 'date-time', description: 'When the round settled' }),
});
export type Win = Static<typeof Win>;

/** GET /v1/top (public): today's biggest winners (Vietnam time), one row per player, biggest first, at most 10. */
export const TopResponse = Type.Object({ results: Type.Array(Win) });
export type TopResponse = Static<typeof TopResponse>;

/** GET /v1/new (public): the latest wins, newest first, at most 20. */
export const NewResponse = Type.Object({ results: Type.Array(Win) });
export type NewResponse = Static<typeof NewResponse>;

export { CHAT_PROVIDERS };

/**
 * Support chat (CSKH), an operator setting: `script` loads a provider's widget from `scriptUrl`
 * (only when the player first taps CSKH, its origin the only one the CSP allows besides ours);
 * `link` opens `link` (Zalo, Messenger, Telegram); `none` shows the hotline dialog.
 */
export const SupportChat = Type.Object(
  {
    provider: Type.Union(CHAT_PROVIDERS.map((p) => Type.Literal(p))),
    scriptUrl: Nullable(Type.String({ maxLength: 500 })),
    link: Nullable(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type SupportChat = Static<typeof SupportChat>;

/** The popup banner, shown once per `version` and dismissible; null when the operator set none. */
export const Popup = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.String({ maxLength: 120 }),
    text: MultilineText({ maxLength: 2000 }),
    image: Nullable(Type.String({ maxLength: 500 })),
    link: Nullable(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type Popup = Static<typeof Popup>;

/** The content part of GET /v1/system. */
export const SystemContent = Type.Object({
  hotline: Nullable(Type.String()),
  chat: SupportChat,
  terms: Type.String({ description: 'The terms text the full-screen terms dialog shows' }),
  popup: Nullable(Popup),
});
export type SystemContent = Static<typeof SystemContent>;

// Operator calls (ADMIN): /v1/admin/images, /v1/admin/banners, /v1/admin/partners.

/** A link an operator sets: https, or a path of the app; checked by the server (`isSafeContentLink`). */
const ContentLink = Nullable(Type.String({ minLength: 1, maxLength: 500, description: 'https://... or a path of the app (/...); null for none' }));
/** An image uploaded with POST /v1/admin/images: its `url` (or just its stored name). */
const ImageReference = Type.String({ minLength: 1, maxLength: 500, description: 'The url POST /v1/admin/images answered' });
const Position = Type.Integer({ minimum: 0, maximum: 1000, description: 'Place in the list, 0 first; later items move down' });

/** POST /v1/admin/images (multipart field `file`): a public image, served cacheable forever at `url`. */
export const PublicImageResponse = Type.Object({ url: Type.String() });
export type PublicImageResponse = Static<typeof PublicImageResponse>;

export const AdminBanner = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  link: Nullable(Type.String()),
  active: Type.Boolean(),
  position: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminBanner = Static<typeof AdminBanner>;
export const AdminBannersResponse = Type.Object({ results: Type.Array(AdminBanner) });
export type AdminBannersResponse = Static<typeof AdminBannersResponse>;

/** POST /v1/admin/banners: added last unless `position` says where. */
export const CreateBannerBody = Type.Object(
  { image: ImageReference, link: Type.Optional(ContentLink), active: Type.Optional(Type.Boolean({ default: true })), position: Type.Optional(Position) },
  { additionalProperties: false },
);
export type CreateBannerBody = Static<typeof CreateBannerBody>;

/** PATCH /v1/admin/banners/{id}: any of its fields; at least one. */
export const UpdateBannerBody = Type.Object(
  { image: Type.Optional(ImageReference), link: Type.Optional(ContentLink), active: Type.Optional(Type.Boolean()), position: Type.Optional(Position) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateBannerBody = Static<typeof UpdateBannerBody>;

/** PUT /v1/admin/banners/order, /v1/admin/partners/order: every id, once, in the new order. */
export const ReorderBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: 1000 }) }, { additionalProperties: false });
export type ReorderBody = Static<typeof ReorderBody>;

export const AdminPartner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  link: Nullable(Type.String()),
  position: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminPartner = Static<typeof AdminPartner>;
export const AdminPartnersResponse = Type.Object({ results: Type.Array(AdminPartner) });
export type AdminPartnersResponse = Static<typeof AdminPartnersResponse>;

const PartnerName = Type.String({ minLength: 1, maxLength: 80 });
export const CreatePartnerBody = Type.Object(
  { name: PartnerName, logo: ImageReference, link: Type.Optional(ContentLink), position: Type.Optional(Position) },
  { additionalProperties: false },
);
export type CreatePartnerBody = Static<typeof CreatePartnerBody>;
export const UpdatePartnerBody = Type.Object(
  { name: Type.Optional(PartnerName), logo: Type.Optional(ImageReference), link: Type.Optional(ContentLink), position: Type.Optional(Position) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePartnerBody = Static<typeof UpdatePartnerBody>;
