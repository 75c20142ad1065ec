import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';

/**
 * Serves the built single-page app when it exists; any other GET outside the API falls back to
 * index.html so deep links work. Unknown API paths answer a 404 in the usual shape.
 */
export async function registerStaticWeb(app: FastifyInstance, config: TConfig) {
  const dist = config.webDistDir;
  const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));
  if (hasWeb && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ succeeded: false, messages: [errorMessage(MessageCode.NotFound, 'Not found.')] });
  });
}
