import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config.ts';

/**
 * The placeholder the web build writes where a per-response nonce goes (`html.cspNonce` in
 * apps/web/vite.config.ts): on its script and style tags and in `<meta property="csp-nonce">`,
 * from which Mantine and the editor take the nonce for the style tags they add.
 */
export const CSP_NONCE_PLACEHOLDER = 'CAIRN_CSP_NONCE';

/** A response's nonces (`reply.cspNonce`, as `@fastify/helmet` named them): static-web.ts writes them into the page. */
type TCspNonce = { script: string; style: string };

declare module 'fastify' {
  interface FastifyReply {
    cspNonce: TCspNonce;
  }
}

/** The nonces of a response, for the CSP's directives, which helmet calls with the raw response. */
const noncesOf = new WeakMap<ServerResponse, TCspNonce>();
const scriptNonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${noncesOf.get(res)?.script}'`;
const styleNonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${noncesOf.get(res)?.style}'`;

/**
 * Security headers on every answer with helmet (issue 7 point 4): a strict CSP (scripts only from
 * Cairn itself, style tags only with this response's nonce, no framing, no plugins),
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, and
 * HSTS only when APP_URL is https (an http instance must stay reachable over http). The learning
 * centre's videos are the one thing framed or played from elsewhere: `videoOrigins` (the https
 * origins its packs name, computed at start) join `frame-src` and `media-src`, and nothing else.
 * helmet's middleware is built once here: `@fastify/helmet` built it again on every request with
 * nonces, parsing every directive each time (issue 38, the search route's profile).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: TConfig,
  { videoOrigins = [] }: { videoOrigins?: readonly string[] } = {},
) {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptNonce],
        styleSrc: ["'self'", styleNonce],
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
  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      return noncesOf.get(this.raw) as TCspNonce;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // One draw of 32 random bytes for both nonces (16 bytes, 32 hex digits each).
    const random = randomBytes(32).toString('hex');
    noncesOf.set(reply.raw, { script: random.slice(0, 32), style: random.slice(32) });
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
