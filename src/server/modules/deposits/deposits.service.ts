import type { AdminDepositBody, AdminDepositResponse, DepositsQuery, DepositsResponse } from '../../../shared/api/deposits.js';
import { formatPoints, MAX_POINTS, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { PUSH_PAGES } from '../../../shared/push.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError } from '../../lib/errors.js';
import { cursorKey, pageOf } from '../../lib/paging.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import type { PlayerBalance } from '../ledger/index.js';
import { announce, notifyPlayer, type StoredNotification } from '../notifications/index.js';
import { playerOrNotFound, type PlayerRow } from '../players/index.js';
import { toDeposit } from './deposits.mapper.js';
import { insertDeposit, listPlayerDeposits, playerDepositTotals } from './deposits.repository.js';

/**
 * POST /v1/admin/deposits (decisions section 4): SUCCESS moves the points from CASH_IN to the player
 * (DEPOSIT); FAILED is recorded only. Audit-logged in the same transaction; the player is told the
 * new balance (when credited) and notified. A retry with the same Idempotency-Key answers the first
 * result and credits nothing twice. The audit row holds the player's balance before and after (units).
 */
export async function createDeposit(
  ctx: AppContext,
  call: OperatorCall,
  input: AdminDepositBody & { idempotencyKey: string | undefined },
): Promise<StoredAnswer<AdminDepositResponse>> {
  if (input.amount > MAX_POINTS) throw new BadRequestError(texts.accountArea.deposit.amountTooLarge, 'INVALID_AMOUNT');
  const amount = pointsToUnits(input.amount);
  if (amount === undefined) throw new BadRequestError(texts.accountArea.withdraw.amountDecimals, 'INVALID_AMOUNT');
  if (amount <= 0) throw new BadRequestError(texts.accountArea.deposit.amountPositive, 'INVALID_AMOUNT');
  const status = input.status ?? 'SUCCESS';
  const note = input.note?.trim() || null;
  const now = ctx.clock.now();
  const { operator } = call;
  let credited: PlayerBalance | undefined;
  let notice: StoredNotification | undefined;
  const answer = await idempotent<AdminDepositResponse>(
    ctx.db,
    { playerId: operator.id, scope: 'admin-deposits', key: input.idempotencyKey, request: { playerId: input.playerId, amount: input.amount, status, note }, now },
    async (trx) => {
      // Players only: an operator's id is 'Không tìm thấy người chơi', as in the players console (issue 27).
      const player = await playerOrNotFound(ctx, input.playerId, trx);
      const row = await insertDeposit(trx, { playerId: player.id, amount, status, note, operatorId: operator.id, createdAt: now });
      if (status === 'SUCCESS') {
        credited = await ctx.ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: player.id }, amount, kind: 'DEPOSIT', ref: { type: 'deposit', id: row.id }, now });
      }
      await audit(trx, {
        actorId: operator.id,
        action: 'DEPOSIT_CREATE',
        targetType: 'deposit',
        targetId: row.id,
        details: { playerId: player.id, amount, status, note },
        before: { balance: player.balance },
        after: { balance: credited?.balance ?? player.balance },
        ip: call.ip,
        now,
      });
      const n = texts.accountArea.notification;
      const points = formatPoints(unitsToPoints(amount));
      notice = await notifyPlayer(trx, ctx, player.id, status === 'SUCCESS' ? n.depositCredited(points) : n.depositFailed(points), { push: { category: 'money', url: PUSH_PAGES.deposits } });
      return { statusCode: 201, body: { deposit: toDeposit(row), balance: unitsToPoints(credited?.balance ?? player.balance) } };
    },
  );
  // A replayed answer (same Idempotency-Key) credited nothing now: the player was told the first time.
  if (!answer.replayed) {
    if (credited) ctx.events.emit('balanceChanged', credited);
    announce(ctx, notice);
  }
  return answer;
}

/**
 * GET /v1/deposits: the caller's own, with the totals of spec section 3 (count and amount both of
 * SUCCESS ones only): all of them (no query, as the spec calls it), or a page of `limit` (20 by
 * default) from `cursor`, the first page (no cursor) with the totals over them all.
 */
export async function playerDeposits(ctx: AppContext, player: PlayerRow, query: DepositsQuery = {}): Promise<DepositsResponse> {
  const paged = query.limit !== undefined || query.cursor !== undefined;
  const limit = query.limit ?? 20;
  const before = query.cursor === undefined ? undefined : cursorKey(query.cursor);
  const [rows, totals] = await Promise.all([
    listPlayerDeposits(ctx.db, player.id, paged ? { before, limit: limit + 1 } : {}),
    before === undefined ? playerDepositTotals(ctx.db, player.id) : undefined,
  ]);
  const page = paged ? pageOf(rows, limit, (r) => r.id) : { rows, nextCursor: null };
  return {
    deposits: page.rows.map(toDeposit),
    ...(totals ? { totalDeposits: totals.count, totalDepositAmount: unitsToPoints(totals.units) } : {}),
    nextCursor: page.nextCursor,
  };
}
