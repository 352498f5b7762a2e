// The ledger's writes, as SQL written once with `?` placeholders: run through Kysely (ledger.service.ts)
// and as synchronous prepared statements on SQLite (ledger.sqlite.ts). Nothing else writes balances
// or ledger rows (the linter and the column types refuse it).

/** A player's side: a PLAYER (never an operator) within [0, max], or nothing (no row returned). Params: delta, id, delta, delta, max. */
export const MOVE_PLAYER = `update players set balance = balance + ?, balance_version = balance_version + 1
  where id = ? and role = 'PLAYER' and balance + ? >= 0 and balance + ? <= ?
  returning balance, balance_version as version`;

/** A system account's side, on one of its shards: no bounds (the house may be negative). Params: delta, code, shard. */
export const MOVE_SYSTEM = 'update system_balances set balance = balance + ? where code = ? and shard = ? returning balance';

/** One side's row. Params: player_id, system_account, system_shard, delta, kind, ref_type, ref_id, balance_after, note, created_at. */
export const INSERT_ENTRY = `insert into ledger_entries (player_id, system_account, system_shard, delta, kind, ref_type, ref_id, balance_after, note, created_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** A player's balance and role now (to tell why a move was refused). Params: id. */
export const PLAYER_BALANCE = 'select balance, role from players where id = ?';

/** `?` placeholders as PostgreSQL's `$1, $2, ...` (the statements above hold no `?` inside literals). */
export function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}
