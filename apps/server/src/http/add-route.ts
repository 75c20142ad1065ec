import { operationIdOf } from '@cairn/domain/api/endpoint-catalog';
import type { TEndpoint } from '@cairn/domain/common/endpoint';
import { tokenNeedOf } from '@cairn/domain/integrations/token-scopes';
import { PERMISSION_MATRIX } from '@cairn/domain/permissions/matrix';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accessText } from './openapi-operations.ts';

type TOutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request to an endpoint, typed by its schemas (what the validator has already parsed). */
type TEndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: TOutputOf<E['params']>;
  Querystring: TOutputOf<E['query']>;
  Body: TOutputOf<E['body']>;
}>;

/** Answers the endpoint's success answer; errors are thrown (`http/errors.ts`). */
export type TEndpointHandler<E extends TEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['answer']>>;

/**
 * Registers the route of a domain endpoint (`@cairn/domain/common/endpoint`): its params, query
 * and body are validated by the endpoint's schemas (422 on field names), its answer is written
 * through the answer schema with the endpoint's status, and the guard applies its access.
 */
export function addRoute<const E extends TEndpoint>(
  api: FastifyInstance,
  endpoint: E,
  handler: TEndpointHandler<E>,
  /** The server's own limits on the route: requests per window per client (`@fastify/rate-limit`). */
  options: { rateLimit?: { max: number; timeWindow: string } } = {},
): void {
  const status = endpoint.status ?? 200;
  const operationId = operationIdOf(endpoint);
  if (!operationId) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is not in ENDPOINT_MAPS (@cairn/domain/api/endpoint-catalog)`,
    );
  }
  const roles =
    endpoint.access === 'public' || endpoint.access === 'session' ? [] : PERMISSION_MATRIX[endpoint.access];
  // Read by @fastify/swagger alone: the operation's id, words and group in the OpenAPI document.
  const schema: FastifySchema & Record<string, unknown> = {
    operationId,
    summary: endpoint.summary,
    description: [endpoint.description, accessText(endpoint.access, roles)].filter(Boolean).join('\n\n'),
    tags: [endpoint.tag],
    response: { [status]: endpoint.answer },
    ...(endpoint.isHealthCheck ? { 'x-health-check': true } : {}),
    ...(endpoint.bodyExample === undefined ? {} : { 'x-body-example': endpoint.bodyExample }),
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  // Read by @fastify/swagger alone: a file answer's media type in the OpenAPI document.
  if (endpoint.produces) schema.produces = [endpoint.produces];
  // What a personal access token needs for this call (none: tokens may not make it).
  const tokenNeed = tokenNeedOf(endpoint);
  const access: FastifyContextConfig = {
    ...(endpoint.access === 'public' ? { public: true } : { permission: endpoint.access }),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(tokenNeed ? { tokenNeed } : {}),
  };
  api.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: access,
    schema,
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as TEndpointRequest<E>, reply);
      if (status !== 200) reply.status(status);
      return answer;
    },
  });
}
