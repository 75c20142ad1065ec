import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import { secretParamNames } from '@cairn/domain/common/secret-params';
import type { FastifyReply, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify';
import type { TConfig } from '../config.ts';
import { createSecretPaths, type TSecretPaths } from '../lib/redact.ts';

/** Where log lines are written (pino's destination stream). */
export type TLogStream = { write: (line: string) => void };

/** Headers and fields pino replaces with "[Redacted]" wherever a log line carries them. */
const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/**
 * The request as access logs show it: method, URL with its secrets masked, peer address. Any
 * other `req` a line carries is left to pino's redaction.
 */
function requestSerializer(secretPaths: TSecretPaths) {
  return (request: FastifyRequest): Record<string, unknown> => {
    // pino runs this on any `req` field; a plain object (no `raw`) passes on to redaction as it is.
    if (!request.raw) return { ...request };
    return {
      method: request.method,
      url: secretPaths.redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  };
}

/**
 * Requests the console leaves out: built files (a path ending in a file name: scripts, styles,
 * icons) and the health check that load balancers poll every few seconds.
 */
const QUIET_REQUEST = /^\/api\/v2\/health(\?|$)|\/[^/?]*\.[a-z0-9]+(\?|$)/i;

/** The levels at which the per-request line (at `info`) is written. */
const REQUEST_LINE_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * Fastify's logger settings: pino at LOG_LEVEL with credentials redacted and secret-bearing URLs
 * masked (issue 7 point 10, issue 28 point 5); pretty output in development; off when the level
 * is `silent`. `onRoute` learns the secret params of every route as it is registered (add it
 * before any route), so a route declared with a `secretParam` is masked by construction; the
 * pages emails link to are known from the start.
 */
export function createLogging(config: TConfig, stream?: TLogStream) {
  const secretPaths = createSecretPaths();
  for (const page of Object.values(PAGES_WITH_SECRETS))
    secretPaths.add(page.path, secretParamNames(page.params));
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          ...(stream ? { stream } : { transport: config.nodeEnv === 'development' ? PRETTY : undefined }),
          redact: REDACTED_LOG_PATHS,
          serializers: { req: requestSerializer(secretPaths) },
        };
  const logsRequests = REQUEST_LINE_LEVELS.has(config.logLevel);
  return {
    logger,
    onRoute: (route: RouteOptions) => secretPaths.add(route.url, secretParamNames(route.schema?.params)),
    /**
     * One line per answered request (Fastify's own two per request are off, `disableRequestLogging`):
     * `GET /api/v2/todos 200 12 ms`, the URL's secrets masked; none for files and the health check.
     */
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      // Above `info` the line would be dropped: the URL is not masked nor the line built for nothing.
      if (!logsRequests || QUIET_REQUEST.test(request.url)) return;
      const ms = Math.round(reply.elapsedTime);
      const line = `${request.method} ${secretPaths.redactUrl(request.url)} ${reply.statusCode} ${ms} ms`;
      request.log.info({ req: request, res: reply, responseTime: ms }, line);
    },
  };
}

/**
 * The development console: one line per entry, the message alone (the request line says what the
 * `req` and `res` fields would, on many more lines).
 */
const PRETTY = {
  target: 'pino-pretty',
  options: { singleLine: true, ignore: 'pid,hostname,reqId,req,res,responseTime' },
};
