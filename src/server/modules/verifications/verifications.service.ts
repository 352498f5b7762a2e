import type { VerificationBody } from '../../../shared/api/players.js';
import type { AdminVerification, AdminVerificationsQuery } from '../../../shared/api/verifications.js';
import { PUSH_PAGES } from '../../../shared/push.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { paging } from '../../lib/paging.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { announce, notifyPlayer, type StoredNotification } from '../notifications/index.js';
import { assertSelf, type FileUrlFor, playerById, type PlayerRow, playerSummary, verificationMirror } from '../players/index.js';
import { storedNameOf, uploadNamed } from '../uploads/index.js';
import {
  decideVerification,
  findVerification,
  insertVerification,
  listVerifications,
} from './verifications.repository.js';
import type { VerificationRow } from './verifications.table.js';

const t = texts.accountArea.verify;

/** The stored name behind a `fileUrl` the caller uploaded; refused when it is not theirs. */
async function ownFile(db: Db, playerId: number, reference: string, missing: string): Promise<string> {
  if (!reference.trim()) throw new BadRequestError(missing, 'INVALID_VERIFICATION');
  const name = storedNameOf(reference);
  const upload = name ? await uploadNamed(db, name) : undefined;
  if (!upload || upload.playerId !== playerId) throw new BadRequestError(t.fileNotYours, 'FILE_NOT_YOURS');
  return upload.fileName;
}

/**
 * PATCH /v1/players/{id}/upload: asks for identity verification with two photos the caller
 * uploaded. Refused while a request is pending or once verified; allowed again after a rejection.
 */
export async function submitVerification(ctx: AppContext, caller: PlayerRow, id: number, body: VerificationBody): Promise<PlayerRow> {
  assertSelf(caller, id);
  const frontFile = await ownFile(ctx.db, id, body.frontID, t.frontRequired);
  const backFile = await ownFile(ctx.db, id, body.backID, t.backRequired);
  if (frontFile === backFile) throw new BadRequestError(t.sameFile, 'SAME_FILE');
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    // Conditional: of two concurrent requests, one wins; the other sees PENDING and is refused.
    if (!(await verificationMirror.markPending(trx, id, { frontFile, backFile, at: now }))) {
      const player = (await playerById(trx, id))!;
      throw player.verificationStatus === 'APPROVED'
        ? new ConflictError(t.alreadyApproved, 'ALREADY_VERIFIED')
        : new ConflictError(t.alreadyPending, 'VERIFICATION_PENDING');
    }
    await insertVerification(trx, { playerId: id, frontFile, backFile, createdAt: now });
    return (await playerById(trx, id))!;
  });
}

function toAdminVerification(row: VerificationRow & { username: string; bankAccountHolder: string | null }, fileUrl: FileUrlFor): AdminVerification {
  return {
    id: row.id,
    player: playerSummary({ id: row.playerId, username: row.username }),
    status: row.status,
    reason: row.reason,
    frontID: fileUrl(row.frontFile, row.playerId),
    backID: fileUrl(row.backFile, row.playerId),
    // The operator compares the name on the ID with the account the withdrawals will be paid to.
    bankAccountHolder: row.bankAccountHolder,
    createdAt: new Date(row.createdAt).toISOString(),
    reviewedAt: row.reviewedAt === null ? null : new Date(row.reviewedAt).toISOString(),
  };
}

export async function adminVerifications(ctx: AppContext, query: AdminVerificationsQuery, fileUrl: FileUrlFor) {
  const { limit, offset, info } = paging(query.page, query.limit);
  const { rows, total } = await listVerifications(ctx.db, { status: query.status, limit, offset });
  return { results: rows.map((r) => toAdminVerification(r, fileUrl)), ...info(total) };
}

/**
 * An operator's review, made once (a conditional update: a second or concurrent one is refused),
 * mirrored on the player, audit-logged in the same transaction (status PENDING -> the decision);
 * the player is notified after it.
 */
export async function reviewVerification(
  ctx: AppContext,
  call: OperatorCall,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  fileUrl: FileUrlFor,
): Promise<AdminVerification> {
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason === '') throw new BadRequestError(texts.accountArea.withdraw.noteRequired, 'REASON_REQUIRED');
  let notice: StoredNotification | undefined;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const status = decision.approve ? 'APPROVED' : 'REJECTED';
    const decided = await decideVerification(trx, id, { status, reason, reviewerId: call.operator.id, reviewedAt: now });
    if (!decided) {
      if (!(await findVerification(trx, id))) throw new NotFoundError(t.notFound);
      throw new ConflictError(texts.accountArea.withdraw.alreadyDecided, 'ALREADY_DECIDED');
    }
    await verificationMirror.set(trx, decided.playerId, { status, reason, at: now });
    await audit(trx, {
      actorId: call.operator.id,
      action: decision.approve ? 'VERIFICATION_APPROVE' : 'VERIFICATION_REJECT',
      targetType: 'verification',
      targetId: id,
      details: { playerId: decided.playerId, reason },
      // Reviewed only while PENDING (the conditional update above).
      before: { status: 'PENDING' },
      after: { status, reason },
      ip: call.ip,
      now,
    });
    const player = (await playerById(trx, decided.playerId))!;
    const n = texts.accountArea.notification;
    notice = await notifyPlayer(trx, ctx, decided.playerId, reason === null ? n.verificationApproved : n.verificationRejected(reason), {
      push: { category: 'verification', url: PUSH_PAGES.verification },
    });
    return { ...decided, username: player.username, bankAccountHolder: player.bankAccountHolder };
  });
  announce(ctx, notice);
  return toAdminVerification(row, fileUrl);
}
