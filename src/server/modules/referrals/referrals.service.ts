import type { ListRefsQuery, ListRefsResponse, ReferralSummary } from '../../../shared/api/growth.js';
import { vietnamDay, vietnamDayStart } from '../../../shared/content.js';
import { levelDepth, REFERRAL_LEVELS } from '../../../shared/growth.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../lib/errors.js';
import { paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import { rewardsEarned } from '../gifts/index.js';
import { assertSelf, type PlayerRow } from '../players/index.js';
import { downlineCounts, downlinePage, insertReferralPaths } from './referrals.repository.js';

/** Fixes a new player's upline for good, in the transaction that creates them. */
export function recordUpline(trx: Db, playerId: number, referrerId: number): Promise<void> {
  return insertReferralPaths(trx, playerId, referrerId);
}

/** GET /v1/players/{id}/list-refs: one level of the caller's downline; F2..F7 need VIP. */
export async function listRefs(ctx: AppContext, caller: PlayerRow, id: number, query: ListRefsQuery): Promise<ListRefsResponse> {
  assertSelf(caller, id);
  const depth = levelDepth(query.childLevel ?? 'F1');
  if (depth >= 2 && caller.isUnlockMulti !== 1) throw new ForbiddenError(texts.growth.errors.vipRequired, 'VIP_REQUIRED');
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await downlinePage(ctx.db, id, depth, limit, offset);
  return { items: rows.map((r) => ({ id: r.id, createdAt: new Date(r.createdAt).toISOString(), username: r.username })), ...info(total) };
}

/** GET /v1/players/{id}/referrals: the code, the commissions (today in Vietnam, all time) and the downline per level. */
export async function referralSummary(ctx: AppContext, caller: PlayerRow, id: number): Promise<ReferralSummary> {
  assertSelf(caller, id);
  const [counts, totals] = await Promise.all([downlineCounts(ctx.db, id), rewardsEarned(ctx.db, id, 'LV7', vietnamDayStart(vietnamDay(ctx.clock.now())))]);
  return {
    refId: caller.refCode,
    commissionToday: unitsToPoints(totals.since),
    commissionTotal: unitsToPoints(totals.all),
    downline: Object.fromEntries(REFERRAL_LEVELS.map((level) => [level, counts.get(levelDepth(level)) ?? 0])) as ReferralSummary['downline'],
  };
}

/** How many players stand under `ancestorId` at each referral level (1 = their direct referrals). */
export function downlineSizes(db: Db, ancestorId: number): Promise<Map<number, number>> {
  return downlineCounts(db, ancestorId);
}
