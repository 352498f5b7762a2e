import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { SupportChat } from '../../../shared/api/content.js';

/**
 * The app page's Content-Security-Policy, sent with the HTML only (plugins/app/spa.ts): JSON answers
 * do not need it, and building it on every API call costs measurable time. The app's styles are
 * injected at run time (Emotion), hence 'unsafe-inline' for styles only. `chatOrigin` is the origin
 * of the support chat widget the operator configured (setting `chat`, provider `script`): the one
 * origin besides ours a script may come from, and the widget may talk to and frame.
 */
function buildPageCsp(chatOrigin: string | undefined): string {
  const chat = chatOrigin ? ` ${chatOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${chat}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:", // popup images and widget avatars may be hosted elsewhere
    `connect-src 'self' ws: wss:${chat}`,
    `frame-src 'self'${chat}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The origin of a chat widget's script, when the chat setting loads one over https. */
export function chatScriptOrigin(chat: SupportChat): string | undefined {
  if (chat.provider !== 'script' || !chat.scriptUrl) return undefined;
  try {
    const url = new URL(chat.scriptUrl);
    return url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The policy without any chat widget. */
export const PAGE_CSP = buildPageCsp(undefined);

let last: { origin: string | undefined; csp: string } = { origin: undefined, csp: PAGE_CSP };

/**
 * The page's policy for the chat setting in force, read on every page request so that a change
 * applies without a restart; the string is rebuilt only when the origin changes.
 */
export function pageCsp(chat: SupportChat): string {
  const origin = chatScriptOrigin(chat);
  if (origin !== last.origin) last = { origin, csp: buildPageCsp(origin) };
  return last.csp;
}

/**
 * The headers helmet sets with this app's options: no CSP (the page's own, above), no HSTS (the
 * app is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy), no COEP.
 * None depends on the request, so helmet runs once, at start, into a recording response: running
 * its middlewares on every answer (as @fastify/helmet does, building them anew each time) cost
 * about 4% of a bet's CPU.
 */
function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet({ contentSecurityPolicy: false, hsts: false, crossOriginEmbedderPolicy: false })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. API answers carry personal data (profile, ledger, bank account,
 * withdrawals): no browser or proxy may keep them, unless a route says otherwise (signed files).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
