import type { Db } from '../../db/database.js';
import { insertAuditEntry } from './audit.repository.js';

/** What operators do, named for the audit log (decisions section 7). */
export type AuditAction =
  | 'DEPOSIT_CREATE'
  | 'WITHDRAWAL_APPROVE'
  | 'WITHDRAWAL_REJECT'
  | 'VERIFICATION_APPROVE'
  | 'VERIFICATION_REJECT'
  | 'SETTING_UPDATE'
  | 'NOTIFICATION_SEND'
  // Home's content (modules/content).
  | 'CONTENT_IMAGE_UPLOAD'
  | 'BANNER_CREATE'
  | 'BANNER_UPDATE'
  | 'BANNER_REORDER'
  | 'BANNER_DELETE'
  | 'PARTNER_CREATE'
  | 'PARTNER_UPDATE'
  | 'PARTNER_REORDER'
  | 'PARTNER_DELETE'
  // A player's own rules of play (responsible play): the actor is the player.
  | 'SAFETY_LIMIT_SET'
  | 'SAFETY_LIMIT_PENDING'
  | 'SAFETY_LIMIT_APPLIED'
  | 'SAFETY_REALITY_CHECK'
  | 'SAFETY_PAUSE'
  // Operator accounts and the players console (issue 14).
  | 'OPERATOR_CREATE'
  | 'OPERATOR_PASSWORD_RESET'
  | 'OPERATOR_TOTP_RESET'
  | 'TOTP_ENROL'
  | 'TOTP_ENABLE'
  | 'PLAYER_LOCK'
  | 'PLAYER_UNLOCK'
  | 'PLAYER_TEMPORARY_PASSWORD'
  | 'BALANCE_ADJUST'
  // A new fairness chain started from the command line (issue 16).
  | 'FAIRNESS_CHAIN_START';

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
