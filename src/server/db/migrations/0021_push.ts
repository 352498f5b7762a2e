import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Web Push (issue 32). Times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One device of one player. An endpoint is one device's address at its push service: it belongs to
  // one player at a time (posted again by another, it moves). It lives as long as the sign-in that
  // made it: a family's row deleted (expired, at the player's next sign-in) takes it along.
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('family_id', 'bigint', (c) => c.references('token_families.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_success_at', 'bigint')
    .execute();
  await db.schema.createIndex('push_subscriptions_player_idx').on('push_subscriptions').columns(['player_id', 'id']).execute();
  await db.schema.createIndex('push_subscriptions_family_idx').on('push_subscriptions').column('family_id').execute();

  // A player's choices; no row: the defaults (money, verification, notices on; bet results off).
  await db.schema
    .createTable('push_preferences')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('players.id'))
    .addColumn('money', 'integer', (c) => c.notNull())
    .addColumn('verification', 'integer', (c) => c.notNull())
    .addColumn('notices', 'integer', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Exactly once per event and device, across instances: the claim is inserted before the push is
  // sent, and a second claim of the same pair finds the key taken. No foreign key: a claim may
  // outlive its subscription until pruned (by created_at).
  await db.schema
    .createTable('push_deliveries')
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_deliveries_pk', ['event_key', 'subscription_id'])
    .execute();
  await db.schema.createIndex('push_deliveries_created_idx').on('push_deliveries').column('created_at').execute();

  // A round's commissions and a stake's day are pushed from their reward records, found by reference.
  await db.schema.createIndex('reward_records_ref_idx').on('reward_records').columns(['ref_type', 'ref_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reward_records_ref_idx').execute();
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
