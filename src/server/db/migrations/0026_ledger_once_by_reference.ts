import { type Kysely, sql } from 'kysely';

// A player's ledger rows are written once per (kind, reference): the unique index that says so is
// keyed by the reference first, the player last. Keyed by the player first, each bet's row went
// into the index at its player's place, a page of its own per player as the ledger grew (a page
// written for every bet of a batch); keyed by the reference, a batch's bets (increasing ids) go to
// the index's last pages together, and a round's wins sit together, so "which players did this
// round credit" (`creditedBy`) reads them by the index instead of the whole ledger. On a large
// PostgreSQL ledger, building the index holds the ledger's writes: it may be built beforehand with
// `create unique index concurrently` (docs/operations.md), which this migration then keeps.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index if not exists ledger_once_reference on ledger_entries (kind, ref_type, ref_id, player_id) where player_id is not null and ref_id is not null`.execute(db);
  await sql`drop index if exists ledger_once_player`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index ledger_once_player on ledger_entries (player_id, kind, ref_type, ref_id) where player_id is not null and ref_id is not null`.execute(db);
  await sql`drop index ledger_once_reference`.execute(db);
}
