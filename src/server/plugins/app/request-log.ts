import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is logged (warn) even when requests are not. */
export const SLOW_REQUEST_MS = 1000;

/**
 * What the terminal shows of requests. With `LOG_REQUESTS=1`, Fastify's own two lines per request
 * (`disableRequestLogging` off, in app.ts). Otherwise one line only for a request worth a look: a
 * 5xx (error), a slow one (over 1 s, warn), a 4xx (debug: refusals are the app's daily work).
 * Errors, warnings and lifecycle lines are untouched.
 */
export default fp(
  async function requestLog(app: FastifyInstance, opts: { logRequests: boolean }) {
    if (opts.logRequests) return;
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      const line = { req: request, res: reply, responseTime: Math.round(ms) };
      if (status >= 500) request.log.error(line, 'request failed');
      else if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else if (status >= 400) request.log.debug(line, 'request refused');
    });
  },
  { name: 'request-log' },
);
