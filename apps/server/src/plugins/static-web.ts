import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TConfig } from '../config.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

/**
 * Cairn is a private, self-hosted team app: no page of it belongs in a search engine (the sign-in
 * page included), so the robots file asks every crawler to keep out (docs/security.md).
 */
export const ROBOTS_TXT = `# Cairn is a private team app: nothing here is for search engines.
User-agent: *
Disallow: /
`;

/**
 * Headers that only a document (a page, a frame) acts on: a script, a style sheet or an image
 * ignores them, and on a page of 50 small files they were a quarter of the bytes the sign-in page
 * transferred (about 600 bytes each, the CSP most of it). Hashed assets go out without them;
 * nosniff, CORP and Referrer-Policy stay (they apply to a subresource). Pages and API answers
 * keep every header (docs/security.md "Security headers").
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Where the build puts its hashed assets. */
const ASSETS_PREFIX = '/assets/';

/** A file name at the end of the path (`/robots.txt`, `/a/b.png`): never a page of the app. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built single-page app when it exists; any other GET outside the API falls back to
 * index.html so deep links work. index.html is always answered with this response's CSP nonce in
 * place of the build's placeholder. Assets go out precompressed (brotli or gzip, as the browser
 * accepts) and hashed ones are cached for a year. Source maps are served only when the operator
 * asks (SERVE_SOURCE_MAPS=1): they hold the app's sources and comments. Unknown API paths answer
 * a 404 in the usual shape, and so do missing files (a path whose last part has an extension,
 * e.g. /sitemap.xml): only page paths get the app. /robots.txt is Cairn's own (issue 35).
 */
export async function registerStaticWeb(app: FastifyInstance, config: TConfig) {
  const dist = config.webDistDir;
  const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));
  const indexHtml = hasWeb && dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, reply.cspNonce.style));
  const refusesMaps = !config.serveSourceMaps;
  if (hasWeb && dist) {
    // After helmet's hook (registered before this plugin), which sets them on the raw response.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith(ASSETS_PREFIX))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      done();
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each text asset (apps/web/vite-precompress.ts):
      // sent as they are to browsers that accept them, never compressed per request.
      preCompressed: true,
      // index.html goes through sendIndex (the nonce); maps only with SERVE_SOURCE_MAPS=1.
      allowedPath: (pathName) => pathName !== '/index.html' && !(refusesMaps && pathName.endsWith('.map')),
      // Our Cache-Control only: `send`'s own ('public, max-age=0') would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding (a .br, a .gz or the file itself).
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .send({ succeeded: false, messages: [errorMessage(MessageCode.NotFound, HTTP_TEXTS.pageNotFound)] });
  // A page of the app: outside the API and not a file (a missing one, a refused map,
  // /sitemap.xml), /index.html aside.
  const isPage = (url: string) => {
    const pathName = url.split('?')[0] ?? '';
    return !pathName.startsWith('/api/') && (pathName === '/index.html' || !FILE_PATH.test(pathName));
  };
  // Served with or without a web build: a bare API server is private too. Neither this nor the
  // pages are part of the API, so the OpenAPI document leaves them out (hide).
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
  // The page's deep links are a route of their own, not the not-found handler, so what every
  // route gets (compression of the page, compression.ts) reaches the page too.
  if (hasWeb)
    app.get('/*', { schema: { hide: true } }, (request, reply) =>
      isPage(request.url) ? sendIndex(reply) : notFound(reply),
    );
  // /index.html itself (refused by the static files above so it gets its nonce) lands here.
  app.setNotFoundHandler((request, reply) =>
    hasWeb && request.method === 'GET' && isPage(request.url) ? sendIndex(reply) : notFound(reply),
  );
}
