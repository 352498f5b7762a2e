import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers. The app's styles are injected at run time (Emotion), hence 'unsafe-inline' for styles only. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // The app is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy.
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
