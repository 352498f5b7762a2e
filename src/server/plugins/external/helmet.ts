import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The app page's Content-Security-Policy, sent with the HTML only (plugins/app/spa.ts): JSON answers
 * do not need it, and building it on every API call costs measurable time. The app's styles are
 * injected at run time (Emotion), hence 'unsafe-inline' for styles only.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:", // banners may be hosted elsewhere (operator content)
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Security headers on every answer. API answers carry personal data (profile, ledger, bank account,
 * withdrawals): no browser or proxy may keep them, unless a route says otherwise (signed files).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // The app is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy.
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
