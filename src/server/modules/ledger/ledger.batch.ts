import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { rowsTable, type Write, write, writeTogether } from '../../db/dialect.js';
import type { SystemAccount } from './ledger.table.js';
import { type EntryInfo, entryValues, type LedgerLimits, type PlayerBalance, type Side, sidesOf, type Transfer } from './ledger.transfer.js';

// The ledger's writes, as set-based SQL written once for both databases: whatever the number of
// transfers, one update of the players' balances, one of the system accounts' shards, and one insert
// of every row. `Ledger.post` is this with one transfer; a batch of bets is this with hundreds.

/** Why a batch moved nothing: a player's balance would leave [0, maximum], or the account is an operator's. */
export class BalanceOutOfBounds extends Error {
  constructor(readonly playerId: number) {
    super(`the balance of player ${playerId} would leave its bounds`);
  }
}

const ENTRY_COLUMNS = {
  player_id: 'bigint',
  system_account: 'text',
  system_shard: 'integer',
  delta: 'bigint',
  kind: 'text',
  ref_type: 'text',
  ref_id: 'text',
  balance_after: 'bigint',
  note: 'text',
  created_at: 'bigint',
} as const;
type EntryColumn = keyof typeof ENTRY_COLUMNS;

/**
 * Writes the caller's own for a batch, sent with the ledger's statements (one round trip each on
 * PostgreSQL, `writeTogether`): `alongside` with the update of the balances (writes that need no
 * balance), `after` with the insert of the rows (writes that need the balances each transfer left).
 * None may touch a balance or a ledger row: the ledger stays the only writer of those.
 */
export interface WritesWith {
  readonly alongside?: ReadonlyArray<Write<void>>;
  readonly after?: (balances: ReadonlyArray<PlayerBalance | undefined>) => ReadonlyArray<Write<void>>;
}

/**
 * Writes `transfers` in the caller's transaction, in their order, and returns, for each, the player
 * side's balance after it (undefined for a transfer between system accounts). Each player's balance
 * moves once by the sum of their deltas, conditionally: the account must be a player's (operators
 * are not players), and its balance must end within [0, maximum], and so must
 * every balance on the way (checked before anything is kept: the transaction is then rolled back
 * by the caller). Players are updated before system accounts (one lock order); `shard`, when given,
 * is the one shard of every system side (a batch of bets touches one system row, so two batches on
 * two instances rarely wait for each other).
 */
export function postBatch(trx: Db, transfers: readonly Transfer[], limits: LedgerLimits, shard?: number, writesWith?: WritesWith): Promise<Array<PlayerBalance | undefined>> {
  const sides = transfers.map((transfer) => sidesOf(transfer).map((side): Side => ('system' in side.account && shard !== undefined ? { ...side, shard } : side)));
  return writeSides(trx, sides.map((pair, i) => ({ sides: pair, info: transfers[i]! })), limits, writesWith);
}

/**
 * The same for groups of sides, each group with what its rows say (a transfer is a group of two; the
 * system side of settlement's credits, written once for all of them, is a group of one). Returns,
 * for each group, its player side's balance after it. Two round trips on PostgreSQL: the balances'
 * updates (players' and system shards' together), then the insert of the rows.
 */
export async function writeSides(
  trx: Db,
  groups: ReadonlyArray<{ readonly sides: readonly Side[]; readonly info: EntryInfo }>,
  limits: LedgerLimits,
  writesWith: WritesWith = {},
): Promise<Array<PlayerBalance | undefined>> {
  const sides = groups.map((g) => g.sides);
  const playerTotals = new Map<number, { delta: number; n: number }>();
  const systemTotals = new Map<string, { code: SystemAccount; shard: number; delta: number }>();
  for (const side of sides.flat()) {
    if ('player' in side.account) {
      const total = playerTotals.get(side.account.player) ?? { delta: 0, n: 0 };
      playerTotals.set(side.account.player, { delta: total.delta + side.delta, n: total.n + 1 });
    } else {
      const key = `${side.account.system}:${side.shard}`;
      const total = systemTotals.get(key) ?? { code: side.account.system, shard: side.shard, delta: 0 };
      systemTotals.set(key, { ...total, delta: total.delta + side.delta });
    }
  }

  // Balances before the batch, from what each update returned (its rows stay locked until commit).
  const moves = [...playerTotals].map(([id, t]) => ({ id, delta: t.delta, n: t.n }));
  const systemMoves = [...systemTotals.values()];
  const moved = await writeTogether(trx, {
    // The role is tested as an expression, which no index answers: given `players.role = 'PLAYER'`,
    // SQLite walks every player along the (role, id) index of migration 0020 and looks each up in
    // the batch (150 ms a batch at 10,000 players) instead of finding the batch's players by id.
    players: write(
      moves.length
        ? sql<{ id: number; balance: number; version: number }>`
          update players set balance = players.balance + v.delta, balance_version = players.balance_version + v.n
          from ${rowsTable(trx, { id: 'bigint', delta: 'bigint', n: 'integer' }, moves)} as v
          where players.id = v.id and coalesce(players.role, '') = 'PLAYER' and players.balance + v.delta >= 0 and players.balance + v.delta <= ${limits.maxBalance}
          returning players.id as id, players.balance as balance, players.balance_version as version`
        : undefined,
      (rows) => rows,
    ),
    systems: write(
      systemMoves.length
        ? sql<{ code: string; shard: number; balance: number }>`
          update system_balances set balance = system_balances.balance + v.delta
          from ${rowsTable(trx, { code: 'text', shard: 'integer', delta: 'bigint' }, systemMoves)} as v
          where system_balances.code = v.code and system_balances.shard = v.shard
          returning system_balances.code as code, system_balances.shard as shard, system_balances.balance as balance`
        : undefined,
      (rows) => rows,
    ),
    ...named('alongside', writesWith.alongside ?? []),
  });
  const players = new Map<number, { balance: number; version: number }>();
  for (const row of moved.players) {
    const total = playerTotals.get(Number(row.id))!;
    players.set(Number(row.id), { balance: Number(row.balance) - total.delta, version: Number(row.version) - total.n });
  }
  const missing = moves.find((m) => !players.has(m.id));
  if (missing) throw new BalanceOutOfBounds(missing.id);
  const systems = new Map<string, number>();
  for (const row of moved.systems) {
    const key = `${row.code}:${Number(row.shard)}`;
    systems.set(key, Number(row.balance) - systemTotals.get(key)!.delta);
  }
  const missingSystem = [...systemTotals.keys()].find((key) => !systems.has(key));
  if (missingSystem) throw new Error(`no system account shard ${missingSystem}`);

  // Every row, in the transfers' order, with each account's running balance.
  const rows: Array<Record<EntryColumn, unknown>> = [];
  const results = sides.map((pair, i): PlayerBalance | undefined => {
    let result: PlayerBalance | undefined;
    for (const side of pair) {
      let after: number;
      if ('player' in side.account) {
        const id = side.account.player;
        const state = players.get(id)!;
        state.balance += side.delta;
        state.version += 1;
        if (state.balance < 0 || state.balance > limits.maxBalance) throw new BalanceOutOfBounds(id);
        after = state.balance;
        result = { playerId: id, balance: state.balance, version: state.version };
      } else {
        const key = `${side.account.system}:${side.shard}`;
        after = systems.get(key)! + side.delta;
        systems.set(key, after);
      }
      const values = entryValues(side, groups[i]!.info, after);
      rows.push(Object.fromEntries((Object.keys(ENTRY_COLUMNS) as EntryColumn[]).map((name, k) => [name, values[k]])) as Record<EntryColumn, unknown>);
    }
    return result;
  });
  const columns = Object.keys(ENTRY_COLUMNS).map((name) => sql.id(name));
  await writeTogether(trx, {
    entries: write(sql`insert into ledger_entries (${sql.join(columns)}) select ${sql.join(columns)} from ${rowsTable(trx, ENTRY_COLUMNS, rows)} as v`),
    ...named('after', writesWith.after?.(results) ?? []),
  });
  return results;
}

/** The caller's writes, keyed apart from the ledger's own. */
function named(prefix: string, writes: ReadonlyArray<Write<void>>): Record<string, Write<void>> {
  return Object.fromEntries(writes.map((w, i) => [`${prefix}${i}`, w]));
}
