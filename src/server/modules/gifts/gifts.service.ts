import type { RawBuilder } from 'kysely';
import { randomInt } from 'node:crypto';
import type { BuyBoxResponse, GiftQuery, GiftResponse, OpenBoxResponse } from '../../../shared/api/growth.js';
import type { RewardType } from '../../../shared/growth.js';
import { pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import type { Db } from '../../db/database.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import { cursorKey, pageOf, paging } from '../../lib/paging.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import { balanceOf, type PlayerBalance } from '../ledger/index.js';
import type { PlayerRow } from '../players/index.js';
import { guardPlay, recordWinnings } from '../safety/index.js';
import { toRewardRecord } from './gifts.mapper.js';
import { insertBox, insertRewardRecord, insertRewardRecordsFrom, markOpened, oldestUnopenedBox, rewardRecordsBefore, rewardRecordsPage, rewardsOf, rewardTotals, unopenedBoxes } from './gifts.repository.js';
import { drawPrize } from './prize-draw.js';

/**
 * POST /v1/players/buy-open: one gift box at the `boxPrice` setting, paid from the player to REWARDS
 * (BOX_PURCHASE). A retry with the same Idempotency-Key buys nothing twice. Refused during the
 * player's cool-off or self-exclusion, and past a loss limit (the price counts as a stake, the prize
 * as winnings when the box is opened).
 */
export async function buyBox(ctx: AppContext, player: PlayerRow, idempotencyKey: string | undefined): Promise<StoredAnswer<BuyBoxResponse>> {
  const now = ctx.clock.now();
  const price = pointsToUnits(ctx.settings.get('boxPrice'))!;
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<BuyBoxResponse>(ctx.db, { playerId: player.id, scope: 'buy-open', key: idempotencyKey, request: {}, now }, async (trx) => {
    await guardPlay(trx, player.id, price, now);
    const box = await insertBox(trx, { playerId: player.id, price, createdAt: now });
    moved = await ctx.ledger.post(trx, { from: { player: player.id }, to: { system: 'REWARDS' }, amount: price, kind: 'BOX_PURCHASE', ref: { type: 'box', id: box.id }, now });
    return { statusCode: 201, body: { boxes: await unopenedBoxes(trx, player.id), balance: unitsToPoints(moved!.balance), balanceVersion: moved!.version } };
  });
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}

/**
 * POST /v1/reward: opens the player's oldest unopened box. The prize is drawn with crypto.randomInt
 * from the operator's weighted table, credited from REWARDS (BOX_REWARD) and recorded (OPENBOX).
 */
export async function openBox(ctx: AppContext, player: PlayerRow, idempotencyKey: string | undefined): Promise<StoredAnswer<OpenBoxResponse>> {
  const now = ctx.clock.now();
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<OpenBoxResponse>(ctx.db, { playerId: player.id, scope: 'open-box', key: idempotencyKey, request: {}, now }, async (trx) => {
    const box = await oldestUnopenedBox(trx, player.id);
    if (!box) throw new BadRequestError(texts.growth.errors.noBox, 'NO_BOX');
    const prize = drawPrize(ctx.settings.get('boxPrizes'), randomInt);
    const points = pointsToUnits(prize.points)!;
    // Of two openings racing for this box, one wins; the other is told to try again.
    if (!(await markOpened(trx, box.id, { name: prize.name, points, at: now }))) throw new ConflictError(texts.errors.generic, 'BOX_TAKEN');
    const ref = { type: 'box', id: box.id };
    if (points > 0) moved = await ctx.ledger.post(trx, { from: { system: 'REWARDS' }, to: { player: player.id }, amount: points, kind: 'BOX_REWARD', ref, now });
    await recordWinnings(trx, player.id, points, now);
    const record = await insertRewardRecord(trx, { playerId: player.id, type: 'OPENBOX', price: points, note: null, rewardName: prize.name, refType: ref.type, refId: String(box.id), createdAt: now });
    const balance = moved ?? (await balanceOf(trx, player.id))!;
    return {
      statusCode: 201,
      body: { record: toRewardRecord(record), prize: { name: prize.name, points: prize.points }, boxes: await unopenedBoxes(trx, player.id), balance: unitsToPoints(balance.balance), balanceVersion: balance.version },
    };
  });
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}

/**
 * GET /v1/gift?type=: the caller's reward records of one type, newest first, and their unopened boxes:
 * a page by number with the counts, or by cursor (the record the page before ended on) without them.
 */
export async function giftHistory(ctx: AppContext, player: PlayerRow, query: GiftQuery): Promise<GiftResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const [read, boxes] = await Promise.all([
    query.cursor === undefined
      ? rewardRecordsPage(ctx.db, player.id, query.type, limit + 1, offset)
      : rewardRecordsBefore(ctx.db, player.id, query.type, cursorKey(query.cursor), limit + 1).then((rows) => ({ rows, total: undefined })),
    unopenedBoxes(ctx.db, player.id),
  ]);
  const { rows, nextCursor } = pageOf(read.rows, limit, (r) => r.id);
  return { results: rows.map(toRewardRecord), ...(read.total === undefined ? { limit } : info(read.total)), nextCursor, boxes };
}


/**
 * Lines of the reward history for many players at once, all of one kind and reference (a round's
 * commissions): `records` is a relation (player_id, price, note), price in units.
 */
export function recordRewards(trx: Db, records: RawBuilder<unknown>, info: { type: keyof typeof texts.growth.rewardNames; ref: { type: string; id: number }; createdAt: number }): Promise<void> {
  return insertRewardRecordsFrom(trx, records, { type: info.type, rewardName: texts.growth.rewardNames[info.type], refType: info.ref.type, refId: String(info.ref.id), createdAt: info.createdAt });
}

/**
 * A line of the reward history for one player (a stake's day), in the caller's transaction. The
 * note is the line's own; its name is the reward type's (texts.growth.rewardNames).
 */
export async function recordReward(
  trx: Db,
  info: { playerId: number; type: keyof typeof texts.growth.rewardNames; price: number; note: string | null; ref: { type: string; id: string }; createdAt: number },
): Promise<void> {
  await insertRewardRecord(trx, {
    playerId: info.playerId,
    type: info.type,
    price: info.price,
    note: info.note,
    rewardName: texts.growth.rewardNames[info.type],
    refType: info.ref.type,
    refId: info.ref.id,
    createdAt: info.createdAt,
  });
}

/** What a player earned of one reward type (units): in all, and since `since`. */
export function rewardsEarned(db: Db, playerId: number, type: RewardType, since: number): Promise<{ all: number; since: number }> {
  return rewardTotals(db, playerId, type, since);
}

/** The rewards of one type written under one reference (a round's commissions, a stake's day), by player. */
export function rewardsUnder(db: Db, type: RewardType, ref: { readonly type: string; readonly id: string }) {
  return rewardsOf(db, type, ref);
}
