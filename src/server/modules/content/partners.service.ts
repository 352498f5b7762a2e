import type { AdminPartner, AdminPartnersResponse, CreatePartnerBody, PartnersResponse, UpdatePartnerBody } from '../../../shared/api/content.js';
import type { Db } from '../../db/database.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { checkedLink } from './banners.service.js';
import { BlankNameError, OrderMismatchError, PartnerNotFoundError } from './content.errors.js';
import { toAdminPartner, toPublicPartner } from './content.mapper.js';
import { deletePartner, findPartner, insertPartner, listPartners, setPartnerPosition, updatePartner } from './content.repository.js';
import { publicImageName } from './images.service.js';
import { isPermutation, movedTo } from './ordering.js';

/** GET /v1/partner: the partners, in the operator's order. */
export async function publicPartners(ctx: AppContext): Promise<PartnersResponse> {
  return { results: (await listPartners(ctx.db)).map(toPublicPartner) };
}

/** GET /v1/admin/partners. */
export async function allPartners(ctx: AppContext): Promise<AdminPartnersResponse> {
  return { results: (await listPartners(ctx.db)).map(toAdminPartner) };
}

function checkedName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  if (trimmed === '') throw new BlankNameError();
  return trimmed;
}

async function renumber(trx: Db, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await setPartnerPosition(trx, id, position);
}

/** POST /v1/admin/partners: a partner with an uploaded logo, last unless `position` says where. */
export async function createPartner(ctx: AppContext, call: OperatorCall, body: CreatePartnerBody): Promise<AdminPartner> {
  const name = checkedName(body.name)!;
  const link = checkedLink(body.link) ?? null;
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const logo = await publicImageName(trx, body.logo);
    const ids = (await listPartners(trx)).map((p) => p.id);
    const created = await insertPartner(trx, { name, logo, link, position: ids.length, createdAt: now });
    if (body.position !== undefined) await renumber(trx, movedTo(ids, created.id, body.position));
    const after = toAdminPartner((await findPartner(trx, created.id))!);
    await audit(trx, { actorId: call.operator.id, action: 'PARTNER_CREATE', targetType: 'partner', targetId: created.id, after, ip: call.ip, now });
    return after;
  });
  ctx.events.emit('contentChanged', { part: 'partners' });
  return result;
}

/** PATCH /v1/admin/partners/{id}: its name, logo, link, place. */
export async function changePartner(ctx: AppContext, call: OperatorCall, id: number, body: UpdatePartnerBody): Promise<AdminPartner> {
  const name = checkedName(body.name);
  const link = checkedLink(body.link);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = await findPartner(trx, id);
    if (!before) throw new PartnerNotFoundError();
    const logo = body.logo === undefined ? undefined : await publicImageName(trx, body.logo);
    const changes = { ...(name !== undefined ? { name } : {}), ...(logo !== undefined ? { logo } : {}), ...(link !== undefined ? { link } : {}) };
    if (Object.keys(changes).length) await updatePartner(trx, id, changes);
    if (body.position !== undefined) await renumber(trx, movedTo((await listPartners(trx)).map((p) => p.id), id, body.position));
    const after = (await findPartner(trx, id))!;
    await audit(trx, { actorId: call.operator.id, action: 'PARTNER_UPDATE', targetType: 'partner', targetId: id, before: toAdminPartner(before), after: toAdminPartner(after), ip: call.ip, now });
    return toAdminPartner(after);
  });
  ctx.events.emit('contentChanged', { part: 'partners' });
  return result;
}

/** PUT /v1/admin/partners/order: every partner's id once, in the new order. */
export async function reorderPartners(ctx: AppContext, call: OperatorCall, ids: readonly number[]): Promise<AdminPartnersResponse> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = (await listPartners(trx)).map((p) => p.id);
    if (!isPermutation(before, ids)) throw new OrderMismatchError();
    await renumber(trx, ids);
    await audit(trx, { actorId: call.operator.id, action: 'PARTNER_REORDER', targetType: 'partner', targetId: 'order', before: { order: before }, after: { order: ids }, ip: call.ip, now });
    return { results: (await listPartners(trx)).map(toAdminPartner) };
  });
  ctx.events.emit('contentChanged', { part: 'partners' });
  return result;
}

/** DELETE /v1/admin/partners/{id}. Its logo stays stored. */
export async function removePartner(ctx: AppContext, call: OperatorCall, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findPartner(trx, id);
    if (!before || !(await deletePartner(trx, id))) throw new PartnerNotFoundError();
    await renumber(trx, (await listPartners(trx)).map((p) => p.id));
    await audit(trx, { actorId: call.operator.id, action: 'PARTNER_DELETE', targetType: 'partner', targetId: id, before: toAdminPartner(before), ip: call.ip, now });
  });
  ctx.events.emit('contentChanged', { part: 'partners' });
}
