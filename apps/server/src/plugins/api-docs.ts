import { SESSION_CONTEXT_HEADER } from '@cairn/domain/account/account.constants';
import { API_TAGS } from '@cairn/domain/common/api-tags';
import { ZMessage } from '@cairn/domain/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../config.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../http/cookie-names.ts';
import {
  ERROR_RESPONSES,
  errorStatusesOf,
  FACTS_KEY,
  hasVersionProperty,
  SECURITY_SCHEMES,
  securityOf,
  type TErrorStatus,
  type TOperationFacts,
} from '../http/openapi-operations.ts';

/** Where the reference is served; its document is at `${DOCS_PREFIX}/json` (and `/yaml`). */
const DOCS_PREFIX = '/api/docs';

const API_DESCRIPTION = `The API behind Cairn, the open EOS operating system: every call the web app makes, under \`/api/v2\`.

**Signing in.** \`POST /api/v2/session\` with \`{ email, password }\` sets two cookies: the httpOnly session cookie \`${SESSION_COOKIE}\` and the readable \`${CSRF_COOKIE}\`. A browser sends the cookie and, on every POST, PUT and DELETE, the \`${CSRF_HEADER}\` header with the \`${CSRF_COOKIE}\` value. Any other client sends the session token (the \`${SESSION_COOKIE}\` value) as \`Authorization: Bearer <token>\` and needs no CSRF header. A client may send \`${SESSION_CONTEXT_HEADER}\` (one id per browser tab) so that switching organisation applies to that tab only.

**Answers.** Every JSON answer is an object with \`succeeded\` and \`messages\` and its payload beside them: \`{ "succeeded": true, "messages": [], "todo": { ... } }\`. A message is \`{ id, type, text, field? }\`; \`id\` is a stable code (\`VAL_REQUIRED\`, \`NOT_FOUND\` ...) and \`text\` is for people.

**Errors.** Each operation lists the statuses it can answer, all with the same \`ErrorEnvelope\`: 400 unreadable request, 401 not signed in, 403 not allowed (role, no organisation chosen, or CSRF), 404 absent or in another organisation (never which), 409 stale \`version\` or a state conflict, 422 validation (one message per field), 429 rate limited, 503 the database did not answer in time (nothing changed; retry).

**Conventions.** Ids are UUIDs; instants are ISO 8601 UTC; calendar dates are \`YYYY-MM-DD\`. Lists are read with \`POST <type>/search\` (\`startIndex\`, \`endIndex\`, \`includeTotalCount\`, \`filters\`, \`sorts\`) or by ids (\`GET todos?ids=a,b\`). Every mutable row has a \`version\`: an update sends the one it read, and a stale one answers 409 with nothing changed.`;

/** The hash of the one `<style>` element Swagger UI (the version in package-lock.json) renders. */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

type TJson = Record<string, unknown>;
type TOperation = TJson & { responses?: Record<string, TJson>; [FACTS_KEY]?: TOperationFacts };

/** The route's facts for the document transform, from its (already JSON) schema and its config. */
function factsOf(route: RouteOptions, schema: TJson): TOperationFacts {
  const config = (route.config ?? {}) as {
    public?: boolean;
    permission?: string;
    rateLimit?: unknown;
    tokenNeed?: { area: string; level: string };
  };
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  return {
    method,
    access: config.permission ?? (config.public ? 'public' : 'session'),
    hasParams: !!schema.params,
    hasQuery: !!schema.querystring,
    hasBody: !!schema.body,
    isVersioned: hasVersionProperty(schema.body) || hasVersionProperty(schema.querystring),
    isRateLimited: !!config.rateLimit,
    isHealthCheck: schema['x-health-check'] === true,
    ...(config.tokenNeed ? { tokenScope: `${config.tokenNeed.area}:${config.tokenNeed.level}` } : {}),
  };
}

/** The shared components: the message, the error envelope and one response per error status. */
function errorComponents() {
  const message = { ...z.toJSONSchema(ZMessage, { target: 'draft-2020-12' }) } as TJson;
  delete message.$schema;
  const responses: Record<string, TJson> = {};
  for (const [status, error] of Object.entries(ERROR_RESPONSES)) {
    const sample = {
      id: error.id,
      type: 'error',
      text: error.text,
      ...('field' in error ? { field: error.field } : {}),
    };
    responses[error.name] = {
      description: error.description,
      ...(status === '429'
        ? {
            headers: {
              'retry-after': {
                description: 'Seconds to wait before trying again.',
                schema: { type: 'integer' },
              },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorEnvelope' },
          example: { succeeded: false, messages: [sample] },
        },
      },
    };
  }
  return {
    schemas: {
      Message: {
        ...message,
        description:
          'One message of an answer: `id` is a stable code, `text` is for people, `field` names the input it is about.',
      },
      ErrorEnvelope: {
        type: 'object',
        description: 'The answer of every error: `succeeded` is false and `messages` says why.',
        properties: {
          succeeded: { type: 'boolean', const: false },
          messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } },
        },
        required: ['succeeded', 'messages'],
        additionalProperties: false,
      },
    },
    responses,
  };
}

/** A file answer's content: its media type with a string schema (and an example for CSV). */
function fileContent(mediaType: string): TJson {
  if (mediaType === 'text/csv') {
    return {
      'text/csv': {
        schema: { type: 'string' },
        example:
          'measurable,period,value,label\r\nRevenue,2026-11-16,12000,Nov 16\r\nNew customers,2026-11-16,4,Nov 16\r\n',
      },
    };
  }
  return { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } };
}

/**
 * Finishes the document the routes produced: each operation's security and error answers (from
 * its facts), success descriptions, file answers with their real media type, the used tags with
 * their descriptions, and the shared error components.
 */
function finishDocument(document: TJson): TJson {
  const components = (document.components ?? {}) as TJson;
  const shared = errorComponents();
  document.components = {
    ...components,
    schemas: { ...((components.schemas as TJson) ?? {}), ...shared.schemas },
    responses: shared.responses,
  };
  const usedTags = new Set<string>();
  for (const operations of Object.values(
    (document.paths ?? {}) as Record<string, Record<string, TOperation>>,
  )) {
    for (const operation of Object.values(operations)) {
      const facts = operation[FACTS_KEY];
      delete operation[FACTS_KEY];
      delete operation['x-health-check'];
      const bodyExample = operation['x-body-example'];
      delete operation['x-body-example'];
      const json = (operation.requestBody as { content?: Record<string, TJson> } | undefined)?.content?.[
        'application/json'
      ];
      if (json && bodyExample !== undefined) json.example = bodyExample;
      for (const tag of (operation.tags as string[] | undefined) ?? []) usedTags.add(tag);
      if (!facts) continue;
      operation.security = securityOf(facts);
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        if (response.description === 'Default Response') {
          response.description = status === '201' ? 'Created: the answer with what was made.' : 'Succeeded.';
        }
        const content = response.content as Record<string, TJson> | undefined;
        const fileType = Object.keys(content ?? {}).find((type) => type !== 'application/json');
        if (fileType) response.content = fileContent(fileType);
      }
      for (const status of errorStatusesOf(facts)) {
        responses[String(status)] = {
          $ref: `#/components/responses/${ERROR_RESPONSES[status as TErrorStatus].name}`,
        };
      }
      if (facts.isHealthCheck && responses['200']) {
        const ok = (responses['200'].content as Record<string, TJson> | undefined)?.['application/json'];
        responses['503'] = {
          description:
            'Unavailable: the database did not answer within 2 s; the answer says which part is down.',
          content: {
            'application/json': {
              schema: ok?.schema,
              example: { status: 'unavailable', database: 'unavailable' },
            },
          },
        };
      }
      operation.responses = responses;
    }
  }
  document.tags = Object.entries(API_TAGS)
    .filter(([name]) => usedTags.has(name))
    .map(([name, description]) => ({ name, description }));
  return document;
}

/** The OpenAPI 3.1 document from the endpoint declarations, and its reference at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: TConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Cairn API', version: config.version, description: API_DESCRIPTION },
      servers: [{ url: config.appUrl, description: 'This Cairn instance (APP_URL)' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
      if (!input.url.startsWith('/api/v2') || !out.schema || !input.route) return out;
      const schema = out.schema as TJson;
      schema[FACTS_KEY] = factsOf(input.route as RouteOptions, schema);
      return out;
    },
    transformObject: (input) =>
      finishDocument(
        jsonSchemaTransformObject(input as Parameters<typeof jsonSchemaTransformObject>[0]) as TJson,
      ),
  });
  // The reference loads only its own script files (no inline script), so the app's strict CSP
  // (scripts from 'self' only, helmet) applies to it; the one style element Swagger UI adds is
  // allowed by its hash, on the reference's own routes only (the e2e journey names it if it changes).
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, `style-src $1 ${SWAGGER_UI_STYLE_HASH}`),
    uiConfig: {
      deepLinking: true,
      displayOperationId: true,
      docExpansion: 'none',
      defaultModelsExpandDepth: 0,
      filter: true,
      validatorUrl: null,
    },
    theme: { title: 'Cairn API reference' },
  });
}
