import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UploadRow, UploadsTable } from './uploads.table.js';

// Queries only.

export async function insertUpload(db: Db, values: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(values).execute();
}

export function findUploadByName(db: Db, fileName: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('fileName', '=', fileName).executeTakeFirst();
}
