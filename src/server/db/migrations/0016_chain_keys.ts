import type { Kysely } from 'kysely';

// Fairness chains from a secret outside the database (issue 16): a new chain's h[N] is
// HMAC-SHA256(FAIRNESS_SECRET, "fairness-chain:zone:chainNo:nonce"); the row keeps only the nonce and
// which secret (`key_id`, a hash of it) made it, and an empty `secret`. Chains made before keep
// their stored h[N] (key_id null); an operator starts derived ones with `npm run admin -- new-chain`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fairness_chains').addColumn('key_id', 'text').execute();
  await db.schema.alterTable('fairness_chains').addColumn('nonce', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fairness_chains').dropColumn('nonce').execute();
  await db.schema.alterTable('fairness_chains').dropColumn('key_id').execute();
}
