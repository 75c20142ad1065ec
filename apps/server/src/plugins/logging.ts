import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TConfig } from '../config.ts';
import { redactLoggedUrl } from '../lib/redact.ts';

/** Where log lines are written (pino's destination stream). */
export type TLogStream = { write: (line: string) => void };

/** Headers and fields pino replaces with "[Redacted]" wherever a log line carries them. */
export const REDACTED_LOG_PATHS = [
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
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  // pino runs this on any `req` field; a plain object (no `raw`) passes on to redaction as it is.
  if (!request.raw) return { ...request };
  return {
    method: request.method,
    url: redactLoggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's logger settings: pino at LOG_LEVEL with credentials redacted and token-bearing URLs
 * masked (issue 7 point 10); pretty output in development; off when the level is `silent`.
 */
export function loggerOptions(config: TConfig, stream?: TLogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream
      ? { stream }
      : { transport: config.nodeEnv === 'development' ? { target: 'pino-pretty' } : undefined }),
    redact: REDACTED_LOG_PATHS,
    serializers: { req: serializeRequest },
  };
}
