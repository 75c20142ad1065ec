import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TConfig, trustProxyOption } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { setChangeListener } from './db/run-change.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { registerJsonBodyParser } from './http/json-body-parser.ts';
import { createWarmUp } from './lib/warm-up.ts';
import { registerAc } from './modules/ac/index.ts';
import { createTokenAdmission, registerAccessTokens } from './modules/access-tokens/index.ts';
import { registerAssistant } from './modules/assistant/index.ts';
import { createActorResolver, createSessionCache, registerAuth } from './modules/auth/index.ts';
import { registerAvatars } from './modules/avatars/index.ts';
import { registerBackupSchedule } from './modules/backup/index.ts';
import {
  createBilling,
  registerBilling,
  registerBillingLifecycle,
  registerTrialReadOnlyGate,
} from './modules/billing/index.ts';
import { registerDashboard } from './modules/dashboard/index.ts';
import { registerHeadlines } from './modules/headlines/index.ts';
import { registerInsights } from './modules/insights/index.ts';
import { registerIssues } from './modules/issues/index.ts';
import { createJobQueue, registerJobRoutes, type TJobHandler } from './modules/jobs/index.ts';
import {
  createLanguagePacks,
  registerLanguageRoutes,
  registerMessageLanguage,
} from './modules/languages/index.ts';
import { loadLearningLibrary, registerLearningRoutes } from './modules/learning/index.ts';
import { registerListImportRoutes } from './modules/list-import/index.ts';
import { registerLiveMeeting } from './modules/live-meeting/index.ts';
import { createMailer, createMailJobHandler, MAIL_JOB, registerMailRoutes } from './modules/mail/index.ts';
import { registerMcp } from './modules/mcp/index.ts';
import { registerMeetings } from './modules/meetings/index.ts';
import { createNotifier, registerNotifications } from './modules/notifications/index.ts';
import { createOrgExportJobHandler, ORG_EXPORT_JOB, registerOrgExport } from './modules/org-export/index.ts';
import { registerOrgLogos } from './modules/org-logos/index.ts';
import { registerOrgs } from './modules/orgs/index.ts';
import { registerPdf } from './modules/pdf/index.ts';
import { registerPeople } from './modules/people/index.ts';
import {
  registerHoldDatabaseRoute,
  registerInstanceRoutes,
  registerPlatformRoutes,
} from './modules/platform/index.ts';
import { registerQuarterly } from './modules/quarterly/index.ts';
import { createRocksService, registerRocks } from './modules/rocks/index.ts';
import { registerScorecardReminders, registerScorecards } from './modules/scorecards/index.ts';
import { registerTodos } from './modules/todos/index.ts';
import { registerUsagePruning, registerUsageRoutes } from './modules/usage/index.ts';
import { createVtoTractionService, registerVto } from './modules/vto/index.ts';
import {
  createWebhookDelivery,
  createWebhookFanOut,
  createWebhookJobHandler,
  registerWebhooks,
  WEBHOOK_JOB,
} from './modules/webhooks/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { clientErrorHandler, MAX_HEADER_BYTES } from './plugins/client-errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerGuard } from './plugins/guard.ts';
import { registerLiveUpdates } from './plugins/live-updates/register-live-updates.ts';
import { createLogging, type TLogStream } from './plugins/logging.ts';
import { registerMaintenance } from './plugins/maintenance.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerTextGuard } from './plugins/text-guard.ts';

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Sees every route as it is registered (before the guard's check); the isolation suite collects them. */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (the log-redaction tests read them). */
  logStream?: TLogStream;
};

/** Builds the whole application without listening: plugins, guard, modules. */
export async function buildApp({
  config,
  database,
  onRoute,
  logStream,
}: TBuildAppOptions): Promise<FastifyInstance> {
  const logging = createLogging(config, logStream);
  const app = Fastify({
    logger: logging.logger,
    // Fastify writes two entries per request; logging.onResponse writes one line (issue 35 point 8).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', logging.onRoute);
  app.addHook('onResponse', logging.onResponse);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  // The test suites refuse answer fields the schema does not declare (http/answer-serializer.ts).
  const warmUp = createWarmUp();
  app.decorate('warmUp', warmUp);
  app.setSerializerCompiler(answerSerializerCompiler(config.nodeEnv === 'test', warmUp));

  app.decorate('config', config);
  app.decorate('db', database.db);
  // Language packs: the shipped ones with the instance's drop-in files (modules/languages).
  app.decorate('languagePacks', createLanguagePacks({ dataDir: config.dataDir, log: app.log }));
  // The learning centre's packs, read once: their video hosts go into the CSP below (modules/learning).
  app.decorate('learning', loadLearningLibrary({ dataDir: config.dataDir, log: app.log }));
  // Without SMTP_URL mail is printed to the console; tests run silent.
  const printMail = config.logLevel === 'silent' ? () => {} : (text: string) => process.stdout.write(text);
  const jobHandlers: Record<string, TJobHandler> = { [MAIL_JOB]: createMailJobHandler(config, printMail) };
  const jobs = createJobQueue({ db: database.db, log: app.log, handlers: jobHandlers });
  app.decorate('jobs', jobs);
  app.decorate('mailer', createMailer(config, database.db, jobs));
  // Webhooks: deliveries are queued in the change that makes the event, and sent from the jobs table.
  jobHandlers[WEBHOOK_JOB] = createWebhookJobHandler(
    createWebhookDelivery({ db: database.db, config, mailer: app.mailer }),
  );
  const billing = createBilling(config);
  // Every recorded change: its webhook deliveries, and in stripe mode a person's change queues the seat count.
  // Made here: the webhook fan-out remembers in it which organisations have no webhook.
  const sessionCache = createSessionCache();
  const fanOutToWebhooks = createWebhookFanOut(sessionCache.orgNone);
  setChangeListener(database.db, async (tx, change, afterCommit) => {
    await fanOutToWebhooks(tx, change, afterCommit);
    await billing.onChange(tx, change);
  });
  // The notifier remembers organisations' terms in it too (an org change invalidates them).
  const orgValues = sessionCache.orgValue;
  app.decorate(
    'notifier',
    createNotifier({ mailer: app.mailer, config, languagePacks: app.languagePacks, orgValues }),
  );
  app.decorate('billing', billing);
  // Organisation exports are built by a job with their progress (modules/org-export).
  jobHandlers[ORG_EXPORT_JOB] = createOrgExportJobHandler(app);
  // Backups: the scheduled one (BACKUP_CRON) is a job too, queued once per tick however many nodes (modules/backup).
  registerBackupSchedule(app, database, jobHandlers);
  // The weekly scorecard reminder (UserReminderSchedule): queued once per organisation and week.
  registerScorecardReminders(app, jobHandlers);
  // Billing's time-driven steps: trial reminders and expiry, renewals with dunning, cancellations.
  registerBillingLifecycle(app, jobHandlers);
  // Usage counts past their retention go once a day (modules/usage, docs/usage.md).
  registerUsagePruning(app, jobHandlers);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  registerErrorHandler(app);
  // Every answer's messages in the asker's language (decision 0039).
  registerMessageLanguage(app);
  registerSecurityHeaders(app, config, { videoOrigins: app.learning.videoOrigins });
  await registerCompression(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerRateLimits(app, config);
  await registerApiDocs(app, config);
  app.decorate('sessionCache', sessionCache);
  app.decorate('resolveActor', createActorResolver(app));
  app.decorate('admitAccessToken', createTokenAdmission(app));
  registerMaintenance(app);
  registerGuard(app);
  // After the guard: an expired trial leaves the organisation read-only but for the Owner (001 §4).
  registerTrialReadOnlyGate(app);
  registerTextGuard(app);
  await registerLiveUpdates(app);

  await app.register(
    async (api) => {
      await registerAuth(api);
      await registerOrgs(api);
      await registerPeople(api);
      await registerNotifications(api);
      await registerMeetings(api);
      await registerTodos(api);
      await registerRocks(api);
      await registerIssues(api, (issues) =>
        createVtoTractionService(api, { issues, rocks: createRocksService(api) }),
      );
      await registerHeadlines(api);
      await registerAssistant(api);
      await registerScorecards(api);
      await registerLiveMeeting(api);
      await registerVto(api);
      await registerDashboard(api);
      await registerInsights(api);
      await registerQuarterly(api);
      await registerAc(api);
      await registerPdf(api);
      await registerPlatformRoutes(api);
      await registerInstanceRoutes(api);
      await registerLanguageRoutes(api);
      await registerLearningRoutes(api);
      await registerMailRoutes(api);
      await registerHoldDatabaseRoute(api);
      await registerJobRoutes(api);
      await registerUsageRoutes(api);
      await registerAccessTokens(api);
      await registerWebhooks(api);
      await registerBilling(api);
      // Each in its own scope: their multipart parser serves their uploads only.
      await api.register(registerOrgExport);
      await api.register(registerListImportRoutes);
      await api.register(registerAvatars);
      await api.register(registerOrgLogos);
    },
    { prefix: '/api/v2' },
  );
  // MCP for AI agents at /mcp, beside the API it calls (docs/api-mcp.md).
  await registerMcp(app);

  await registerStaticWeb(app, config);
  return app;
}
