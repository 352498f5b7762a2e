import type { PlayerUpdateBody } from '../../../shared/api/players.js';
import { bankProblem } from '../../../shared/validation.js';
import type { AppContext } from '../context.js';
import { BadRequestError, ForbiddenError } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import { batchedLoads } from '../../lib/batched-loads.js';
import { OperatorAccountError } from '../ledger/index.js';
import { findPlayerById, type PlayerLoader, playersByIds, updatePlayerFields } from './players.repository.js';

export type { PlayerLoader };
import type { PlayerRow } from './players.table.js';

/** A player may act on their own record only (decisions section 9). */
export function assertSelf(caller: PlayerRow, id: number): void {
  if (caller.id !== id) throw new ForbiddenError();
}

const BANK_FIELDS = ['bankName', 'bankAccountNumber', 'bankAccountHolder'] as const;

/**
 * Writes the fields that were sent, and nothing else (the schema refuses any other field).
 * Profile fields have no rules (trimmed; empty clears). The bank account is one unit: when any of
 * its fields is sent, all three must be there and filled (spec section 5 messages).
 */
export async function updateProfile(ctx: AppContext, caller: PlayerRow, id: number, body: PlayerUpdateBody): Promise<PlayerRow> {
  const { db } = ctx;
  assertSelf(caller, id);
  const clean = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const bankSent = BANK_FIELDS.some((field) => body[field] !== undefined);
  if (bankSent) {
    // A bank account is what a withdrawal pays into: operator accounts, never paid, link none (issue 27).
    if (caller.role !== 'PLAYER') throw new OperatorAccountError();
    const problem = bankProblem(body);
    if (problem) throw new BadRequestError(problem, 'INVALID_BANK');
  }
  await updatePlayerFields(db, id, {
    nickname: clean(body.nickname),
    phoneNumber: clean(body.phoneNumber),
    address: clean(body.address),
    ...(bankSent
      ? { bankName: body.bankName!.trim(), bankAccountNumber: body.bankAccountNumber!.trim(), bankAccountHolder: body.bankAccountHolder!.trim() }
      : {}),
    updatedAt: ctx.clock.now(),
  });
  return (await findPlayerById(db, id))!;
}

/** Whether the player has a bank account to be paid into. */
export function hasBank(player: Pick<PlayerRow, 'bankName' | 'bankAccountNumber' | 'bankAccountHolder'>): boolean {
  return Boolean(player.bankName && player.bankAccountNumber && player.bankAccountHolder);
}

/**
 * How authentication loads a player on every request, on `reader` (DatabaseHandle.reader: SQLite's
 * read-only connection, which never waits behind the writer): the players asked for in one turn of
 * the event loop, in one query.
 */
export function playerLoader(reader: Db): PlayerLoader {
  return batchedLoads((ids: readonly number[]) => playersByIds(reader, ids));
}
