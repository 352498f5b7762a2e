import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../shared/api/common.js';
import { AdminPartner, AdminPartnersResponse, CreatePartnerBody, ReorderBody, UpdatePartnerBody } from '../../../../../shared/api/content.js';
import { allPartners, changePartner, createPartner, removePartner, reorderPartners } from '../../../../modules/content/partners.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/partners (ADMIN, by the folder's hook): Home's partners. Every change is audit-logged. */
const adminPartnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { ...common, summary: 'Every partner, in order', response: { 200: AdminPartnersResponse, ...errors } } }, async () =>
    allPartners(app.ctx),
  );

  app.post(
    '/',
    { schema: { ...common, summary: 'Add a partner with a logo uploaded with POST /v1/admin/images', body: CreatePartnerBody, response: { 201: AdminPartner, ...errors } } },
    async (request, reply) => reply.code(201).send(await createPartner(app.ctx, { operator: request.player, ip: request.ip }, request.body)),
  );

  app.put(
    '/order',
    { schema: { ...common, summary: 'Put the partners in a new order (every id once)', body: ReorderBody, response: { 200: AdminPartnersResponse, ...errors } } },
    async (request) => reorderPartners(app.ctx, { operator: request.player, ip: request.ip }, request.body.ids),
  );

  app.patch(
    '/:id',
    { schema: { ...common, summary: "Change a partner's name, logo, link or place", params: IdParams, body: UpdatePartnerBody, response: { 200: AdminPartner, ...errors } } },
    async (request) => changePartner(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, request.body),
  );

  app.delete('/:id', { schema: { ...common, summary: 'Remove a partner', params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await removePartner(app.ctx, { operator: request.player, ip: request.ip }, request.params.id);
    return reply.code(204).send(null);
  });
};

export default adminPartnerRoutes;
