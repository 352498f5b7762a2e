import type {
  AdminWithdrawalsQuery,
  CancelWithdrawalResponse,
  CreateWithdrawalResponse,
  DecisionResponse,
  WithdrawalRules,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../shared/api/withdrawals.js';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { PUSH_PAGES } from '../../../shared/push.js';
import { texts } from '../../../shared/texts.js';
import { quoteWithdrawal, VND_PER_POINT, withdrawalAmountProblem } from '../../../shared/withdrawals.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { cursorKey, pageOf, paging, readCursor } from '../../lib/paging.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { idempotent, type StoredAnswer } from '../idempotency/index.js';
import { OperatorAccountError, type PlayerBalance } from '../ledger/index.js';
import { announce, notifyPlayer, type StoredNotification } from '../notifications/index.js';
import { playerById, hasBank, type PlayerRow } from '../players/index.js';
import { toAdminWithdrawal, toWithdrawal } from './withdrawals.mapper.js';
import {
  cancelPendingWithdrawal,
  decideWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listPlayerWithdrawals,
  listWithdrawals,
  playerWithdrawalTotals,
  queuePlace,
} from './withdrawals.repository.js';

const t = texts.accountArea.withdraw;

/** What the app needs to show the fee and the net before the player confirms. */
export function withdrawalRules(ctx: AppContext): WithdrawalRules {
  return { minAmount: ctx.settings.get('withdrawalMin'), vndPerPoint: VND_PER_POINT, feeTiers: ctx.settings.get('withdrawalFeeTiers') };
}

/**
 * POST /v1/withdrawals: a bank account linked, at least the minimum, at most the balance. The
 * amount moves at once from the player to WITHDRAWALS (WITHDRAW_HOLD) in the transaction that
 * records the request with its fee and net VND; a retry with the same Idempotency-Key answers the
 * first result and holds nothing twice.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  player: PlayerRow,
  input: { amount: number; idempotencyKey: string | undefined },
): Promise<StoredAnswer<CreateWithdrawalResponse>> {
  const problem = withdrawalAmountProblem(input.amount, undefined, ctx.settings.get('withdrawalMin'));
  if (problem) throw new BadRequestError(problem, 'INVALID_AMOUNT');
  const amount = pointsToUnits(input.amount)!;
  const now = ctx.clock.now();
  let moved: PlayerBalance | undefined;
  const answer = await idempotent<CreateWithdrawalResponse>(
    ctx.db,
    { playerId: player.id, scope: 'withdrawals', key: input.idempotencyKey, request: { amount: input.amount }, now },
    async (trx) => {
      const current = (await playerById(trx, player.id))!;
      if (!hasBank(current)) throw new BadRequestError(texts.accountArea.bank.notLinked, 'BANK_NOT_LINKED');
      const quote = quoteWithdrawal(amount, ctx.settings.get('withdrawalFeeTiers'));
      const row = await insertWithdrawal(trx, {
        playerId: player.id,
        amount,
        feeBps: quote.feeBps,
        fee: quote.fee,
        netVnd: quote.netVnd,
        note: null,
        bankName: current.bankName!,
        bankAccountNumber: current.bankAccountNumber!,
        bankAccountHolder: current.bankAccountHolder!,
        operatorId: null,
        decidedAt: null,
        createdAt: now,
      });
      // Refused with 'Số dư không đủ' (and the request rolled back) when the amount exceeds the balance.
      moved = await ctx.ledger.post(trx, { from: { player: player.id }, to: { system: 'WITHDRAWALS' }, amount, kind: 'WITHDRAW_HOLD', ref: { type: 'withdrawal', id: row.id }, now });
      return { statusCode: 201, body: { withdrawal: toWithdrawal(row), balance: unitsToPoints(moved!.balance), balanceVersion: moved!.version } };
    },
  );
  if (!answer.replayed && moved) ctx.events.emit('balanceChanged', moved);
  return answer;
}

/**
 * POST /v1/withdrawals/{id}/cancel: the player takes back their own withdrawal while no operator has
 * decided it (issue 50). PENDING -> CANCELLED by a conditional update, so against an approval, a
 * rejection or another cancel exactly one wins; the held amount goes back from WITHDRAWALS to the
 * player (WITHDRAW_REFUND, which the ledger takes once per withdrawal) in the same transaction, with
 * its audit row (the player as actor). Someone else's withdrawal is not found, a decided one is 409.
 */
export async function cancelWithdrawal(
  ctx: AppContext,
  player: PlayerRow,
  input: { id: number; idempotencyKey: string | undefined; ip: string },
): Promise<StoredAnswer<CancelWithdrawalResponse>> {
  const now = ctx.clock.now();
  let refunded: PlayerBalance | undefined;
  const answer = await idempotent<CancelWithdrawalResponse>(
    ctx.db,
    { playerId: player.id, scope: `withdrawal-cancel:${input.id}`, key: input.idempotencyKey, request: {}, now },
    async (trx) => {
      const cancelled = await cancelPendingWithdrawal(trx, input.id, player.id, now);
      if (!cancelled) {
        const found = await findWithdrawal(trx, input.id);
        if (!found || found.playerId !== player.id) throw new NotFoundError(t.notFound);
        throw new ConflictError(t.alreadyDecided, 'ALREADY_DECIDED');
      }
      const ref = { type: 'withdrawal', id: cancelled.id };
      // A transfer to a player answers their balance after it.
      const back = (await ctx.ledger.post(trx, { from: { system: 'WITHDRAWALS' }, to: { player: player.id }, amount: cancelled.amount, kind: 'WITHDRAW_REFUND', ref, now }))!;
      refunded = back;
      await audit(trx, {
        actorId: player.id,
        action: 'WITHDRAWAL_CANCEL',
        targetType: 'withdrawal',
        targetId: cancelled.id,
        details: { playerId: player.id, amount: cancelled.amount },
        before: { status: 'PENDING', balance: back.balance - cancelled.amount },
        after: { status: 'CANCELLED', balance: back.balance },
        ip: input.ip,
        now,
      });
      return { statusCode: 200, body: { withdrawal: toWithdrawal(cancelled), balance: unitsToPoints(back.balance), balanceVersion: back.version } };
    },
  );
  if (!answer.replayed && refunded) ctx.events.emit('balanceChanged', refunded);
  return answer;
}

/**
 * GET /v1/withdrawals: the caller's own, optionally in a date range, with the totals of spec section 3:
 * all of them (no limit, no cursor, as the spec calls it), or a page of `limit` (20 by default) from
 * `cursor`, the first page (no cursor) with the totals over the whole range.
 */
export async function playerWithdrawals(ctx: AppContext, player: PlayerRow, query: WithdrawalsQuery): Promise<WithdrawalsResponse> {
  const range = { ...(query.from ? { from: Date.parse(query.from) } : {}), ...(query.to ? { to: Date.parse(query.to) } : {}) };
  const paged = query.limit !== undefined || query.cursor !== undefined;
  const limit = query.limit ?? 20;
  const before = query.cursor === undefined ? undefined : cursorKey(query.cursor);
  const [rows, totals] = await Promise.all([
    listPlayerWithdrawals(ctx.db, player.id, range, paged ? { before, limit: limit + 1 } : {}),
    // Count and total agree: both leave out REJECTED orders (refunded), as the footer says.
    before === undefined ? playerWithdrawalTotals(ctx.db, player.id, range) : undefined,
  ]);
  const page = paged ? pageOf(rows, limit, (r) => r.id) : { rows, nextCursor: null };
  return {
    withdrawals: page.rows.map(toWithdrawal),
    ...(totals ? { totalWithdrawals: totals.count, totalWithdrawalAmount: unitsToPoints(totals.units) } : {}),
    nextCursor: page.nextCursor,
  };
}

/** GET /v1/admin/withdrawals: a page of the queue by number, or from `cursor` (issue 30), with the count either way. */
export async function adminWithdrawals(ctx: AppContext, query: AdminWithdrawalsQuery) {
  const { limit, offset, info } = paging(query.page, query.limit);
  const after = query.cursor === undefined ? undefined : readCursor(query.cursor, query.status ? 1 : 2);
  const { rows, total } = await listWithdrawals(ctx.db, { status: query.status, limit: limit + 1, offset, after });
  const page = pageOf(rows, limit, (r) => queuePlace(r, query.status));
  return { results: page.rows.map(toAdminWithdrawal), ...info(total), nextCursor: page.nextCursor };
}

/**
 * An operator's decision on a PENDING withdrawal, made once: a conditional status update, so a
 * second decision (even a concurrent one) is refused. An approval books the payout: the held points
 * leave WITHDRAWALS for CASH_OUT (net) and FEES (the fee). A rejection moves them back to the player
 * (WITHDRAW_REFUND). Both in the same transaction, audit-logged there too (status PENDING -> the
 * decision, and on a rejection the player's balance before and after). The player is notified, and
 * told the new balance when points came back.
 */
export async function decideOnWithdrawal(
  ctx: AppContext,
  call: OperatorCall,
  input: { id: number; approve: boolean; note: string | undefined; idempotencyKey: string | undefined },
): Promise<StoredAnswer<DecisionResponse>> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw new BadRequestError(t.noteRequired, 'NOTE_REQUIRED');
  const now = ctx.clock.now();
  const { operator } = call;
  let refunded: PlayerBalance | undefined;
  let notice: StoredNotification | undefined;
  const answer = await idempotent<DecisionResponse>(
    ctx.db,
    { playerId: operator.id, scope: `withdrawal-decision:${input.id}`, key: input.idempotencyKey, request: { approve: input.approve, note }, now },
    async (trx) => {
      const status = input.approve ? 'APPROVED' : 'REJECTED';
      const decided = await decideWithdrawal(trx, input.id, { status, note, operatorId: operator.id, decidedAt: now });
      if (!decided) {
        const found = await findWithdrawal(trx, input.id);
        if (!found) throw new NotFoundError(t.notFound);
        throw new ConflictError(found.status === 'CANCELLED' ? t.cancelledByPlayer : t.alreadyDecided, 'ALREADY_DECIDED');
      }
      const player = (await playerById(trx, decided.playerId))!;
      // Operator accounts are not players: one that requested a withdrawal (it cannot now, but if one
      // exists) has it neither paid nor refunded by any operator (issue 27). Rolled back: still PENDING.
      if (player.role !== 'PLAYER') throw new OperatorAccountError(texts.admin.operatorAccount.withdrawal(decided.id));
      const ref = { type: 'withdrawal', id: decided.id };
      if (input.approve) {
        const net = decided.amount - decided.fee;
        if (net > 0) await ctx.ledger.post(trx, { from: { system: 'WITHDRAWALS' }, to: { system: 'CASH_OUT' }, amount: net, kind: 'WITHDRAW_PAYOUT', ref, now });
        if (decided.fee > 0) await ctx.ledger.post(trx, { from: { system: 'WITHDRAWALS' }, to: { system: 'FEES' }, amount: decided.fee, kind: 'WITHDRAW_FEE', ref, now });
      } else {
        refunded = await ctx.ledger.post(trx, { from: { system: 'WITHDRAWALS' }, to: { player: decided.playerId }, amount: decided.amount, kind: 'WITHDRAW_REFUND', ref, now });
      }
      await audit(trx, {
        actorId: operator.id,
        action: input.approve ? 'WITHDRAWAL_APPROVE' : 'WITHDRAWAL_REJECT',
        targetType: 'withdrawal',
        targetId: decided.id,
        details: { playerId: decided.playerId, amount: decided.amount, note },
        // Decided only from PENDING (the conditional update above); a refund gives the points back.
        before: { status: 'PENDING', ...(refunded ? { balance: refunded.balance - decided.amount } : {}) },
        after: { status, note, ...(refunded ? { balance: refunded.balance } : {}) },
        ip: call.ip,
        now,
      });
      const n = texts.accountArea.notification;
      const amount = formatPoints(unitsToPoints(decided.amount));
      notice = await notifyPlayer(trx, ctx, decided.playerId, input.approve ? n.withdrawalApproved(amount) : n.withdrawalRejected(amount, note ?? ''), {
        push: { category: 'money', url: PUSH_PAGES.withdrawals },
      });
      return { statusCode: 200, body: { withdrawal: toAdminWithdrawal({ ...decided, username: player.username }), balance: unitsToPoints(refunded?.balance ?? player.balance) } };
    },
  );
  // A replayed answer (same Idempotency-Key) decided nothing now: the player was told the first time.
  if (answer.replayed) return answer;
  announce(ctx, notice);
  if (refunded) ctx.events.emit('balanceChanged', refunded);
  return answer;
}
