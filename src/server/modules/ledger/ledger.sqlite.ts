import type SQLite from 'better-sqlite3';
import { refusalOf } from './ledger.service.js';
import { INSERT_ENTRY, MOVE_PLAYER, MOVE_SYSTEM, PLAYER_BALANCE } from './ledger.sql.js';
import { entryValues, type LedgerLimits, type PlayerBalance, sidesOf, type Transfer } from './ledger.transfer.js';

/** The ledger's statements prepared once per connection. */
const prepared = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();
function prepare(sqlite: SQLite.Database) {
  return {
    movePlayer: sqlite.prepare<unknown[], { balance: number; version: number }>(MOVE_PLAYER),
    moveSystem: sqlite.prepare<unknown[], { balance: number }>(MOVE_SYSTEM),
    insertEntry: sqlite.prepare(INSERT_ENTRY),
    playerBalance: sqlite.prepare<unknown[], { balance: number; role: string }>(PLAYER_BALANCE),
  };
}

/**
 * Ledger.post as synchronous prepared statements, for the SQLite bet path that runs inside one
 * synchronous transaction: the same statements in the same order, the same refusals.
 */
export function postNow(sqlite: SQLite.Database, transfer: Transfer, limits: LedgerLimits): PlayerBalance | undefined {
  let s = prepared.get(sqlite);
  if (!s) prepared.set(sqlite, (s = prepare(sqlite)));
  let player: PlayerBalance | undefined;
  for (const side of sidesOf(transfer)) {
    let balance: number;
    if ('system' in side.account) {
      const row = s.moveSystem.get(side.delta, side.account.system, side.shard);
      if (!row) throw new Error(`no system account ${side.account.system}`);
      balance = row.balance;
    } else {
      const id = side.account.player;
      const row = s.movePlayer.get(side.delta, id, side.delta, side.delta, limits.maxBalance);
      if (!row) throw refusalOf(side.delta, s.playerBalance.get(id));
      balance = row.balance;
      player = { playerId: id, balance: row.balance, version: row.version };
    }
    s.insertEntry.run(...entryValues(side, transfer, balance));
  }
  return player;
}
