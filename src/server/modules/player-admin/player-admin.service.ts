import type { AdminPlayerDetail, AdminPlayersQuery, AdminPlayersResponse } from '../../../shared/api/admin-players.js';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import { playerFigures } from '../dashboard/index.js';
import { countFoundPlayers, type FileUrlFor, playerById, playerOrNotFound, playersFound, playersFoundBefore, playerSummary, toPlayer } from '../players/index.js';
import { downlineSizes } from '../referrals/index.js';

// The operators' players console (issue 14): the search and a player's page, which bring together
// the players, their referral downline and the dashboard's rollups.

/** GET /v1/admin/players */
/** A search counts its matches up to here; beyond, the answer says `moreResults`. */
export const SEARCH_COUNT_CAP = 1000;

export async function findPlayers(ctx: AppContext, query: AdminPlayersQuery): Promise<AdminPlayersResponse> {
  const q = query.q?.trim() ?? '';
  if (q.length > 64) throw new BadRequestError(texts.admin.players.queryTooLong);
  const { limit, offset, info } = paging(query.page, query.limit);
  // Every player: the dashboard's rollup counts them. A search: counted up to SEARCH_COUNT_CAP, beyond
  // which the screen says "1,000+" (nobody pages through a thousand matches; they type more).
  // A page after `cursor` (issue 30) is read along the id, however deep; a page by number, by offset.
  const [read, found] = await Promise.all([
    query.cursor === undefined ? playersFound(ctx.db, q, limit + 1, offset) : playersFoundBefore(ctx.db, q, cursorKey(query.cursor), limit + 1),
    q ? countFoundPlayers(ctx.db, q, SEARCH_COUNT_CAP) : playerFigures(ctx, ctx.clock.now()).then((f) => f.total),
  ]);
  const capped = q !== '' && found > SEARCH_COUNT_CAP;
  const total = capped ? SEARCH_COUNT_CAP : found;
  const { rows, nextCursor } = pageOf(read, limit, (r) => r.id);
  return {
    results: rows.map((r) => ({
      id: r.id,
      incId: PUBLIC_ID_OFFSET + r.id,
      username: r.username,
      nickname: r.nickname,
      phoneNumber: r.phoneNumber,
      bankAccountNumber: r.bankAccountNumber,
      balance: unitsToPoints(r.balance),
      locked: r.locked === 1,
      verificationStatus: r.verificationStatus,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    ...info(total),
    ...(capped ? { moreResults: true } : {}),
    nextCursor,
  };
}

/** GET /v1/admin/players/{id} */
export async function playerDetail(ctx: AppContext, id: number, fileUrl: FileUrlFor): Promise<AdminPlayerDetail> {
  const player = await playerOrNotFound(ctx, id);
  const [referrer, counts] = await Promise.all([player.referrerId ? playerById(ctx.db, player.referrerId) : undefined, downlineSizes(ctx.db, id)]);
  const levels = Array.from({ length: 7 }, (_, i) => counts.get(i + 1) ?? 0);
  return {
    player: toPlayer(player, fileUrl),
    locked: player.locked === 1,
    mustChangePassword: player.mustChangePassword === 1,
    upline: referrer ? playerSummary(referrer) : null,
    downline: { levels, total: levels.reduce((a, b) => a + b, 0) },
  };
}

