import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { TConfig } from '../config.ts';
import { type TTestApp, testConfig } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/** One registered route as the isolation suite sees it: one entry per method. */
export type TRecordedRoute = {
  method: string;
  /** The full path with its prefix, e.g. `/api/v2/person/:id/role`. */
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
};

/** Turns Fastify's route options into one recorded entry per method. */
function recordRoute(route: RouteOptions): TRecordedRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    method: String(method).toUpperCase(),
    url: route.url,
    config: (route.config ?? {}) as FastifyContextConfig,
    schema: route.schema,
  }));
}

/**
 * Builds the whole app on a fresh test database while recording every route it registers.
 * The app is not ready yet, so a test may still register a plugin; call `app.ready()` after.
 */
export async function buildRecordingTestApp(
  overrides: Partial<TConfig> = {},
): Promise<{ app: TTestApp; routes: TRecordedRoute[] }> {
  const routes: TRecordedRoute[] = [];
  const database = await openTestDatabase();
  try {
    const app = await buildApp({
      config: testConfig(overrides),
      database,
      onRoute: (route) => {
        routes.push(...recordRoute(route));
      },
    });
    return { app, routes };
  } catch (error) {
    await database.close();
    throw error;
  }
}
