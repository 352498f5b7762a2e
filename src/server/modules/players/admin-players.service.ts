import { randomBytes } from 'node:crypto';
import type { AdminPlayerDetail, AdminPlayerLockResponse, AdminPlayersQuery, AdminPlayersResponse, TemporaryPasswordResponse } from '../../../shared/api/admin-players.js';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { paging } from '../../lib/paging.js';
import { audit } from '../audit/audit.service.js';
import type { AuthSettings } from '../auth/auth.service.js';
import type { AppContext } from '../context.js';
import { downlineCounts } from '../referrals/referrals.repository.js';
import { playerFigures } from '../dashboard/dashboard.service.js';
import { countMatchingPlayers, findPlayerOnly, searchPlayers, setLocked } from './admin-players.repository.js';
import { type FileUrlFor, playerSummary, toPlayer } from './players.mapper.js';
import { findPlayerById, replacePasswordHash } from './players.repository.js';
import type { PlayerRow } from './players.table.js';

// The operators' players console (issue 14). Operators act on players only: another operator's
// account is "not found" here (operators are managed with `npm run admin`).

/** Who did it, from where: every state-changing call is audited with both. */
export interface OperatorCall {
  readonly operator: PlayerRow;
  readonly ip: string;
}

/** GET /v1/admin/players */
/** A search counts its matches up to here; beyond, the answer says `moreResults`. */
export const SEARCH_COUNT_CAP = 1000;

export async function findPlayers(ctx: AppContext, query: AdminPlayersQuery): Promise<AdminPlayersResponse> {
  const q = query.q?.trim() ?? '';
  if (q.length > 64) throw new BadRequestError(texts.admin.players.queryTooLong);
  const { limit, offset, info } = paging(query.page, query.limit);
  // Every player: the dashboard's rollup counts them. A search: counted up to SEARCH_COUNT_CAP, beyond
  // which the screen says "1,000+" (nobody pages through a thousand matches; they type more).
  const [rows, found] = await Promise.all([
    searchPlayers(ctx.db, q, limit, offset),
    q ? countMatchingPlayers(ctx.db, q, SEARCH_COUNT_CAP) : playerFigures(ctx, ctx.clock.now()).then((f) => f.total),
  ]);
  const capped = q !== '' && found > SEARCH_COUNT_CAP;
  const total = capped ? SEARCH_COUNT_CAP : found;
  return {
    results: rows.map((r) => ({
      id: r.id,
      incId: PUBLIC_ID_OFFSET + r.id,
      username: r.username,
      nickname: r.nickname,
      phoneNumber: r.phoneNumber,
      bankAccountNumber: r.bankAccountNumber,
      balance: unitsToPoints(r.balance),
      locked: r.locked === 1,
      verificationStatus: r.verificationStatus,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    ...info(total),
    ...(capped ? { moreResults: true } : {}),
  };
}

/** The player (never an operator) with this id, else 404 'Không tìm thấy người chơi'. */
export async function playerOrNotFound(ctx: Pick<AppContext, 'db'>, id: number, db = ctx.db): Promise<PlayerRow> {
  const player = await findPlayerOnly(db, id);
  if (!player) throw new NotFoundError(texts.admin.players.notFound, 'PLAYER_NOT_FOUND');
  return player;
}

/** GET /v1/admin/players/{id} */
export async function playerDetail(ctx: AppContext, id: number, fileUrl: FileUrlFor): Promise<AdminPlayerDetail> {
  const player = await playerOrNotFound(ctx, id);
  const [referrer, counts] = await Promise.all([player.referrerId ? findPlayerById(ctx.db, player.referrerId) : undefined, downlineCounts(ctx.db, id)]);
  const levels = Array.from({ length: 7 }, (_, i) => counts.get(i + 1) ?? 0);
  return {
    player: toPlayer(player, fileUrl),
    locked: player.locked === 1,
    mustChangePassword: player.mustChangePassword === 1,
    upline: referrer ? playerSummary(referrer) : null,
    downline: { levels, total: levels.reduce((a, b) => a + b, 0) },
  };
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
export async function setTemporaryPassword(ctx: AppContext, call: OperatorCall, id: number, settings: AuthSettings): Promise<TemporaryPasswordResponse> {
  await playerOrNotFound(ctx, id);
  // 12 characters of base64url: 72 random bits, easy enough to read out over the phone.
  const temporaryPassword = randomBytes(9).toString('base64url');
  const hash = await settings.passwords.hash(temporaryPassword);
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
