import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TConfig } from '../config.ts';

/** OpenAPI from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: TConfig) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cairn API',
        version: config.version,
        description: 'The API behind Cairn (base path /api/v2).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'cairn_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page brings its own CSP (hashes of its inline scripts) in place of the app's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
