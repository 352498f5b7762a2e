import type { AdminBanner, AdminBannersResponse, BannersResponse, CreateBannerBody, UpdateBannerBody } from '../../../shared/api/content.js';
import { isSafeContentLink } from '../../../shared/content.js';
import type { Db } from '../../db/database.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { BannerNotFoundError, OrderMismatchError, UnsafeLinkError } from './content.errors.js';
import { toAdminBanner, toPublicBanner } from './content.mapper.js';
import { deleteBanner, findBanner, insertBanner, listBanners, setBannerPosition, updateBanner } from './content.repository.js';
import { publicImageName } from './images.service.js';
import { isPermutation, movedTo } from './ordering.js';

/** GET /v1/banner: the active banners, in the operator's order. */
export async function activeBanners(ctx: AppContext): Promise<BannersResponse> {
  return { results: (await listBanners(ctx.db, true)).map(toPublicBanner) };
}

/** GET /v1/admin/banners: every banner, active or not, in order. */
export async function allBanners(ctx: AppContext): Promise<AdminBannersResponse> {
  return { results: (await listBanners(ctx.db, false)).map(toAdminBanner) };
}

export function checkedLink(link: string | null | undefined): string | null | undefined {
  if (link && !isSafeContentLink(link)) throw new UnsafeLinkError();
  return link;
}

/** Writes positions 0..n-1 following `ids`. */
async function renumber(trx: Db, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await setBannerPosition(trx, id, position);
}

/** POST /v1/admin/banners: a banner of an uploaded image, last unless `position` says where. */
export async function createBanner(ctx: AppContext, call: OperatorCall, body: CreateBannerBody): Promise<AdminBanner> {
  const link = checkedLink(body.link) ?? null;
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const image = await publicImageName(trx, body.image);
    const ids = (await listBanners(trx, false)).map((b) => b.id);
    const created = await insertBanner(trx, { image, link, isActive: body.active === false ? 0 : 1, position: ids.length, createdAt: now });
    if (body.position !== undefined) await renumber(trx, movedTo(ids, created.id, body.position));
    const after = toAdminBanner((await findBanner(trx, created.id))!);
    await audit(trx, { actorId: call.operator.id, action: 'BANNER_CREATE', targetType: 'banner', targetId: created.id, after, ip: call.ip, now });
    return after;
  });
  ctx.events.emit('contentChanged', { part: 'banners' });
  return result;
}

/** PATCH /v1/admin/banners/{id}: its image, link, whether it shows, its place. */
export async function changeBanner(ctx: AppContext, call: OperatorCall, id: number, body: UpdateBannerBody): Promise<AdminBanner> {
  const link = checkedLink(body.link);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = await findBanner(trx, id);
    if (!before) throw new BannerNotFoundError();
    const image = body.image === undefined ? undefined : await publicImageName(trx, body.image);
    const changes = { ...(image !== undefined ? { image } : {}), ...(link !== undefined ? { link } : {}), ...(body.active !== undefined ? { isActive: body.active ? 1 : 0 } : {}) };
    if (Object.keys(changes).length) await updateBanner(trx, id, changes);
    if (body.position !== undefined) await renumber(trx, movedTo((await listBanners(trx, false)).map((b) => b.id), id, body.position));
    const after = (await findBanner(trx, id))!;
    await audit(trx, { actorId: call.operator.id, action: 'BANNER_UPDATE', targetType: 'banner', targetId: id, before: toAdminBanner(before), after: toAdminBanner(after), ip: call.ip, now });
    return toAdminBanner(after);
  });
  ctx.events.emit('contentChanged', { part: 'banners' });
  return result;
}

/** PUT /v1/admin/banners/order: every banner's id once, in the new order. */
export async function reorderBanners(ctx: AppContext, call: OperatorCall, ids: readonly number[]): Promise<AdminBannersResponse> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = (await listBanners(trx, false)).map((b) => b.id);
    if (!isPermutation(before, ids)) throw new OrderMismatchError();
    await renumber(trx, ids);
    await audit(trx, { actorId: call.operator.id, action: 'BANNER_REORDER', targetType: 'banner', targetId: 'order', before: { order: before }, after: { order: ids }, ip: call.ip, now });
    return { results: (await listBanners(trx, false)).map(toAdminBanner) };
  });
  ctx.events.emit('contentChanged', { part: 'banners' });
  return result;
}

/** DELETE /v1/admin/banners/{id}. Its image stays stored (a cached page may still show it). */
export async function removeBanner(ctx: AppContext, call: OperatorCall, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findBanner(trx, id);
    if (!before || !(await deleteBanner(trx, id))) throw new BannerNotFoundError();
    await renumber(trx, (await listBanners(trx, false)).map((b) => b.id));
    await audit(trx, { actorId: call.operator.id, action: 'BANNER_DELETE', targetType: 'banner', targetId: id, before: toAdminBanner(before), ip: call.ip, now });
  });
  ctx.events.emit('contentChanged', { part: 'banners' });
}
