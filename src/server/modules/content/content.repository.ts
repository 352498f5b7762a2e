import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BannerRow, BannersTable, ContentImagesTable, PartnerRow, PartnersTable } from './content.table.js';

// Queries only: public images, banners, partners.

export async function insertContentImage(db: Db, values: Insertable<ContentImagesTable>): Promise<void> {
  await db.insertInto('contentImages').values(values).execute();
}

export function findContentImage(db: Db, fileName: string) {
  return db.selectFrom('contentImages').select(['fileName', 'mimeType']).where('fileName', '=', fileName).executeTakeFirst();
}

/** Banners in display order; only the active ones when `activeOnly`. */
export function listBanners(db: Db, activeOnly: boolean): Promise<BannerRow[]> {
  let query = db.selectFrom('banners').selectAll();
  if (activeOnly) query = query.where('isActive', '=', 1);
  return query.orderBy('position').orderBy('id').execute();
}

export function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBanner(db: Db, values: Insertable<BannersTable>): Promise<BannerRow> {
  return db.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateBanner(db: Db, id: number, values: Updateable<BannersTable>): Promise<void> {
  await db.updateTable('banners').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setBannerPosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('banners').set({ position }).where('id', '=', id).where('position', '<>', position).execute();
}

export function listPartners(db: Db): Promise<PartnerRow[]> {
  return db.selectFrom('partners').selectAll().orderBy('position').orderBy('id').execute();
}

export function findPartner(db: Db, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPartner(db: Db, values: Insertable<PartnersTable>): Promise<PartnerRow> {
  return db.insertInto('partners').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePartner(db: Db, id: number, values: Updateable<PartnersTable>): Promise<void> {
  await db.updateTable('partners').set(values).where('id', '=', id).execute();
}

export async function deletePartner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setPartnerPosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('partners').set({ position }).where('id', '=', id).where('position', '<>', position).execute();
}
