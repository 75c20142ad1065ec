import type { TEndpoint } from '@cairn/domain/common/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type TOutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request to an endpoint, typed by its schemas (what the validator has already parsed). */
export type TEndpointRequest<E extends TEndpoint> = FastifyRequest<{
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
  const schema: FastifySchema = { tags: [endpoint.tag], response: { [status]: endpoint.answer } };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  // Read by @fastify/swagger alone: a file answer's media type in the OpenAPI document.
  if (endpoint.produces) schema.produces = [endpoint.produces];
  const access: FastifyContextConfig = {
    ...(endpoint.access === 'public' ? { public: true } : { permission: endpoint.access }),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
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
