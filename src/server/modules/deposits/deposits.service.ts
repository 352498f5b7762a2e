import type { Kysely } from 'kysely';
import type { AdminDepositBody, AdminDepositResponse, DepositsResponse } from '../../../shared/api/deposits.js';
import { formatPoints, MAX_POINTS, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { audit } from '../audit/audit.service.js';
import { idempotent, type StoredAnswer } from '../idempotency/idempotency.service.js';
import { post } from '../ledger/ledger.service.js';
import { type Notifier, notifyPlayer } from '../notifications/notify.js';
import { findPlayerById } from '../players/players.repository.js';
import type { PlayerRow } from '../players/players.table.js';
import { toDeposit } from './deposits.mapper.js';
import { insertDeposit, listPlayerDeposits } from './deposits.repository.js';

/**
 * POST /v1/admin/deposits (decisions section 4): SUCCESS credits the player through the ledger
 * (DEPOSIT); FAILED is recorded only. Audit-logged in the same transaction; the player gets
 * NEW_BALANCE (when credited) and a NOTIFICATION. A retry with the same Idempotency-Key answers the
 * first result and credits nothing twice.
 */
export async function createDeposit(
  db: Kysely<Database>,
  realtime: Notifier,
  operator: PlayerRow,
  input: AdminDepositBody & { idempotencyKey: string | undefined },
): Promise<StoredAnswer<AdminDepositResponse>> {
  if (input.amount > MAX_POINTS) throw new BadRequestError(texts.accountArea.deposit.amountTooLarge, 'INVALID_AMOUNT');
  const amount = pointsToUnits(input.amount);
  if (amount === undefined) throw new BadRequestError(texts.accountArea.withdraw.amountDecimals, 'INVALID_AMOUNT');
  if (amount <= 0) throw new BadRequestError(texts.accountArea.deposit.amountPositive, 'INVALID_AMOUNT');
  const status = input.status ?? 'SUCCESS';
  const note = input.note?.trim() || null;
  const answer = await idempotent<AdminDepositResponse>(
    db,
    { playerId: operator.id, scope: 'admin-deposits', key: input.idempotencyKey, request: { playerId: input.playerId, amount: input.amount, status, note } },
    async (trx) => {
      const player = await findPlayerById(trx, input.playerId);
      if (!player) throw new NotFoundError(texts.accountArea.deposit.playerNotFound);
      const now = Date.now();
      const row = await insertDeposit(trx, { playerId: player.id, amount, status, note, operatorId: operator.id, createdAt: now });
      const balance =
        status === 'SUCCESS'
          ? await post(trx, { playerId: player.id, delta: amount, kind: 'DEPOSIT', refType: 'deposit', refId: row.id, now })
          : player.balance;
      await audit(trx, {
        actorId: operator.id,
        action: 'DEPOSIT_CREATE',
        targetType: 'deposit',
        targetId: row.id,
        details: { playerId: player.id, amount, status, note },
        now,
      });
      return { statusCode: 201, body: { deposit: toDeposit(row), balance: unitsToPoints(balance) } };
    },
  );
  // A replayed answer (same Idempotency-Key) credited nothing now: the player was told the first time.
  if (!answer.replayed) {
    const { deposit, balance } = answer.body;
    const n = texts.accountArea.notification;
    if (deposit.status === 'SUCCESS') realtime.balance(input.playerId, pointsToUnits(balance)!);
    notifyPlayer(realtime, input.playerId, deposit.status === 'SUCCESS' ? n.depositCredited(formatPoints(deposit.amount)) : n.depositFailed(formatPoints(deposit.amount)));
  }
  return answer;
}

/** GET /v1/deposits: the caller's own, with the totals of spec section 3 (the amount counts SUCCESS only). */
export async function playerDeposits(db: Db, player: PlayerRow): Promise<DepositsResponse> {
  const rows = await listPlayerDeposits(db, player.id);
  const credited = rows.filter((r) => r.status === 'SUCCESS').reduce((sum, r) => sum + r.amount, 0);
  return { deposits: rows.map(toDeposit), totalDeposits: rows.length, totalDepositAmount: unitsToPoints(credited) };
}
