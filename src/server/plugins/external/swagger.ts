import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI generated from the route schemas: browsable at /docs, JSON at /docs/json. */
export default fp(
  async function openapi(app: FastifyInstance, opts: { brandName: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: `${opts.brandName} API`, version: '1', description: 'Player and operator API. Money is in points (at most 4 decimals).' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
