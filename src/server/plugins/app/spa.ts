import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '../../../shared/texts.js';
import { pageCsp } from '../external/helmet.js';

/** Paths the app never handles: unknown ones get a JSON 404, not the app's page. */
const API_PREFIXES = ['/v1', '/docs', '/health', '/ready', '/socket.io'];

/** A path naming a file (its last segment has an extension): a missing one is a 404, never the app's page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** The page in the encodings a browser may ask for, compressed once at start. */
interface EncodedPage {
  readonly identity: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

function encodedPage(html: string): EncodedPage {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/** Sends the page compressed as the request accepts (brotli first), saying that it varies on that. */
function sendEncoded(reply: FastifyReply, accept: string | undefined, page: EncodedPage): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (accept && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br);
  if (accept && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built page and manifest with the configured brand name written in (BRAND_NAME). */
function brandedFiles(clientDir: string, brandName: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brandName)}</title>`)
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeHtml(brandName)}$2`)
    // The skeleton painted before the script runs shows the brand too.
    .replace(/(<p class="boot-brand">)[^<]*(<\/p>)/, `$1${escapeHtml(brandName)}$2`);
  const manifestFile = path.join(clientDir, 'manifest.webmanifest');
  const manifest = existsSync(manifestFile)
    ? JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), name: brandName, short_name: brandName.split(/\s+/)[0] })
    : undefined;
  return { html, manifest };
}

/**
 * Serves the built PWA: hashed assets cached for a year; the page, the service worker and the
 * manifest always revalidated; every text file in the brotli or gzip copy the build wrote beside it
 * (scripts/compress-assets.mjs), as the browser accepts; a missing file is a 404; any other GET path
 * gets the page (client-side routing).
 */
export default fp(
  async function spa(app: FastifyInstance, opts: { clientDir: string; brandName: string }) {
    const hasClient = existsSync(path.join(opts.clientDir, 'index.html'));
    if (!hasClient) app.log.warn({ clientDir: opts.clientDir }, 'no built app found: run `npm run build` to serve the PWA');
    const branded = hasClient ? brandedFiles(opts.clientDir, opts.brandName) : undefined;
    const page = branded ? encodedPage(branded.html) : undefined;
    const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
      sendEncoded(
        reply.header('cache-control', 'no-cache').header('content-security-policy', pageCsp(app.ctx.settings.get('chat'))).type('text/html; charset=utf-8'),
        request.headers['accept-encoding'],
        page as EncodedPage,
      );

    if (branded) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The page and the manifest are served below, with the brand written in.
        globIgnore: ['index.html*', 'manifest.webmanifest*'],
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply, filePath) {
          const immutable = path.relative(opts.clientDir, filePath).startsWith('assets' + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/', { schema: { hide: true } }, sendPage);
      app.get('/index.html', { schema: { hide: true } }, sendPage);
      if (branded.manifest) {
        const manifest = branded.manifest;
        app.get('/manifest.webmanifest', { schema: { hide: true } }, (_req, reply) =>
          reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest),
        );
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const pathname = url.split('?')[0] ?? url;
      const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(p + '/') || url.startsWith(p + '?'));
      if (isApi || !page || FILE_PATH.test(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ statusCode: 404, message: texts.errors.notFound, code: 'NOT_FOUND', requestId: request.id });
      }
      return sendPage(request, reply);
    });
  },
  { name: 'spa' },
);
