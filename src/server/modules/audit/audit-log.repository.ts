import type { Db } from '../../db/database.js';
import type { AuditLogRow } from './audit.table.js';

// Queries only: reading the audit log (it is written by audit.service.ts and never changed).

/** What the operator filters by; every field optional, all combined. Times are epoch ms, both inclusive. */
export interface AuditFilter {
  readonly actorId?: number | undefined;
  /** A username as stored in `username_key` (trimmed, lower case). */
  readonly actorKey?: string | undefined;
  readonly action?: string | undefined;
  readonly targetType?: string | undefined;
  readonly targetId?: string | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/** An audit row with who acted (null for the command line, or an actor since removed). */
export type AuditLogView = AuditLogRow & { actorUsername: string | null; actorRole: string | null };

function filtered(db: Db, f: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (f.actorId !== undefined) query = query.where('auditLog.actorId', '=', f.actorId);
  if (f.actorKey !== undefined) query = query.where('auditLog.actorId', 'in', db.selectFrom('players').select('id').where('usernameKey', '=', f.actorKey));
  if (f.action !== undefined) query = query.where('auditLog.action', '=', f.action);
  if (f.targetType !== undefined) query = query.where('auditLog.targetType', '=', f.targetType);
  if (f.targetId !== undefined) query = query.where('auditLog.targetId', '=', f.targetId);
  if (f.from !== undefined) query = query.where('auditLog.createdAt', '>=', f.from);
  if (f.to !== undefined) query = query.where('auditLog.createdAt', '<=', f.to);
  return query;
}

function withActor(db: Db, f: AuditFilter) {
  return filtered(db, f)
    .leftJoin('players', 'players.id', 'auditLog.actorId')
    .selectAll('auditLog')
    .select(['players.username as actorUsername', 'players.role as actorRole']);
}

/** A page of the rows the filter keeps, newest first, and how many it keeps. */
export async function auditLogPage(db: Db, f: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditLogView[]; total: number }> {
  const [rows, total] = await Promise.all([withActor(db, f).orderBy('auditLog.id', 'desc').limit(limit).offset(offset).execute(), countAuditLog(db, f)]);
  return { rows, total };
}

/** How many rows the filter keeps. */
export async function countAuditLog(db: Db, f: AuditFilter): Promise<number> {
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** The rows the filter keeps with an id below `before`, newest first: a CSV export's keyset. */
export function auditLogBefore(db: Db, f: AuditFilter, before: number | undefined, size: number): Promise<AuditLogView[]> {
  let query = withActor(db, f);
  if (before !== undefined) query = query.where('auditLog.id', '<', before);
  return query.orderBy('auditLog.id', 'desc').limit(size).execute();
}
