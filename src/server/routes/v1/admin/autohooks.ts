import type { FastifyInstance } from 'fastify';

/**
 * Every route under /v1/admin, in this folder and below (loaded by @fastify/autoload with
 * cascading hooks): an authenticated operator, else 401/403, before anything else is read.
 */
export default async function adminOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
}
