import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import { Metrics } from '../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (lib/metrics.ts). */
    metrics: Metrics;
  }
}

/** Whether the request bears `Authorization: Bearer <token>` (compared in constant time). */
function bearsToken(authorization: string | undefined, token: string): boolean {
  const sent = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Prometheus metrics, never public (docs/operations.md). Every request is timed by its route
 * pattern. `/metrics` answers on the main port only with METRICS_TOKEN as a bearer token (without
 * one set, never: a 404 like any unknown path; a player's token is no such token); with
 * METRICS_PORT, also on a listener of its own bound to METRICS_HOST, which asks for the same token
 * when one is set.
 */
export default fp(
  async function metrics(app: FastifyInstance, opts: { config: Config }) {
    const { metricsToken, metricsPort, metricsHost } = opts.config;
    const registry = new Metrics(opts.config.metricsEnabled);
    app.decorate('metrics', registry);
    if (!registry.enabled) return;

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      registry.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const allowed = (request: Pick<IncomingMessage, 'headers'>) => metricsToken !== undefined && bearsToken(request.headers.authorization, metricsToken);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request)) return reply.status(404).send({ statusCode: 404, message: texts.errors.notFound, code: 'NOT_FOUND', requestId: request.id });
      return reply.type(registry.registry.contentType).send(await registry.scrape());
    });

    if (metricsPort === undefined) return;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        const refused = path !== '/metrics' ? 404 : metricsToken !== undefined && !allowed(request) ? 401 : 0;
        if (refused) return void response.writeHead(refused).end();
        registry.scrape().then(
          (text) => response.writeHead(200, { 'content-type': registry.registry.contentType }).end(text),
          (err: unknown) => {
            app.log.error({ err }, 'metrics scrape failed');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(metricsPort, metricsHost, resolve));
      app.log.info({ host: metricsHost, port: metricsPort }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  },
  { name: 'metrics' },
);
