import type { Kysely } from 'kysely';
import type {
  AdminWithdrawalsQuery,
  CreateWithdrawalResponse,
  DecisionResponse,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../shared/api/withdrawals.js';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { type FeeTier, quoteWithdrawal, withdrawalAmountProblem } from '../../../shared/withdrawals.js';
import type { Db } from '../../db/database.js';
import { paging } from '../../lib/paging.js';
import type { Database } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { audit } from '../audit/audit.service.js';
import { idempotent, type StoredAnswer } from '../idempotency/idempotency.service.js';
import { post } from '../ledger/ledger.service.js';
import { type Notifier, notifyPlayer } from '../notifications/notify.js';
import { findPlayerById } from '../players/players.repository.js';
import { hasBank } from '../players/players.service.js';
import type { PlayerRow } from '../players/players.table.js';
import { toAdminWithdrawal, toWithdrawal } from './withdrawals.mapper.js';
import { decideWithdrawal, findWithdrawal, insertWithdrawal, listPlayerWithdrawals, listWithdrawals } from './withdrawals.repository.js';

const t = texts.accountArea.withdraw;

/**
 * POST /v1/withdrawals: a bank account linked, at least 50 points, at most the balance. The amount
 * is held at once (WITHDRAW_HOLD) in the transaction that records the request with its fee and net
 * VND; a retry with the same Idempotency-Key answers the first result and holds nothing twice.
 */
export async function requestWithdrawal(
  db: Kysely<Database>,
  realtime: Notifier,
  player: PlayerRow,
  input: { amount: number; idempotencyKey: string | undefined; feeTiers: readonly FeeTier[] },
): Promise<StoredAnswer<CreateWithdrawalResponse>> {
  const problem = withdrawalAmountProblem(input.amount);
  if (problem) throw new BadRequestError(problem, 'INVALID_AMOUNT');
  const amount = pointsToUnits(input.amount)!;
  const answer = await idempotent<CreateWithdrawalResponse>(
    db,
    { playerId: player.id, scope: 'withdrawals', key: input.idempotencyKey, request: { amount: input.amount } },
    async (trx) => {
      const current = (await findPlayerById(trx, player.id))!;
      if (!hasBank(current)) throw new BadRequestError(texts.accountArea.bank.notLinked, 'BANK_NOT_LINKED');
      const quote = quoteWithdrawal(amount, input.feeTiers);
      const now = Date.now();
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
      const balance = await post(trx, { playerId: player.id, delta: -amount, kind: 'WITHDRAW_HOLD', refType: 'withdrawal', refId: row.id, now });
      return { statusCode: 201, body: { withdrawal: toWithdrawal(row), balance: unitsToPoints(balance) } };
    },
  );
  if (!answer.replayed) realtime.balance(player.id, pointsToUnits(answer.body.balance)!);
  return answer;
}

/** GET /v1/withdrawals: the caller's own, optionally in a date range, with the totals of spec section 3. */
export async function playerWithdrawals(db: Db, player: PlayerRow, query: WithdrawalsQuery): Promise<WithdrawalsResponse> {
  const rows = await listPlayerWithdrawals(db, player.id, {
    ...(query.from ? { from: Date.parse(query.from) } : {}),
    ...(query.to ? { to: Date.parse(query.to) } : {}),
  });
  const counted = rows.filter((r) => r.status !== 'REJECTED').reduce((sum, r) => sum + r.amount, 0);
  return { withdrawals: rows.map(toWithdrawal), totalWithdrawals: rows.length, totalWithdrawalAmount: unitsToPoints(counted) };
}

export async function adminWithdrawals(db: Db, query: AdminWithdrawalsQuery) {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await listWithdrawals(db, { status: query.status, limit, offset });
  return { results: rows.map(toAdminWithdrawal), ...info(total) };
}

/**
 * An operator's decision on a PENDING withdrawal, made once: a conditional status update, so a
 * second decision (even a concurrent one) is refused. A rejection refunds the held amount
 * (WITHDRAW_REFUND) in the same transaction; both are audit-logged there too. The player gets a
 * NOTIFICATION, and NEW_BALANCE when points moved.
 */
export async function decideOnWithdrawal(
  db: Kysely<Database>,
  realtime: Notifier,
  operator: PlayerRow,
  input: { id: number; approve: boolean; note: string | undefined; idempotencyKey: string | undefined },
): Promise<StoredAnswer<DecisionResponse>> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw new BadRequestError(t.noteRequired, 'NOTE_REQUIRED');
  const answer = await idempotent<DecisionResponse>(
    db,
    { playerId: operator.id, scope: `withdrawal-decision:${input.id}`, key: input.idempotencyKey, request: { approve: input.approve, note } },
    async (trx) => {
      const now = Date.now();
      const status = input.approve ? 'APPROVED' : 'REJECTED';
      const decided = await decideWithdrawal(trx, input.id, { status, note, operatorId: operator.id, decidedAt: now });
      if (!decided) {
        if (!(await findWithdrawal(trx, input.id))) throw new NotFoundError(t.notFound);
        throw new ConflictError(t.alreadyDecided, 'ALREADY_DECIDED');
      }
      const player = (await findPlayerById(trx, decided.playerId))!;
      const balance = input.approve
        ? player.balance
        : await post(trx, { playerId: decided.playerId, delta: decided.amount, kind: 'WITHDRAW_REFUND', refType: 'withdrawal', refId: decided.id, now });
      await audit(trx, {
        actorId: operator.id,
        action: input.approve ? 'WITHDRAWAL_APPROVE' : 'WITHDRAWAL_REJECT',
        targetType: 'withdrawal',
        targetId: decided.id,
        details: { playerId: decided.playerId, amount: decided.amount, note },
        now,
      });
      return { statusCode: 200, body: { withdrawal: toAdminWithdrawal({ ...decided, username: player.username }), balance: unitsToPoints(balance) } };
    },
  );
  // A replayed answer (same Idempotency-Key) decided nothing now: the player was told the first time.
  if (answer.replayed) return answer;
  const { withdrawal, balance } = answer.body;
  const n = texts.accountArea.notification;
  const amount = formatPoints(withdrawal.amount);
  notifyPlayer(realtime, withdrawal.player.id, input.approve ? n.withdrawalApproved(amount) : n.withdrawalRejected(amount, note ?? ''));
  if (!input.approve) realtime.balance(withdrawal.player.id, pointsToUnits(balance)!);
  return answer;
}
