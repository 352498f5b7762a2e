import type { Kysely } from 'kysely';

// The operators' audit log (issue 14) is read newest first (by id) under any one filter: by who acted,
// by action, by target. Each filter gets an index ending in the id, so a page and its count read only
// the matching rows. The date range uses `audit_log_created_idx` (0002).

const INDEXES = [
  ['audit_log_actor_idx', ['actor_id', 'id']],
  ['audit_log_action_idx', ['action', 'id']],
  ['audit_log_target_idx', ['target_type', 'target_id', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('audit_log').columns([...columns]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
