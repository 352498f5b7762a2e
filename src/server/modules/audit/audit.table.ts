import type { Generated, Selectable } from 'kysely';

/** Row of `audit_log`: one per operator action; `details` is JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: string | null;
  createdAt: number;
}

export type AuditLogRow = Selectable<AuditLogTable>;
