import type { Db } from '../../db/database.js';

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/** Stores `value` under `key` unless the key exists; returns whichever value is stored. */
export async function settingOnce<T>(db: Db, key: string, value: T): Promise<T> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updatedAt: Date.now() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSetting<T>(db, key))!;
}
