import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Everything that would show the books are wrong, in words (empty when they are right): the sum of
 * all deltas is not zero; an account's balance (a system account's: each shard's) differs from the
 * sum of its rows; a system row names a shard that does not exist; a player's balance version
 * differs from the count of their rows; a row's balance-after does not follow from the one before
 * (per account, and per shard); a transfer's rows do not sum to zero. Every test suite asserts it
 * after its last test.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const total = await sql<{ total: number | null }>`select sum(delta) as total from ledger_entries`.execute(db);
  if (Number(total.rows[0]?.total ?? 0) !== 0) problems.push(`the ledger sums to ${total.rows[0]?.total}, not 0`);

  const players = await sql<{ id: number; balance: number; ledger: number; version: number; entries: number }>`
    select p.id, p.balance, coalesce(sum(l.delta), 0) as ledger, p.balance_version as version, count(l.id) as entries
    from players p left join ledger_entries l on l.player_id = p.id
    group by p.id, p.balance, p.balance_version
    having p.balance <> coalesce(sum(l.delta), 0) or p.balance_version <> count(l.id)`.execute(db);
  for (const p of players.rows) problems.push(`player ${p.id}: balance ${p.balance} (version ${p.version}), ledger ${p.ledger} in ${p.entries} rows`);

  const systems = await sql<{ code: string; shard: number; balance: number; ledger: number }>`
    select b.code, b.shard, b.balance, coalesce(sum(l.delta), 0) as ledger
    from system_balances b left join ledger_entries l on l.system_account = b.code and l.system_shard = b.shard
    group by b.code, b.shard, b.balance
    having b.balance <> coalesce(sum(l.delta), 0)`.execute(db);
  for (const s of systems.rows) problems.push(`system account ${s.code} (shard ${s.shard}): balance ${s.balance}, ledger ${s.ledger}`);

  const strays = await sql<{ id: number }>`
    select l.id from ledger_entries l left join system_balances b on b.code = l.system_account and b.shard = l.system_shard
    where l.system_account is not null and b.code is null`.execute(db);
  for (const r of strays.rows) problems.push(`ledger row ${r.id}: its system account's shard does not exist`);

  const chains = await sql<{ id: number }>`
    select id from (
      select id, delta, balance_after,
             lag(balance_after, 1, 0) over (partition by player_id, system_account, system_shard order by id) as previous
      from ledger_entries) c
    where balance_after <> previous + delta`.execute(db);
  for (const c of chains.rows) problems.push(`ledger row ${c.id}: its balance-after does not follow from the row before`);

  const transfers = await sql<{ kind: string; refType: string; refId: string; total: number }>`
    select kind, ref_type, ref_id, sum(delta) as total from ledger_entries
    where ref_id is not null group by kind, ref_type, ref_id having sum(delta) <> 0`.execute(db);
  for (const t of transfers.rows) problems.push(`transfer ${t.kind} ${t.refType}:${t.refId} sums to ${t.total}`);
  return problems;
}

/**
 * The check of the books while the product runs (plugins/app/metrics.ts), bounded whatever the
 * size of the ledger: every balance (players' and system shards') sums to zero, and the players of
 * the latest `rows` ledger rows hold what their rows sum to, in as many rows as their version says.
 */
export async function recentBooksProblems(db: Db, rows = 1000): Promise<string[]> {
  const problems: string[] = [];
  const total = await sql<{ total: number | null }>`
    select (select coalesce(sum(balance), 0) from players) + (select coalesce(sum(balance), 0) from system_balances) as total`.execute(db);
  if (Number(total.rows[0]?.total ?? 0) !== 0) problems.push(`balances sum to ${total.rows[0]?.total}, not 0`);
  const players = await sql<{ id: number; balance: number; ledger: number; version: number; entries: number }>`
    select p.id, p.balance, coalesce(sum(l.delta), 0) as ledger, p.balance_version as version, count(l.id) as entries
    from players p left join ledger_entries l on l.player_id = p.id
    where p.id in (select player_id from (select player_id from ledger_entries where player_id is not null order by id desc limit ${sql.lit(Math.trunc(rows))}) recent)
    group by p.id, p.balance, p.balance_version
    having p.balance <> coalesce(sum(l.delta), 0) or p.balance_version <> count(l.id)`.execute(db);
  for (const p of players.rows) problems.push(`player ${p.id}: balance ${p.balance} (version ${p.version}), ledger ${p.ledger} in ${p.entries} rows`);
  return problems;
}

