import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '../../../shared/texts.js';

/** Paths the app never handles: unknown ones get a JSON 404, not the app's page. */
const API_PREFIXES = ['/v1', '/docs', '/health', '/socket.io'];

/**
 * Serves the built PWA: hashed assets cached for a year, the page, the service worker and the
 * manifest always revalidated; any other GET path gets the page (client-side routing).
 */
export default fp(
  async function spa(app: FastifyInstance, opts: { clientDir: string }) {
    const hasClient = existsSync(path.join(opts.clientDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        wildcard: false,
        index: false,
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply, filePath) {
          const rel = path.relative(opts.clientDir, filePath);
          const immutable = rel.startsWith('assets' + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ clientDir: opts.clientDir }, 'no built app found: run `npm run build` to serve the PWA');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(p + '/') || url.startsWith(p + '?'));
      if (isApi || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ statusCode: 404, message: texts.errors.notFound, code: 'NOT_FOUND' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
