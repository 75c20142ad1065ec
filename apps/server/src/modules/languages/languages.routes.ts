import { LANGUAGE_ENDPOINTS as E } from '@cairn/domain/i18n/i18n.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';

/** A year: the longest a browser is told to keep an answer whose URL names its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the content's hash in the URL the browser keeps the pack but asks each time (304 when unchanged). */
const REVALIDATE = 'public, no-cache';

/**
 * `GET loki/languages/{language}.json?l={id}` (spec 002 §7): the flat pack, English for an unknown
 * language; the ETag is the content's hash, so a drop-in change reaches browsers on their next ask.
 */
export async function registerLanguageRoutes(api: FastifyInstance) {
  addRoute(api, E.pack, async (request, reply) => {
    const { hash, pack } = api.languagePacks.packOf(request.params.language);
    const etag = `"${hash}"`;
    reply.header('etag', etag);
    reply.header('cache-control', request.query.l === hash ? IMMUTABLE : REVALIDATE);
    reply.header('x-content-hash', hash);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return {};
    }
    return pack;
  });
}
