import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';

/**
 * The placeholder the web build writes where a per-response nonce goes (`html.cspNonce` in
 * apps/web/vite.config.ts): on its script and style tags and in `<meta property="csp-nonce">`,
 * from which Mantine and the editor take the nonce for the style tags they add.
 */
export const CSP_NONCE_PLACEHOLDER = 'CAIRN_CSP_NONCE';

/**
 * Security headers on every answer with `@fastify/helmet` (issue 7 point 4): a strict CSP (scripts
 * only from Cairn itself, style tags only with this response's nonce, no framing, no plugins),
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, and
 * HSTS only when APP_URL is https (an http instance must stay reachable over http). The learning
 * centre's videos are the one thing framed or played from elsewhere: `videoOrigins` (the https
 * origins its packs name, computed at start) join `frame-src` and `media-src`, and nothing else.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: TConfig,
  { videoOrigins = [] }: { videoOrigins?: readonly string[] } = {},
) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...videoOrigins],
        mediaSrc: ["'self'", ...videoOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.appUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
