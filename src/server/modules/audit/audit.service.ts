import type { AuditActionName } from '../../../shared/api/audit.js';
import type { Db } from '../../db/database.js';
import { insertAuditEntry } from './audit.repository.js';

/** What operators do, named for the audit log (decisions section 7): the one list is `AUDIT_ACTIONS` in src/shared/audit.ts. */
export type AuditAction = AuditActionName;

/** Who did it, from where: every state-changing call of an operator is audited with both. */
export interface OperatorCall {
  readonly operator: { readonly id: number };
  readonly ip: string;
}

export interface AuditEntry {
  /** The operator; null for the command line (`npm run admin`). */
  readonly actorId: number | null;
  readonly action: AuditAction;
  readonly targetType: string;
  readonly targetId: string | number;
  /** Anything that explains the action (amounts in units, notes); stored as JSON text. */
  readonly details?: Readonly<Record<string, unknown>>;
  /** What the action changed, as it was and as it became (stored as JSON text). */
  readonly before?: Readonly<Record<string, unknown>>;
  readonly after?: Readonly<Record<string, unknown>>;
  /** The operator's client address. */
  readonly ip?: string;
  readonly now?: number;
}

/**
 * Records one operator action. Call it inside the action's own transaction, so that an action
 * and its audit row are written together or not at all.
 */
export async function audit(trx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(trx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ? JSON.stringify(entry.details) : null,
    beforeState: entry.before ? JSON.stringify(entry.before) : null,
    afterState: entry.after ? JSON.stringify(entry.after) : null,
    ip: entry.ip ?? null,
    createdAt: entry.now ?? Date.now(),
  });
}
