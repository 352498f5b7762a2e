import { Type, type Static } from '@sinclair/typebox';
import { ZONES } from '../game.js';
import { Nullable } from './common.js';
import { SystemContent } from './content.js';
import { GrowthRules } from './growth.js';
import { Round } from './rounds.js';

const ZoneRoundsSchema = Type.Object(
  Object.fromEntries(ZONES.map((z) => [z, Type.Object({ current: Round, last: Nullable(Round) })])) as Record<
    (typeof ZONES)[number],
    ReturnType<typeof Type.Object<{ current: typeof Round; last: ReturnType<typeof Nullable<typeof Round>> }>>
  >,
);

/**
 * GET /v1/system (public): the server clock, each zone's open and last settled round, the game's
 * settings, and the content settings (hotline, support chat, terms, popup; banners and partners
 * have calls of their own: /v1/banner, /v1/partner).
 */
export const SystemResponse = Type.Object({
  serverTime: Type.Number({ description: 'epoch ms' }),
  brandName: Type.String(),
  zones: ZoneRoundsSchema,
  game: Type.Object({
    zoneSeconds: Type.Object(Object.fromEntries(ZONES.map((z) => [z, Type.Integer()])) as Record<(typeof ZONES)[number], ReturnType<typeof Type.Integer>>),
    betLockSeconds: Type.Integer(),
    betMin: Type.Number(),
    betMax: Type.Number(),
    payoutBps: Type.Integer({ description: 'Rate of the rounds opening now: a winning bet pays floor(amount x payoutBps / 10,000)' }),
  }),
  growth: GrowthRules,
  content: SystemContent,
});
export type SystemResponse = Static<typeof SystemResponse>;
