import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// Rounds, bets and the money tables around them. Money BIGINT units (1/10,000 point); times BIGINT ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One SHA-256 hash chain per zone (decisions section 3). `secret` is h[N]; h[0] is published.
  await withId(db, db.schema.createTable('fairness_chains'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('chain_no', 'integer', (c) => c.notNull())
    .addColumn('first_inc_id', 'bigint', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('terminating_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('fairness_chains_zone_no', ['zone', 'chain_no'])
    .execute();

  // Small key/value settings (JSON text): the fairness salt, and operator content later.
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('rounds'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('inc_id', 'bigint', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('chain_no', 'integer', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('seed', 'text')
    .addColumn('result', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    // Set at settlement: the two winning gates and the payout rate. A bet's outcome is a function of
    // these and the bet itself, so settling writes one row per winner, never one per bet.
    .addColumn('high_low_winner', 'text')
    .addColumn('odd_even_winner', 'text')
    .addColumn('payout_bps', 'integer')
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('rounds_zone_inc', ['zone', 'inc_id'])
    .addCheckConstraint('rounds_status_known', sql`status in ('OPEN', 'SETTLED')`)
    .execute();
  await db.schema.createIndex('rounds_status_end_idx').on('rounds').columns(['status', 'end_time']).execute();
  await db.schema.createIndex('rounds_zone_status_inc_idx').on('rounds').columns(['zone', 'status', 'inc_id']).execute();

  await withId(db, db.schema.createTable('bets'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('gate', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('bets_amount_positive', sql`amount > 0`)
    .addCheckConstraint('bets_gate_known', sql`gate in ('CAO', 'THAP', 'TRAI', 'PHAI')`)
    .execute();
  // Covers settlement's per-player sums (index-only) and the opposite-gate check.
  await db.schema.createIndex('bets_round_player_idx').on('bets').columns(['round_id', 'player_id', 'gate', 'amount']).execute();
  await db.schema.createIndex('bets_player_idx').on('bets').columns(['player_id', 'id']).execute();

  // A retried money call (same player, scope and key) returns the stored first answer.
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('idempotency_player_scope_key', ['player_id', 'scope', 'key'])
    .execute();

  await withId(db, db.schema.createTable('deposits'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('operator_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('deposits_amount_positive', sql`amount > 0`)
    .addCheckConstraint('deposits_status_known', sql`status in ('SUCCESS', 'FAILED')`)
    .execute();
  await db.schema.createIndex('deposits_player_idx').on('deposits').columns(['player_id', 'id']).execute();

  // Every operator action (decisions section 7).
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'deposits', 'idempotency_keys', 'bets', 'rounds', 'settings', 'fairness_chains']) {
    await db.schema.dropTable(table).execute();
  }
}
