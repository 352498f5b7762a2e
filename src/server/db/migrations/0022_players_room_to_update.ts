import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// PostgreSQL keeps half of each page of `players` free (fillfactor 50; SQLite has no such setting).
// A settlement chunk credits thousands of players in one transaction, about twenty on a page. An
// update whose new row version fits on its page is HOT: it touches none of the table's nine indexes;
// one that does not fit inserts into all nine. On full pages none fits, and the chunk's balance
// updates cost about three times as much (6,000 players: 171-254 ms at fillfactor 100, 63-68 ms at
// 50, every update HOT; 86-94 ms at 70, 84% HOT). The bets' updates were HOT already (99%: a batch
// updates a player once, and pages are pruned between batches). The table's pages double, a few
// megabytes for a hundred thousand players.
//
// The setting applies to the pages written from now on; an existing database rewrites its current
// pages with `VACUUM FULL players` (it locks the table: a maintenance window), which a migration
// cannot run inside its transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table players set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table players reset (fillfactor)`.execute(db);
}
