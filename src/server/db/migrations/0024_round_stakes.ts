import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// Each player's stakes in each round, kept as their bets are written (issue 28): settlement reads one
// row per player instead of summing every bet, and a bet reads the gates its player holds from one
// row instead of probing the bets. `won_if_<gate>` is what the player's bets on that gate pay if it
// wins, each bet's payout floored on its own (floor(amount × payout_bps / 10,000), as settlement
// pays), so the sum is exactly what crediting the bets one by one would pay. `gates` holds the gates
// bet on, bit i for GATES[i] (CAO, THAP, TRAI, PHAI). The rows of rounds already played are built
// from their bets.

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('round_stakes')
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('staked', 'bigint', (c) => c.notNull())
    .addColumn('gates', 'integer', (c) => c.notNull())
    .addColumn('won_if_cao', 'bigint', (c) => c.notNull())
    .addColumn('won_if_thap', 'bigint', (c) => c.notNull())
    .addColumn('won_if_trai', 'bigint', (c) => c.notNull())
    .addColumn('won_if_phai', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('round_stakes_pk', ['round_id', 'player_id']);
  // On SQLite the rows are stored in key order: a round's players are read as one range.
  if (!isPostgres(db)) table = table.modifyEnd(sql`without rowid`);
  await table.execute();
  const wonIf = (gate: string) => sql`sum(case when b.gate = ${sql.lit(gate)} then b.amount * r.payout_bps / 10000 else 0 end)`;
  const bit = (gate: string, value: number) => sql`max(case when b.gate = ${sql.lit(gate)} then ${sql.lit(value)} else 0 end)`;
  await sql`insert into round_stakes (round_id, player_id, bets, staked, gates, won_if_cao, won_if_thap, won_if_trai, won_if_phai)
    select b.round_id, b.player_id, count(*), sum(b.amount), ${bit('CAO', 1)} + ${bit('THAP', 2)} + ${bit('TRAI', 4)} + ${bit('PHAI', 8)},
      ${wonIf('CAO')}, ${wonIf('THAP')}, ${wonIf('TRAI')}, ${wonIf('PHAI')}
    from bets b inner join rounds r on r.id = b.round_id
    group by b.round_id, b.player_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('round_stakes').execute();
}
