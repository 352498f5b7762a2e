import type { Kysely } from 'kysely';

// When an operator last signed in (issue 14: the operators screen). Epoch ms, null until the first
// sign-in after this migration; written for operators only, so a player's sign-in writes nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('last_sign_in_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('last_sign_in_at').execute();
}
