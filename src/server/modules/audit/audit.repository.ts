import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from './audit.table.js';

// Queries only.

export async function insertAuditEntry(db: Db, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(values).execute();
}
