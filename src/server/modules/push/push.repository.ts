import { type ExpressionBuilder, sql } from 'kysely';
import type { PushCategory } from '../../../shared/push.js';
import type { Db } from '../../db/database.js';
import { inValues, rowsTable } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { PushPreferencesRow, PushSubscriptionRow } from './push.table.js';

// Queries only: the rules live in push.service.ts and push.sender.ts.

/** Adds or takes over a device by its endpoint (another player's moves to this one, made anew). */
export async function upsertSubscription(
  db: Db,
  row: Pick<PushSubscriptionRow, 'playerId' | 'familyId' | 'endpoint' | 'p256dh' | 'auth' | 'expiresAt' | 'createdAt'>,
): Promise<Pick<PushSubscriptionRow, 'id' | 'createdAt'>> {
  return db
    .insertInto('pushSubscriptions')
    .values({ ...row, lastSuccessAt: null })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        familyId: eb.ref('excluded.familyId'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        expiresAt: eb.ref('excluded.expiresAt'),
        // The same player keeps the device's history; another player gets a new device.
        createdAt: sql<number>`case when push_subscriptions.player_id = excluded.player_id then push_subscriptions.created_at else excluded.created_at end`,
        lastSuccessAt: sql<number | null>`case when push_subscriptions.player_id = excluded.player_id then push_subscriptions.last_success_at else null end`,
        playerId: eb.ref('excluded.playerId'),
      })),
    )
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Removes a player's devices beyond the newest `keep` (by creation, then id). */
export async function trimDevices(db: Db, playerId: number, keep: number): Promise<void> {
  const kept = db.selectFrom('pushSubscriptions').select('id').where('playerId', '=', playerId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(keep);
  await db.deleteFrom('pushSubscriptions').where('playerId', '=', playerId).where('id', 'not in', kept).execute();
}

/** Removes the player's device by its endpoint; true when there was one. */
export async function deleteSubscription(db: Db, playerId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('pushSubscriptions').where('playerId', '=', playerId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the devices subscribed in a sign-in. */
export async function deleteFamilySubscriptions(db: Db, familyId: number): Promise<number> {
  const result = await db.deleteFrom('pushSubscriptions').where('familyId', '=', familyId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes devices by id (their push service said they are gone). */
export async function deleteSubscriptions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('pushSubscriptions').where(inValues(db, 'id', 'bigint', ids)).execute();
}

/** Removes the devices whose sign-in ended (signed out, replayed) or expired. */
export async function deleteEndedSubscriptions(db: Db, now: number): Promise<void> {
  const ended = db.selectFrom('tokenFamilies').select('id').where((eb) => eb.or([eb('revokedAt', 'is not', null), eb('expiresAt', '<=', now)]));
  await db.deleteFrom('pushSubscriptions').where('familyId', 'in', ended).execute();
}

export async function countSubscriptions(db: Db, playerId: number): Promise<number> {
  const row = await db.selectFrom('pushSubscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('playerId', '=', playerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Players with at least one device, and the devices. */
export async function subscriptionTotals(db: Db): Promise<{ players: number; subscriptions: number }> {
  const row = await db
    .selectFrom('pushSubscriptions')
    .select((eb) => [eb.fn.count<number>('playerId').distinct().as('players'), eb.fn.countAll<number>().as('subscriptions')])
    .executeTakeFirstOrThrow();
  return { players: Number(row.players), subscriptions: Number(row.subscriptions) };
}

export function findPreferences(db: Db, playerId: number): Promise<PushPreferencesRow | undefined> {
  return db.selectFrom('pushPreferences').selectAll().where('playerId', '=', playerId).executeTakeFirst();
}

export async function savePreferences(db: Db, row: PushPreferencesRow): Promise<void> {
  const { playerId: _, ...choices } = row;
  await db.insertInto('pushPreferences').values(row).onConflict((oc) => oc.column('playerId').doUpdateSet(choices)).execute();
}

/** A device a push goes to. */
export type Recipient = Pick<PushSubscriptionRow, 'id' | 'playerId' | 'endpoint' | 'p256dh' | 'auth'>;

/** Whom a push of `category` may reach at `now`, among `playerIds` (null: everyone). */
export interface Audience {
  readonly category: PushCategory;
  readonly playerIds: readonly number[] | null;
  readonly now: number;
}

type From = ExpressionBuilder<Database & { s: Database['pushSubscriptions']; p: Database['players']; pp: Database['pushPreferences']; f: Database['tokenFamilies'] }, 's' | 'p' | 'pp' | 'f'>;

/** The player's choice for the category (the default without a row); security is never a choice. */
function chosen(category: PushCategory) {
  return (eb: From) => {
    switch (category) {
      case 'security':
        return eb.lit(true);
      case 'bets':
        // Off by default: only the players who turned it on (a row), so a round's 20,000 bettors are a short read.
        return eb('pp.bets', '=', 1);
      default:
        return eb(eb.fn.coalesce(`pp.${category}`, eb.lit(1)), '=', 1);
    }
  };
}

/**
 * The next `limit` devices after id `after` that a push of the audience's category reaches: the
 * player's (never an operator's) devices whose sign-in is live and whose choice lets it through.
 * A locked player, or one whose pause (cool-off, self-exclusion) runs, hears only of money and
 * security.
 */
export async function recipientsPage(db: Db, audience: Audience, after: number, limit: number): Promise<Recipient[]> {
  const { category, playerIds, now } = audience;
  let query = db
    .selectFrom('pushSubscriptions as s')
    .innerJoin('players as p', 'p.id', 's.playerId')
    .leftJoin('pushPreferences as pp', 'pp.playerId', 's.playerId')
    .leftJoin('tokenFamilies as f', 'f.id', 's.familyId')
    .select(['s.id', 's.playerId', 's.endpoint', 's.p256dh', 's.auth'])
    .where('s.id', '>', after)
    .where('p.role', '=', 'PLAYER')
    .where('f.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('s.familyId', 'is', null), eb('f.expiresAt', '>', now)]))
    .where((eb) => eb.or([eb('s.expiresAt', 'is', null), eb('s.expiresAt', '>', now)]))
    .where(chosen(category));
  if (playerIds) query = query.where(inValues(db, 's.playerId', 'bigint', playerIds));
  if (category !== 'money' && category !== 'security') {
    query = query
      .where('p.locked', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('playerSafety as ps').select('ps.playerId').whereRef('ps.playerId', '=', 's.playerId').where('ps.pauseUntil', '>', now))),
      );
  }
  return query.orderBy('s.id').limit(limit).execute();
}

/**
 * Claims (event, device) pairs, in one statement: answers the pairs this call inserted. A pair
 * already claimed, by this instance or any other, is left out: its push is someone else's.
 */
export async function claimDeliveries(db: Db, claims: ReadonlyArray<{ eventKey: string; subscriptionId: number }>, now: number): Promise<Array<{ eventKey: string; subscriptionId: number }>> {
  if (!claims.length) return [];
  const rows = rowsTable(db, { event_key: 'text', subscription_id: 'bigint' }, claims.map((c) => ({ event_key: c.eventKey, subscription_id: c.subscriptionId })));
  // `where true` before `on conflict`: SQLite would otherwise read the conflict clause as a join's.
  const result = await sql<{ eventKey: string; subscriptionId: number }>`insert into push_deliveries (event_key, subscription_id, created_at)
    select event_key, subscription_id, ${now} from ${rows} as v where true
    on conflict (event_key, subscription_id) do nothing
    returning event_key, subscription_id`.execute(db);
  return result.rows.map((r) => ({ eventKey: r.eventKey, subscriptionId: Number(r.subscriptionId) }));
}

/** Stamps the devices a push service accepted a push for. */
export async function markDelivered(db: Db, ids: readonly number[], now: number): Promise<void> {
  if (ids.length) await db.updateTable('pushSubscriptions').set({ lastSuccessAt: now }).where(inValues(db, 'id', 'bigint', ids)).execute();
}

/** Forgets claims made before `before`: no event is handled that long after it happened. */
export async function pruneDeliveries(db: Db, before: number): Promise<void> {
  await db.deleteFrom('pushDeliveries').where('createdAt', '<', before).execute();
}
