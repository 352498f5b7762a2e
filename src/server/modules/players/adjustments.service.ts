import { randomUUID } from 'node:crypto';
import type { AdjustmentBody, AdjustmentResponse } from '../../../shared/api/admin-players.js';
import { formatPoints, MAX_POINTS, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import { InsufficientBalanceError, type PlayerBalance } from '../ledger/index.js';
import { findPlayerOnly } from './admin-players.repository.js';

const REASON_MAX = 500;

/**
 * POST /v1/admin/players/{id}/adjustments: an operator's correction of a balance, either way,
 * between the player and the ADJUSTMENTS account (kind ADJUSTMENT, the reason as the ledger note).
 * The ledger's conditional update refuses a balance below 0 or above the maximum; audited in the
 * same transaction; a retry with the same Idempotency-Key answers the first result.
 */
export async function adjustBalance(
  ctx: AppContext,
  call: OperatorCall,
  id: number,
  input: AdjustmentBody & { idempotencyKey: string | undefined },
): Promise<StoredAnswer<AdjustmentResponse>> {
  const t = texts.admin.adjustment;
  const reason = input.reason.trim();
  if (!reason) throw new BadRequestError(t.reasonRequired, 'REASON_REQUIRED');
  if (reason.length > REASON_MAX) throw new BadRequestError(t.reasonTooLong, 'REASON_TOO_LONG');
  if (Math.abs(input.amount) > MAX_POINTS) throw new BadRequestError(t.amountTooLarge, 'INVALID_AMOUNT');
  const signed = pointsToUnits(input.amount);
  if (signed === undefined) throw new BadRequestError(t.amountDecimals, 'INVALID_AMOUNT');
  if (signed === 0) throw new BadRequestError(t.amountZero, 'INVALID_AMOUNT');
  const now = ctx.clock.now();
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<AdjustmentResponse>(
    ctx.db,
    { playerId: call.operator.id, scope: 'admin-adjustments', key: input.idempotencyKey, request: { id, amount: input.amount, reason }, now },
    async (trx) => {
      const player = await findPlayerOnly(trx, id);
      if (!player) throw new NotFoundError(texts.admin.players.notFound, 'PLAYER_NOT_FOUND');
      const ref = { type: 'adjustment', id: randomUUID() };
      const [from, to] = signed > 0 ? [{ system: 'ADJUSTMENTS' as const }, { player: id }] : [{ player: id }, { system: 'ADJUSTMENTS' as const }];
      try {
        moved = await ctx.ledger.post(trx, { from, to, amount: Math.abs(signed), kind: 'ADJUSTMENT', ref, note: reason, now });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw new BadRequestError(t.belowZero(formatPoints(unitsToPoints(player.balance))), 'INSUFFICIENT_BALANCE');
        }
        throw error;
      }
      await audit(trx, {
        actorId: call.operator.id,
        action: 'BALANCE_ADJUST',
        targetType: 'player',
        targetId: id,
        details: { amount: signed, reason, ledgerRef: ref.id },
        before: { balance: player.balance },
        after: { balance: moved!.balance },
        ip: call.ip,
        now,
      });
      return { statusCode: 201, body: { balance: unitsToPoints(moved!.balance), balanceVersion: moved!.version } };
    },
  );
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}
