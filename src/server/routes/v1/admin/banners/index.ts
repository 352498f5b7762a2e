import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../shared/api/common.js';
import { AdminBanner, AdminBannersResponse, CreateBannerBody, ReorderBody, UpdateBannerBody } from '../../../../../shared/api/content.js';
import { allBanners, changeBanner, createBanner, removeBanner, reorderBanners } from '../../../../modules/content/banners.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/banners (ADMIN, by the folder's hook): Home's carousel. Every change is audit-logged. */
const adminBannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { ...common, summary: 'Every banner, active or not, in order', response: { 200: AdminBannersResponse, ...errors } } }, async () =>
    allBanners(app.ctx),
  );

  app.post(
    '/',
    { schema: { ...common, summary: 'Add a banner of an image uploaded with POST /v1/admin/images', body: CreateBannerBody, response: { 201: AdminBanner, ...errors } } },
    async (request, reply) => reply.code(201).send(await createBanner(app.ctx, { operator: request.player, ip: request.ip }, request.body)),
  );

  app.put(
    '/order',
    { schema: { ...common, summary: 'Put the banners in a new order (every id once)', body: ReorderBody, response: { 200: AdminBannersResponse, ...errors } } },
    async (request) => reorderBanners(app.ctx, { operator: request.player, ip: request.ip }, request.body.ids),
  );

  app.patch(
    '/:id',
    { schema: { ...common, summary: "Change a banner's image, link, whether it shows, or its place", params: IdParams, body: UpdateBannerBody, response: { 200: AdminBanner, ...errors } } },
    async (request) => changeBanner(app.ctx, { operator: request.player, ip: request.ip }, request.params.id, request.body),
  );

  app.delete('/:id', { schema: { ...common, summary: 'Remove a banner', params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await removeBanner(app.ctx, { operator: request.player, ip: request.ip }, request.params.id);
    return reply.code(204).send(null);
  });
};

export default adminBannerRoutes;
