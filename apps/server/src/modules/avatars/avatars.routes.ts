import { AVATAR_MAX_BYTES } from '@cairn/domain/account/avatar.constants';
import { AVATAR_ENDPOINTS as E } from '@cairn/domain/account/avatar.endpoints';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { invalidField } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { uploadedImageBytes } from '../../http/uploaded-image.ts';
import { ImageRefusal } from '../../lib/image-upload.ts';
import { createAvatarsService } from './avatars.service.ts';

/** A year, privately: the URL names the image's hash, so a changed avatar is a new URL. */
const AVATAR_CACHE = 'private, max-age=31536000, immutable';

/** `POST account/avatar`, `DELETE account/avatar` and `GET avatar/{userId}/{hash}` (docs/api-identity.md). */
export async function registerAvatarRoutes(api: FastifyInstance) {
  // Multipart only in this scope: one image of at most 5 MB, kept in memory.
  await api.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } });
  const avatars = createAvatarsService(api);

  addRoute(api, E.upload, async (request) => {
    const { userId } = actorOf(request);
    const bytes = await uploadedImageBytes(request);
    try {
      return ok({ avatarUrl: await avatars.upload(userId, bytes) });
    } catch (error) {
      if (error instanceof ImageRefusal) throw invalidField('file', error.message);
      throw error;
    }
  });

  addRoute(api, E.remove, async (request) => {
    await avatars.remove(actorOf(request).userId);
    return ok({ avatarUrl: null });
  });

  addRoute(api, E.image, async (request, reply) => {
    const { userId, hash } = request.params;
    const image = await avatars.read(actorOf(request).userId, userId, hash, request.query.size);
    reply
      .header('content-type', E.image.produces)
      .header('cache-control', AVATAR_CACHE)
      .header('etag', `"${hash}-${request.query.size}"`)
      .header('content-length', String(image.length));
    return reply.send(image) as never;
  });
}
