import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { registerAuth } from './modules/auth/register-auth.ts';
import { createActorResolver } from './modules/auth/resolve-actor.ts';
import { registerHeadlines } from './modules/headlines/register-headlines.ts';
import { registerIssues } from './modules/issues/register-issues.ts';
import { registerMailRoutes } from './modules/mail/mail.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { registerMeetings } from './modules/meetings/register-meetings.ts';
import { registerOrgs } from './modules/orgs/register-orgs.ts';
import { registerPlatformRoutes } from './modules/platform/platform.routes.ts';
import { registerRocks } from './modules/rocks/register-rocks.ts';
import { registerTodos } from './modules/todos/register-todos.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerGuard } from './plugins/guard.ts';
import { registerLiveUpdates } from './plugins/live-updates/register-live-updates.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Sees every route as it is registered (before the guard's check); the isolation suite collects them. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application without listening: plugins, guard, modules. */
export async function buildApp({ config, database, onRoute }: TBuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            transport: config.nodeEnv === 'development' ? { target: 'pino-pretty' } : undefined,
          },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer(config, database.db, app.log));
  app.addHook('onClose', async () => database.close());

  registerErrorHandler(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app, config);
  app.decorate('resolveActor', createActorResolver(app));
  registerGuard(app);
  await registerLiveUpdates(app);

  await app.register(
    async (api) => {
      await registerAuth(api);
      await registerOrgs(api);
      await registerMeetings(api);
      await registerTodos(api);
      await registerRocks(api);
      await registerIssues(api);
      await registerHeadlines(api);
      await registerPlatformRoutes(api);
      await registerMailRoutes(api);
    },
    { prefix: '/api/v2' },
  );

  await registerStaticWeb(app, config);
  return app;
}
