import { flushCompileCache } from 'node:module';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { openDatabaseOrExit } from './db/open-database-or-exit.ts';
import { collectStartGarbage } from './lib/collect-start-garbage.ts';
import { redactUrlCredentials } from './lib/redact.ts';

/** Starts Cairn (through server.mjs): config, database (migrated), app, listen; stops within 10 s on SIGINT/SIGTERM (shutdown.ts). */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  for (const warning of startupWarnings(config)) process.stderr.write(`${warning}\n`);
  // The watchdog speaks before the app's logger exists (a migration); the app's logger after.
  let logWatchdog = (what: string) => {
    process.stderr.write(`Database watchdog: ${what}\n`);
  };
  // The PGlite thread opens (WebAssembly, the migrations check) while this thread imports the
  // app's modules: on two cores the start waits for the longer of the two, not their sum.
  const opening = openDatabaseOrExit({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    // A bare statement inside a transaction fails at once in development; production runs it in the
    // transaction and warns (docs/decisions/0011).
    transactionGuard: config.nodeEnv === 'production' ? 'route' : 'strict',
    onWatchdog: (what) => logWatchdog(what),
  });
  const [database, { buildApp }, { announceReleaseIfNew }, { stopOnSignals }] = await Promise.all([
    opening,
    import('./app.ts'),
    import('./modules/platform/index.ts'),
    import('./shutdown.ts'),
  ]);
  const app = await buildApp({ config, database });
  logWatchdog = (what) => app.log.error(`Database watchdog: ${what}`);
  await app.listen({ port: config.port, host: config.host });
  if (database.kind === 'pglite') {
    // `npm run backup` asks the running server through this loopback channel (modules/backup/admin-channel.ts).
    const { startAdminChannel, createBackup } = await import('./modules/backup/index.ts');
    await startAdminChannel({
      dataDir: config.dataDir,
      takeBackup: async () =>
        (await createBackup({ database, dataDir: config.dataDir, cairnVersion: config.version })).bytes,
      onError: (error) => app.log.error({ err: error }, 'backup through the admin channel failed'),
    });
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`Cairn ${config.version} is running at ${config.appUrl} (data: ${where})\n`);
  await announceReleaseIfNew(app);
  void app.warmUp
    .run((error) => app.log.warn({ err: error }, 'A warm-up piece failed; it will load on first use'))
    .then(({ pieces, ms }) => {
      app.log.debug(`Warmed up ${pieces} pieces in ${ms.toFixed(0)} ms`);
      // Node writes its compile cache at a clean exit only: written now, a server stopped by
      // kill -9 or a crash still starts warm (server.mjs).
      flushCompileCache();
      const { beforeMb, afterMb, ms: gcMs } = collectStartGarbage();
      app.log.debug(
        `Collected the start's garbage in ${gcMs.toFixed(0)} ms: RSS ${beforeMb.toFixed(0)} -> ${afterMb.toFixed(0)} MB`,
      );
    });
  stopOnSignals(app, database);
}

try {
  await main();
} catch (error) {
  // A driver's error may quote DATABASE_URL or SMTP_URL: never print their passwords.
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Cairn could not start: ${redactUrlCredentials(text)}\n`);
  process.exit(1);
}
