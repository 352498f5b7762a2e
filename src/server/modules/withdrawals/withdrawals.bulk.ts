import type { BulkApproveResponse, BulkApproveResult } from '../../../shared/api/withdrawals.js';
import { texts } from '../../../shared/texts.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';
import { OperatorAccountError } from '../ledger/index.js';
import type { OperatorCall } from '../audit/index.js';
import { toAdminWithdrawal } from './withdrawals.mapper.js';
import { findQueueRows, requestedByOperators } from './withdrawals.repository.js';
import { decideOnWithdrawal } from './withdrawals.service.js';

/**
 * POST /v1/admin/withdrawals/bulk-approve: each withdrawal, oldest first, is approved exactly as a
 * single approval would be (its own transaction, ledger entries, audit row, notification), so
 * one that another operator decided meanwhile is refused on its own and left as they decided,
 * while the others go through. With an Idempotency-Key each is decided under `<key>:<id>`: a
 * retry after a lost answer gives each withdrawal its first outcome (APPROVED stays APPROVED)
 * and approves what the first call did not reach. A withdrawal an operator account requested is
 * never decided (issue 27): the whole call is refused before any approval, naming it, so the
 * operator unticks it rather than finding the batch half done.
 */
export async function approveWithdrawals(ctx: AppContext, call: OperatorCall, input: { ids: readonly number[]; note: string | undefined; idempotencyKey: string | undefined }): Promise<BulkApproveResponse> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const [byOperator] = await requestedByOperators(ctx.db, ids);
  if (byOperator !== undefined) throw new OperatorAccountError(texts.admin.operatorAccount.withdrawal(byOperator));
  const outcomes = new Map<number, BulkApproveResult['outcome']>();
  for (const id of ids) {
    try {
      await decideOnWithdrawal(ctx, call, { id, approve: true, note: input.note, idempotencyKey: input.idempotencyKey === undefined ? undefined : `${input.idempotencyKey}:${id}` });
      outcomes.set(id, 'APPROVED');
    } catch (error) {
      if (error instanceof NotFoundError) outcomes.set(id, 'NOT_FOUND');
      else if (error instanceof AppError && error.code === 'ALREADY_DECIDED') outcomes.set(id, 'DECIDED_ELSEWHERE');
      else throw error;
    }
  }
  // Every row as it stands now: approved here, or as the other decision left it.
  const rows = new Map((await findQueueRows(ctx.db, ids)).map((row) => [row.id, row]));
  return {
    results: ids.map((id) => {
      const row = rows.get(id);
      return { id, outcome: outcomes.get(id)!, withdrawal: row ? toAdminWithdrawal(row) : null };
    }),
  };
}
