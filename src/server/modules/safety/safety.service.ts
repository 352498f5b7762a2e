import {
  LIMIT_PERIODS,
  type LimitPeriod,
  PAUSE_DURATIONS,
  type PauseBody,
  type SafetyResponse,
  type SessionResult,
  type SessionResultQuery,
  type SetLimitBody,
  type SetRealityCheckBody,
} from '../../../shared/api/safety.js';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { audit } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { assertSelf, type PlayerRow } from '../players/index.js';
import { LimitAmountError, PauseRunningError } from './safety.errors.js';
import { DAY_MS, pauseEnd, periodEnd } from './safety.periods.js';
import { findSafety, lockedSafety, periodNets, settledSince, updateSafety } from './safety.repository.js';
import { periodStarts } from './safety.rules.js';
import type { PlayerSafetyRow } from './safety.table.js';

// Responsible play ('Chơi có trách nhiệm'): the player's own limits, reality check and pauses.
// Every change is written to the player's audit trail (the actor is the player) in its transaction.

/** A raise or removal of a limit waits this long; a lowering or a first limit applies at once. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

const COLUMNS = {
  DAY: { limit: 'dayLimit', pending: 'dayPending', pendingAt: 'dayPendingAt' },
  WEEK: { limit: 'weekLimit', pending: 'weekPending', pendingAt: 'weekPendingAt' },
  MONTH: { limit: 'monthLimit', pending: 'monthPending', pendingAt: 'monthPendingAt' },
} as const;

const limitOf = (row: PlayerSafetyRow, period: LimitPeriod) => ({
  amount: row[COLUMNS[period].limit],
  pending: row[COLUMNS[period].pending],
  pendingAt: row[COLUMNS[period].pendingAt],
});

/**
 * Applies the raises and removals whose 24 hours have passed (enforcement already counts them from
 * that moment: safety.rules.ts `limitInForce`), each with its audit row dated when it took effect.
 */
async function applyDue(trx: Db, row: PlayerSafetyRow, now: number): Promise<PlayerSafetyRow> {
  let applied = row;
  for (const period of LIMIT_PERIODS) {
    const limit = limitOf(applied, period);
    if (limit.pendingAt === null || limit.pendingAt > now) continue;
    const c = COLUMNS[period];
    applied = { ...applied, [c.limit]: limit.pending, [c.pending]: null, [c.pendingAt]: null };
    await updateSafety(trx, row.playerId, { [c.limit]: limit.pending, [c.pending]: null, [c.pendingAt]: null, updatedAt: now });
    await audit(trx, { actorId: row.playerId, action: 'SAFETY_LIMIT_APPLIED', targetType: 'player', targetId: row.playerId, details: { period, from: limit.amount, to: limit.pending }, now: limit.pendingAt });
  }
  return applied;
}

/** The player's safety row with what is due applied, in a transaction that holds it (created when absent). */
function withSafety<T>(ctx: AppContext, playerId: number, work: (trx: Db, row: PlayerSafetyRow, now: number) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    return work(trx, await applyDue(trx, await lockedSafety(trx, playerId, now), now), now);
  });
}

async function render(db: Db, playerId: number, row: PlayerSafetyRow | undefined, now: number): Promise<SafetyResponse> {
  const sums = (await periodNets(db, [playerId], periodStarts(now))).get(playerId) ?? { day: 0, week: 0, month: 0 };
  const net = { DAY: sums.day, WEEK: sums.week, MONTH: sums.month };
  const points = (units: number | null) => (units === null ? null : unitsToPoints(units));
  const limit = (period: LimitPeriod) => {
    const stored = row ? limitOf(row, period) : { amount: null, pending: null, pendingAt: null };
    return {
      amount: points(stored.amount),
      pending: stored.pendingAt === null ? null : { amount: points(stored.pending), effectiveAt: new Date(stored.pendingAt).toISOString() },
      used: unitsToPoints(Math.max(0, net[period])),
      resetsAt: new Date(periodEnd(period, now)).toISOString(),
    };
  };
  const paused = row?.pauseKind && row.pauseUntil !== null && row.pauseUntil > now;
  return {
    limits: { DAY: limit('DAY'), WEEK: limit('WEEK'), MONTH: limit('MONTH') },
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
    pause: paused ? { kind: row.pauseKind!, until: new Date(row.pauseUntil!).toISOString() } : null,
  };
}

/** GET /v1/players/{id}/safety (own): limits with what is used and pending, the reality check, the running pause. */
export async function getSafety(ctx: AppContext, caller: PlayerRow, id: number): Promise<SafetyResponse> {
  assertSelf(caller, id);
  const now = ctx.clock.now();
  const row = await findSafety(ctx.db, id);
  const due = row && LIMIT_PERIODS.some((p) => (limitOf(row, p).pendingAt ?? Infinity) <= now);
  if (!due) return render(ctx.db, id, row, now);
  return withSafety(ctx, id, (trx, applied, at) => render(trx, id, applied, at));
}

/**
 * PUT /v1/players/{id}/safety/limits (own): a first limit, a lower one or the same applies at once
 * (and cancels a raise that waited); a higher one or a removal (null) waits 24 hours, replacing any
 * change that waited. Applied at once or pending, it is audit-logged.
 */
export async function setLimit(ctx: AppContext, caller: PlayerRow, id: number, body: SetLimitBody): Promise<SafetyResponse> {
  assertSelf(caller, id);
  const requested = body.amount === null ? null : pointsToUnits(body.amount);
  if (requested === undefined || (requested !== null && requested <= 0)) throw new LimitAmountError(texts.safety.errors.limitInvalid);
  const max = ctx.settings.maxBalanceUnits();
  if (requested !== null && requested > max) throw new LimitAmountError(texts.safety.errors.limitTooLarge(formatPoints(unitsToPoints(max))));
  return withSafety(ctx, id, async (trx, row, now) => {
    const current = limitOf(row, body.period);
    const c = COLUMNS[body.period];
    const details = { period: body.period, from: current.amount, to: requested };
    if (requested !== null && (current.amount === null || requested <= current.amount)) {
      await updateSafety(trx, id, { [c.limit]: requested, [c.pending]: null, [c.pendingAt]: null, updatedAt: now });
      await audit(trx, { actorId: id, action: 'SAFETY_LIMIT_SET', targetType: 'player', targetId: id, details, now });
    } else if (requested === null && current.amount === null) {
      // Nothing to remove; nothing can wait either (a change waits only over an existing limit).
    } else {
      const effectiveAt = now + LIMIT_RAISE_DELAY_MS;
      await updateSafety(trx, id, { [c.pending]: requested, [c.pendingAt]: effectiveAt, updatedAt: now });
      await audit(trx, { actorId: id, action: 'SAFETY_LIMIT_PENDING', targetType: 'player', targetId: id, details: { ...details, effectiveAt }, now });
    }
    return render(trx, id, await lockedSafety(trx, id, now), now);
  });
}

/** PUT /v1/players/{id}/safety/reality-check (own): every N minutes of play, or never (null). */
export async function setRealityCheck(ctx: AppContext, caller: PlayerRow, id: number, body: SetRealityCheckBody): Promise<SafetyResponse> {
  assertSelf(caller, id);
  return withSafety(ctx, id, async (trx, row, now) => {
    if (row.realityCheckMinutes !== body.minutes) {
      await updateSafety(trx, id, { realityCheckMinutes: body.minutes, updatedAt: now });
      await audit(trx, { actorId: id, action: 'SAFETY_REALITY_CHECK', targetType: 'player', targetId: id, details: { from: row.realityCheckMinutes, to: body.minutes }, now });
    }
    return render(trx, id, { ...row, realityCheckMinutes: body.minutes }, now);
  });
}

/**
 * POST /v1/players/{id}/safety/pause (own): a cool-off or a self-exclusion from now. Nothing ends or
 * shortens one (no route does, for players or operators). While one runs, a new one is accepted only
 * when it ends later (it extends the pause, and its kind replaces the running one's); otherwise
 * 409 `pauseRunning`.
 */
export async function startPause(ctx: AppContext, caller: PlayerRow, id: number, body: PauseBody): Promise<SafetyResponse> {
  assertSelf(caller, id);
  if (!(PAUSE_DURATIONS[body.kind] as readonly string[]).includes(body.duration)) throw new LimitAmountError(texts.safety.errors.pauseDuration);
  return withSafety(ctx, id, async (trx, row, now) => {
    const until = pauseEnd(body.duration, now);
    const running = row.pauseUntil !== null && row.pauseUntil > now ? row.pauseUntil : null;
    if (running !== null && until <= running) throw new PauseRunningError(running);
    await updateSafety(trx, id, { pauseKind: body.kind, pauseUntil: until, updatedAt: now });
    await audit(trx, {
      actorId: id,
      action: 'SAFETY_PAUSE',
      targetType: 'player',
      targetId: id,
      details: { kind: body.kind, duration: body.duration, until, ...(running !== null ? { extends: { kind: row.pauseKind, until: running } } : {}) },
      now,
    });
    return render(trx, id, { ...row, pauseKind: body.kind, pauseUntil: until }, now);
  });
}

/**
 * GET /v1/players/{id}/safety/result?since= (own): the reality check's figures, from the bets of rounds
 * that ended (and settled) since `since`, at most the last 24 hours (a session's reality check).
 */
export async function sessionResult(ctx: AppContext, caller: PlayerRow, id: number, query: SessionResultQuery): Promise<SessionResult> {
  assertSelf(caller, id);
  const now = ctx.clock.now();
  const since = Math.max(query.since, now - DAY_MS);
  const { stakes, winnings, bets } = since > now ? { stakes: 0, winnings: 0, bets: 0 } : await settledSince(ctx.db, id, since);
  return { stakes: unitsToPoints(stakes), winnings: unitsToPoints(winnings), net: unitsToPoints(winnings - stakes), bets };
}
