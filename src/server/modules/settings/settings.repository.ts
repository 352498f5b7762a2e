import type { Db } from '../../db/database.js';

// Queries only: the typed settings live in settings.service.ts.

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** Every stored value among `keys`, as stored (JSON text parsed). */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: unknown, now: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updatedAt: now }))
    .execute();
}

/** Stores `value` under `key` unless the key exists; returns whichever value is stored. */
export async function insertSettingOnce<T>(db: Db, key: string, value: T, now: number): Promise<T> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updatedAt: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSetting<T>(db, key))!;
}
