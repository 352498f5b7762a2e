import type { LedgerEntriesTable } from '../modules/ledger/ledger.table.js';
import type { PlayersTable } from '../modules/players/players.table.js';

/** Every table, as Kysely sees it (camelCase here, snake_case in the database). */
export interface Database {
  players: PlayersTable;
  ledgerEntries: LedgerEntriesTable;
}
