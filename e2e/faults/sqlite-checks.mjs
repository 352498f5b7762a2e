// The ledger's invariants (as e2e/cluster/checks.mjs's `ledgerProblems`) on a SQLite file: every
// balance the sum of its rows, the books summing to zero.

/** Broken invariants of the books in `sqlite` (better-sqlite3, read-only is enough). */
export function sqliteLedgerProblems(sqlite) {
  const problems = [];
  const players = sqlite
    .prepare('select p.id, p.balance, coalesce(sum(l.delta), 0) as ledger from players p left join ledger_entries l on l.player_id = p.id group by p.id having p.balance <> coalesce(sum(l.delta), 0)')
    .all();
  for (const p of players) problems.push(`player ${p.id}: balance ${p.balance} but ledger ${p.ledger}`);
  const accounts = sqlite
    .prepare(
      `select b.code, b.shard, b.balance, coalesce(sum(l.delta), 0) as ledger from system_balances b
         left join ledger_entries l on l.system_account = b.code and l.system_shard = b.shard
        group by b.code, b.shard having b.balance <> coalesce(sum(l.delta), 0)`,
    )
    .all();
  for (const a of accounts) problems.push(`account ${a.code} (shard ${a.shard}): balance ${a.balance} but ledger ${a.ledger}`);
  const { total } = sqlite.prepare('select coalesce(sum(delta), 0) as total from ledger_entries').get();
  if (Number(total) !== 0) problems.push(`the books sum to ${total}, not 0`);
  return problems;
}
