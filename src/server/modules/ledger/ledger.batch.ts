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
 * The balances a batch starts from, read by the caller in its transaction under row locks (the
 * players' rows `for update`, the system shards with `shardBalancesRead`), so that nothing can move
 * them before the batch's writes. Given these, the ledger decides every row before writing and sends
 * its writes in one round trip on PostgreSQL instead of two.
 */
export interface LockedBalances {
  readonly players: ReadonlyMap<number, { readonly balance: number; readonly version: number }>;
  /** By `${code}:${shard}`. */
  readonly systems: ReadonlyMap<string, number>;
}

export interface BatchOptions {
  /** The one system shard of every system side (a batch of bets touches one system row, so two batches on two instances rarely wait for each other). */
  readonly shard?: number | undefined;
  readonly writesWith?: WritesWith | undefined;
  readonly lockedBalances?: LockedBalances | undefined;
  /**
   * With `lockedBalances`: the batch's writes are the last of the caller's transaction, and commit
   * it on PostgreSQL (`writeTogether`'s `commit`), the balances' updates counted by the database
   * before it commits. Nothing may be sent after them.
   */
  readonly endsTransaction?: boolean | undefined;
}

/** The key of a system shard in `LockedBalances.systems`. */
export function shardKey(code: SystemAccount, shard: number): string {
  return `${code}:${shard}`;
}

/**
 * Writes `transfers` in the caller's transaction, in their order, and returns, for each, the player
 * side's balance after it (undefined for a transfer between system accounts). Each player's balance
 * moves once by the sum of their deltas, conditionally: the account must be a player's (operators
 * are not players), and its balance must end within [0, maximum], and so must every balance on the
 * way; otherwise it throws BalanceOutOfBounds, and the caller's transaction must roll back (with
 * `lockedBalances` the writes were already sent when a player's account turns out not to be a
 * player's). Players are updated before system accounts (one lock order).
 */
export function postBatch(trx: Db, transfers: readonly Transfer[], limits: LedgerLimits, options: BatchOptions = {}): Promise<Array<PlayerBalance | undefined>> {
  const { shard } = options;
  const sides = transfers.map((transfer) => sidesOf(transfer).map((side): Side => ('system' in side.account && shard !== undefined ? { ...side, shard } : side)));
  return writeSides(trx, sides.map((pair, i) => ({ sides: pair, info: transfers[i]! })), limits, options);
}

type Groups = ReadonlyArray<{ readonly sides: readonly Side[]; readonly info: EntryInfo }>;
type PlayerMove = { readonly id: number; readonly delta: number; readonly n: number };
type SystemMove = { readonly code: SystemAccount; readonly shard: number; readonly delta: number };
/** What the balances' updates return (only the key when the balances were known beforehand). */
type PlayerRow = { id: number; balance: number; version: number };
type ShardRow = { code: string; shard: number; balance: number };

/**
 * The same for groups of sides, each group with what its rows say (a transfer is a group of two; the
 * system side of settlement's credits, written once for all of them, is a group of one). Returns,
 * for each group, its player side's balance after it. On PostgreSQL, two round trips (the balances'
 * updates, players' and system shards' together, return the balances the rows are written from; then
 * the insert of the rows), or one when the caller read the balances under lock (`lockedBalances`):
 * the rows are then decided first and sent with the updates, each update kept only where the balance
 * is still the one read.
 */
export async function writeSides(trx: Db, groups: Groups, limits: LedgerLimits, options: BatchOptions = {}): Promise<Array<PlayerBalance | undefined>> {
  const { writesWith = {}, lockedBalances } = options;
  const playerTotals = new Map<number, { delta: number; n: number }>();
  const systemTotals = new Map<string, SystemMove>();
  for (const side of groups.flatMap((g) => g.sides)) {
    if ('player' in side.account) {
      const total = playerTotals.get(side.account.player) ?? { delta: 0, n: 0 };
      playerTotals.set(side.account.player, { delta: total.delta + side.delta, n: total.n + 1 });
    } else {
      const key = shardKey(side.account.system, side.shard);
      const total = systemTotals.get(key) ?? { code: side.account.system, shard: side.shard, delta: 0 };
      systemTotals.set(key, { ...total, delta: total.delta + side.delta });
    }
  }
  const moves: PlayerMove[] = [...playerTotals].map(([id, t]) => ({ id, delta: t.delta, n: t.n }));
  const systemMoves = [...systemTotals.values()];

  if (lockedBalances && moves.every((m) => lockedBalances.players.has(m.id)) && [...systemTotals.keys()].every((key) => lockedBalances.systems.has(key))) {
    // Every balance is known and locked: decide every row (refusing before any write), then send it all at once.
    const players = new Map(moves.map((m) => [m.id, { ...lockedBalances.players.get(m.id)! }]));
    const systems = new Map([...systemTotals.keys()].map((key) => [key, lockedBalances.systems.get(key)!]));
    const { rows, results } = entriesOf(groups, players, systems, limits);
    const moved = await writeTogether(trx, {
      players: playersUpdate(trx, moves, limits, lockedBalances.players),
      systems: systemsUpdate(trx, systemMoves, lockedBalances.systems),
      entries: entriesInsert(trx, rows),
      ...named('alongside', writesWith.alongside ?? []),
      ...named('after', writesWith.after?.(results) ?? []),
    }, options.endsTransaction ? { commit: { expect: { players: moves.length, systems: systemMoves.length } } } : {});
    // Where the database counted the updates (PostgreSQL, ending the transaction), these cannot fail.
    const updated = new Set(moved.players.map((row) => Number(row.id)));
    const missing = moves.find((m) => !updated.has(m.id));
    if (missing) throw new BalanceOutOfBounds(missing.id);
    if (moved.systems.length !== systemMoves.length) throw new Error('a system shard moved after it was read under lock');
    return results;
  }

  // Balances before the batch, from what each update returned (its rows stay locked until commit).
  const moved = await writeTogether(trx, {
    players: playersUpdate(trx, moves, limits),
    systems: systemsUpdate(trx, systemMoves),
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
    const key = shardKey(row.code as SystemAccount, Number(row.shard));
    systems.set(key, Number(row.balance) - systemTotals.get(key)!.delta);
  }
  const missingSystem = [...systemTotals.keys()].find((key) => !systems.has(key));
  if (missingSystem) throw new Error(`no system account shard ${missingSystem}`);
  const { rows, results } = entriesOf(groups, players, systems, limits);
  await writeTogether(trx, {
    entries: entriesInsert(trx, rows),
    ...named('after', writesWith.after?.(results) ?? []),
  });
  return results;
}

/**
 * The players' balances moved by their totals, conditionally. Given `before` (balances read under
 * lock), each row is kept only where the balance and version are still those.
 */
function playersUpdate(trx: Db, moves: readonly PlayerMove[], limits: LedgerLimits, before?: ReadonlyMap<number, { balance: number; version: number }>): Write<PlayerRow[]> {
  if (!moves.length) return write<PlayerRow, PlayerRow[]>(undefined, (rows) => rows);
  // The role is tested as an expression, which no index answers: given `players.role = 'PLAYER'`,
  // SQLite walks every player along the (role, id) index of migration 0020 and looks each up in
  // the batch (150 ms a batch at 10,000 players) instead of finding the batch's players by id.
  const bounded = sql`coalesce(players.role, '') = 'PLAYER' and players.balance + v.delta >= 0 and players.balance + v.delta <= ${limits.maxBalance}`;
  const query = before
    ? sql<PlayerRow>`
        update players set balance = players.balance + v.delta, balance_version = players.balance_version + v.n
        from ${rowsTable(trx, { id: 'bigint', delta: 'bigint', n: 'integer', balance: 'bigint', version: 'bigint' }, moves.map((m) => ({ ...m, balance: before.get(m.id)!.balance, version: before.get(m.id)!.version })))} as v
        where players.id = v.id and players.balance = v.balance and players.balance_version = v.version and ${bounded}
        returning players.id as id`
    : sql<PlayerRow>`
        update players set balance = players.balance + v.delta, balance_version = players.balance_version + v.n
        from ${rowsTable(trx, { id: 'bigint', delta: 'bigint', n: 'integer' }, moves)} as v
        where players.id = v.id and ${bounded}
        returning players.id as id, players.balance as balance, players.balance_version as version`;
  return write(query, (rows) => rows);
}

/** The system shards moved by their totals; given `before`, each kept only where its balance is still that. */
function systemsUpdate(trx: Db, moves: readonly SystemMove[], before?: ReadonlyMap<string, number>): Write<ShardRow[]> {
  if (!moves.length) return write<ShardRow, ShardRow[]>(undefined, (rows) => rows);
  const query = before
    ? sql<ShardRow>`
        update system_balances set balance = system_balances.balance + v.delta
        from ${rowsTable(trx, { code: 'text', shard: 'integer', delta: 'bigint', balance: 'bigint' }, moves.map((m) => ({ ...m, balance: before.get(shardKey(m.code, m.shard))! })))} as v
        where system_balances.code = v.code and system_balances.shard = v.shard and system_balances.balance = v.balance
        returning system_balances.code as code`
    : sql<ShardRow>`
        update system_balances set balance = system_balances.balance + v.delta
        from ${rowsTable(trx, { code: 'text', shard: 'integer', delta: 'bigint' }, moves)} as v
        where system_balances.code = v.code and system_balances.shard = v.shard
        returning system_balances.code as code, system_balances.shard as shard, system_balances.balance as balance`;
  return write(query, (rows) => rows);
}

function entriesInsert(trx: Db, rows: ReadonlyArray<Record<EntryColumn, unknown>>): Write<void> {
  const columns = Object.keys(ENTRY_COLUMNS).map((name) => sql.id(name));
  return write(sql`insert into ledger_entries (${sql.join(columns)}) select ${sql.join(columns)} from ${rowsTable(trx, ENTRY_COLUMNS, rows)} as v`);
}

/**
 * Every row, in the groups' order, with each account's running balance from `players` and `systems`
 * (the balances before the batch, moved here as the rows are decided); and each group's player
 * balance after it. A balance leaving [0, maximum] on the way throws BalanceOutOfBounds.
 */
function entriesOf(
  groups: Groups,
  players: Map<number, { balance: number; version: number }>,
  systems: Map<string, number>,
  limits: LedgerLimits,
): { rows: Array<Record<EntryColumn, unknown>>; results: Array<PlayerBalance | undefined> } {
  const rows: Array<Record<EntryColumn, unknown>> = [];
  const results = groups.map(({ sides, info }): PlayerBalance | undefined => {
    let result: PlayerBalance | undefined;
    for (const side of sides) {
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
        const key = shardKey(side.account.system, side.shard);
        after = systems.get(key)! + side.delta;
        systems.set(key, after);
      }
      const values = entryValues(side, info, after);
      rows.push(Object.fromEntries((Object.keys(ENTRY_COLUMNS) as EntryColumn[]).map((name, k) => [name, values[k]])) as Record<EntryColumn, unknown>);
    }
    return result;
  });
  return { rows, results };
}

/** The caller's writes, keyed apart from the ledger's own. */
function named(prefix: string, writes: ReadonlyArray<Write<void>>): Record<string, Write<void>> {
  return Object.fromEntries(writes.map((w, i) => [`${prefix}${i}`, w]));
}
