import { randomBytes } from 'node:crypto';
import type { AdminPlayerLockResponse, TemporaryPasswordResponse } from '../../../shared/api/admin-players.js';
import { texts } from '../../../shared/texts.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { Db } from '../../db/database.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { countMatchingPlayers, findPlayerOnly, searchPlayers, searchPlayersBefore, setLocked } from './admin-players.repository.js';
import { replacePasswordHash } from './players.repository.js';
import type { PlayerRow } from './players.table.js';

// What operators do to a player's account (issue 14): lock, unlock, a temporary password. Operators
// act on players only: another operator's account is "not found" here (operators are managed with
// `npm run admin`). The console's views of a player are in modules/player-admin.

/**
 * A page of the players `q` finds (its public ID; a username's start, case ignored; a phone or bank
 * account number), newest first. Operators are never among them.
 */
export function playersFound(db: Db, q: string, limit: number, offset: number): Promise<PlayerRow[]> {
  return searchPlayers(db, q, limit, offset);
}

/** How many players `q` finds, counting no further than `cap` + 1. */
export function countFoundPlayers(db: Db, q: string, cap: number): Promise<number> {
  return countMatchingPlayers(db, q, cap);
}

/** The players `q` finds with an id below `before` (all when undefined), newest first: an export's next page. */
export function playersFoundBefore(db: Db, q: string, before: number | undefined, limit: number): Promise<PlayerRow[]> {
  return searchPlayersBefore(db, q, before, limit);
}

/** The player (never an operator) with this id, else 404 'Không tìm thấy người chơi'. */
export async function playerOrNotFound(ctx: Pick<AppContext, 'db'>, id: number, db = ctx.db): Promise<PlayerRow> {
  const player = await findPlayerOnly(db, id);
  if (!player) throw new NotFoundError(texts.admin.players.notFound, 'PLAYER_NOT_FOUND');
  return player;
}

/**
 * POST /v1/admin/players/{id}/lock and /unlock. Locking bumps the token version and closes the
 * player's sockets on every instance (as a password change does); sign-in is refused while locked.
 */
export async function setPlayerLocked(ctx: AppContext, call: OperatorCall, id: number, locked: boolean): Promise<AdminPlayerLockResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await playerOrNotFound(ctx, id, trx);
    if (!(await setLocked(trx, id, locked ? 1 : 0, now))) {
      const t = texts.admin.players;
      throw new ConflictError(locked ? t.alreadyLocked : t.notLocked, locked ? 'ALREADY_LOCKED' : 'NOT_LOCKED');
    }
    await audit(trx, {
      actorId: call.operator.id,
      action: locked ? 'PLAYER_LOCK' : 'PLAYER_UNLOCK',
      targetType: 'player',
      targetId: id,
      before: { locked: !locked },
      after: { locked },
      ip: call.ip,
      now,
    });
  });
  if (locked) ctx.events.emit('sessionsEnded', { playerId: id });
  return { id, locked };
}

/**
 * POST /v1/admin/players/{id}/temporary-password: a random password shown to the operator once.
 * Every session of the player ends; sign-in answers `mustChangePassword: true` until the player
 * sets their own with change-password.
 */
export async function setTemporaryPassword(ctx: AppContext, call: OperatorCall, id: number, passwords: PasswordHasher): Promise<TemporaryPasswordResponse> {
  await playerOrNotFound(ctx, id);
  // 12 characters of base64url: 72 random bits, easy enough to read out over the phone.
  const temporaryPassword = randomBytes(9).toString('base64url');
  const hash = await passwords.hash(temporaryPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await playerOrNotFound(ctx, id, trx);
    await replacePasswordHash(trx, id, hash, now, true);
    await audit(trx, {
      actorId: call.operator.id,
      action: 'PLAYER_TEMPORARY_PASSWORD',
      targetType: 'player',
      targetId: id,
      // Never the password itself.
      before: { mustChangePassword: before.mustChangePassword === 1 },
      after: { mustChangePassword: true },
      ip: call.ip,
      now,
    });
  });
  ctx.events.emit('sessionsEnded', { playerId: id });
  return { temporaryPassword };
}
