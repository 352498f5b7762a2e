import type { Insertable } from 'kysely';
import type { VerificationStatus } from '../../../shared/api/players.js';
import type { Db } from '../../db/database.js';
import type { VerificationRow, VerificationsTable } from './verifications.table.js';

// Queries only.

export function insertVerification(db: Db, values: Insertable<VerificationsTable>): Promise<VerificationRow> {
  return db.insertInto('verifications').values(values).returningAll().executeTakeFirstOrThrow();
}

/** PENDING -> `status`, only if still PENDING: of two concurrent reviews, one wins. */
export function decideVerification(
  db: Db,
  id: number,
  decision: { status: Exclude<VerificationStatus, 'PENDING'>; reason: string | null; reviewerId: number; reviewedAt: number },
): Promise<VerificationRow | undefined> {
  return db
    .updateTable('verifications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

export function findVerification(db: Db, id: number): Promise<VerificationRow | undefined> {
  return db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listVerifications(
  db: Db,
  filter: { status?: VerificationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: Array<VerificationRow & { username: string; bankAccountHolder: string | null }>; total: number }> {
  let base = db.selectFrom('verifications');
  if (filter.status) base = base.where('verifications.status', '=', filter.status);
  const rows = await base
    .innerJoin('players', 'players.id', 'verifications.playerId')
    .selectAll('verifications')
    .select(['players.username', 'players.bankAccountHolder'])
    .orderBy('verifications.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** One page of the CSV export, newest first: the rows before `beforeId` (the start when undefined). */
export function verificationRowsPage(db: Db, status: VerificationStatus | undefined, beforeId: number | undefined, size: number) {
  let query = db
    .selectFrom('verifications')
    .innerJoin('players', 'players.id', 'verifications.playerId')
    .leftJoin('players as reviewer', 'reviewer.id', 'verifications.reviewerId')
    .selectAll('verifications')
    .select(['players.username', 'reviewer.username as reviewerUsername']);
  if (status) query = query.where('verifications.status', '=', status);
  if (beforeId !== undefined) query = query.where('verifications.id', '<', beforeId);
  return query.orderBy('verifications.id', 'desc').limit(size).execute();
}
