import { readFile } from 'node:fs/promises';
import { LEARNING_ENDPOINTS as E } from '@cairn/domain/learning/learning.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';

/** A pack image's media type by its extension (the only ones a pack may serve). */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
/** An hour, privately: packs change only with a restart, and images sit behind the session. */
const ASSET_CACHE = 'private, max-age=3600';

/** `GET learning`, `GET learning/items/{key}`, `GET learning/assets/{pack}/{file}` (docs/insights-and-learning.md). */
export async function registerLearningRoutes(api: FastifyInstance) {
  const library = api.learning;

  addRoute(api, E.list, async () => ok({ sections: library.sections }));

  addRoute(api, E.item, async (request) => {
    const item = library.item(request.params.anchor);
    if (!item) throw notFound('learning item');
    const { html, ...listed } = item;
    return ok({ item: { ...listed, html: html() } });
  });

  addRoute(api, E.asset, async (request, reply) => {
    const { packId, file } = request.params;
    const onDisk = library.assetFile(packId, file);
    if (!onDisk) throw notFound('image');
    const image = await readFile(onDisk).catch(() => null);
    if (!image) throw notFound('image');
    const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
    reply
      .header('content-type', IMAGE_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', ASSET_CACHE)
      .header('content-length', String(image.length));
    return reply.send(image) as never;
  });
}
