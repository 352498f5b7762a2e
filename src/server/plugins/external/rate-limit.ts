import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../lib/errors.js';

/** Per-IP rate limits, opted into by each route (`config.rateLimit`). */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: 'rate-limit' },
);
