import type { Generated, Selectable } from 'kysely';

/** Row of `audit_log`: one per operator action; `details` is JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: string | null;
  /** JSON text of what the action changed, as it was and as it became (migration 0009). */
  beforeState: string | null;
  afterState: string | null;
  /** The operator's client address (null for the CLI and older rows). */
  ip: string | null;
  createdAt: number;
}

export type AuditLogRow = Selectable<AuditLogTable>;
