import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Refresh token rotation (issue 27): each sign-in starts a family of tokens. Its refresh tokens are
// numbered (`generation`); only the newest one works, and trading it in moves `generation` on by a
// conditional update, so that of two uses of one token at most one wins, on any instance. An older
// one coming back means a copy is in someone else's hands: the family is revoked (`revoked_at`), and
// with it every token of that sign-in, access tokens included. Sign-out revokes it too. A row can go
// once `expires_at` (when the family's newest tokens expire) has passed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('token_families'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    // SIGN_OUT or REUSE.
    .addColumn('revoked_reason', 'text')
    .execute();
  // A player's expired families are removed at their next sign-in.
  await db.schema.createIndex('token_families_player_idx').on('token_families').columns(['player_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('token_families').execute();
}
