import type { Kysely } from 'kysely';

// Histories read by cursor (issue 30): every list is read newest (or oldest) first along an index
// that ends in the id, from the cursor on. The players' histories (bets, ledger, deposits,
// withdrawals, reward records) and the console's lists already have theirs; the operators' list had
// none: `role = 'ADMIN' order by id` walked every player's row to find the few operators.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('players_role_idx').on('players').columns(['role', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('players_role_idx').execute();
}
