import { ORG_LOGO_MAX_BYTES } from '@cairn/domain/orgs/org-logo.constants';
import { ORG_LOGO_ENDPOINTS as E } from '@cairn/domain/orgs/org-logo.endpoints';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { uploadedImageBytes } from '../../http/uploaded-image.ts';
import { ImageRefusal } from '../../lib/image-upload.ts';
import { createOrgLogosService } from './org-logos.service.ts';

/** A year, privately: the URL names the image's hash, so a changed logo is a new URL. */
const LOGO_CACHE = 'private, max-age=31536000, immutable';

/** `POST org/{id}/logo`, `DELETE org/{id}/logo` and `GET org/{id}/logo/{hash}` (docs/api.md, Organisations). */
export async function registerOrgLogoRoutes(api: FastifyInstance) {
  // Multipart only in this scope: one image of at most 5 MB, kept in memory.
  await api.register(multipart, { limits: { fileSize: ORG_LOGO_MAX_BYTES, files: 1, fields: 2 } });
  const logos = createOrgLogosService(api);

  addRoute(api, E.upload, async (request) => {
    const actor = orgActorOf(request);
    // Another organisation's id is 404 before its upload is read.
    if (request.params.id !== actor.orgId) throw notFound('organization');
    const bytes = await uploadedImageBytes(request);
    try {
      return ok({ logoUrl: await logos.upload(actor, request.params.id, bytes) });
    } catch (error) {
      if (error instanceof ImageRefusal) throw invalidField('file', error.message);
      throw error;
    }
  });

  addRoute(api, E.remove, async (request) => {
    await logos.remove(orgActorOf(request), request.params.id);
    return ok({ logoUrl: null });
  });

  addRoute(api, E.image, async (request, reply) => {
    const { id, hash } = request.params;
    const image = await logos.read(actorOf(request).userId, id, hash);
    reply
      .header('content-type', E.image.produces)
      .header('cache-control', LOGO_CACHE)
      .header('etag', `"${hash}"`)
      .header('content-length', String(image.length));
    return reply.send(image) as never;
  });
}
