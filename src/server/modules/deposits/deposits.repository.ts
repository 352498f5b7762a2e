import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepositRow, DepositsTable } from './deposits.table.js';

// Queries only.

export function insertDeposit(db: Db, values: Insertable<DepositsTable>): Promise<DepositRow> {
  return db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A player's deposits, newest first. */
export function listPlayerDeposits(db: Db, playerId: number): Promise<DepositRow[]> {
  return db.selectFrom('deposits').selectAll().where('playerId', '=', playerId).orderBy('id', 'desc').execute();
}
