import type { Db } from '../../db/database.js';

// Queries only: the allowance of second-factor codes an operator's sign-ins may try (migration 0027).

/**
 * Takes one attempt from the operator's allowance, in one statement (an upsert with a condition):
 * of any number of attempts at once, on any instance, at most `allowance` are taken until a right
 * code gives them back or a lock ends. Answers the attempt's number, or undefined when none is left
 * (locked, or the allowance is held by attempts still being checked).
 */
export async function takeAttempt(db: Db, playerId: number, allowance: number, now: number): Promise<number | undefined> {
  const row = await db
    .insertInto('secondFactorGuards')
    .values({ playerId, attempts: 1, lockouts: 0, lockedAt: null, lockedUntil: null, updatedAt: now })
    .onConflict((oc) =>
      oc
        .column('playerId')
        .doUpdateSet((eb) => ({ attempts: eb('secondFactorGuards.attempts', '+', 1), updatedAt: now }))
        .where((eb) =>
          eb.and([
            eb('secondFactorGuards.attempts', '<', allowance),
            eb.or([eb('secondFactorGuards.lockedUntil', 'is', null), eb('secondFactorGuards.lockedUntil', '<=', now)]),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export interface GuardState {
  readonly attempts: number;
  readonly lockouts: number;
  readonly lockedAt: number | null;
  readonly lockedUntil: number | null;
}

export async function guardState(db: Db, playerId: number): Promise<GuardState | undefined> {
  return db.selectFrom('secondFactorGuards').select(['attempts', 'lockouts', 'lockedAt', 'lockedUntil']).where('playerId', '=', playerId).executeTakeFirst();
}

/**
 * Locks the second factor until `until` once the allowance is spent (attempts >= allowance), if its
 * count of locks is still `lockouts` (another attempt did not lock it, nor a right code reset it
 * meanwhile). True when this call locked it.
 */
export async function lockGuard(db: Db, playerId: number, allowance: number, lockouts: number, now: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('secondFactorGuards')
    .set({ attempts: 0, lockouts: lockouts + 1, lockedAt: now, lockedUntil: until, updatedAt: now })
    .where('playerId', '=', playerId)
    .where('attempts', '>=', allowance)
    .where('lockouts', '=', lockouts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A right code: the whole allowance back, locks forgotten (when the last lock happened stays, for the dashboard). */
export async function resetGuard(db: Db, playerId: number, now: number): Promise<void> {
  await db.updateTable('secondFactorGuards').set({ attempts: 0, lockouts: 0, lockedUntil: null, updatedAt: now }).where('playerId', '=', playerId).execute();
}

export interface SecondFactorLock {
  readonly playerId: number;
  readonly username: string;
  readonly lockedAt: number;
  readonly lockedUntil: number | null;
}

/** Operators whose second factor was locked since `since`, the latest first. */
export async function locksSince(db: Db, since: number): Promise<SecondFactorLock[]> {
  const rows = await db
    .selectFrom('secondFactorGuards')
    .innerJoin('players', 'players.id', 'secondFactorGuards.playerId')
    .select(['secondFactorGuards.playerId', 'players.username', 'secondFactorGuards.lockedAt', 'secondFactorGuards.lockedUntil'])
    .where('secondFactorGuards.lockedAt', '>=', since)
    .orderBy('secondFactorGuards.lockedAt', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ playerId: Number(r.playerId), username: r.username, lockedAt: Number(r.lockedAt), lockedUntil: r.lockedUntil === null ? null : Number(r.lockedUntil) }));
}

/** How many operators' second factors are locked at `now` (the metric read at each scrape). */
export async function countLocked(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('secondFactorGuards')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lockedUntil', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
