import type { Db } from '../../db/database.js';

// Queries only: files kept in the database (file-store.ts, DatabaseFileStore).

export async function insertFileBlob(db: Db, values: { area: string; name: string; bytes: Buffer; createdAt: number }): Promise<void> {
  await db.insertInto('fileBlobs').values(values).execute();
}

export async function findFileBlob(db: Db, area: string, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('fileBlobs').select('bytes').where('area', '=', area).where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

export async function deleteFileBlob(db: Db, area: string, name: string): Promise<void> {
  await db.deleteFrom('fileBlobs').where('area', '=', area).where('name', '=', name).execute();
}
