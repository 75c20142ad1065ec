import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { openDatabaseOrExit } from './db/open-database-or-exit.ts';
import { redactUrlCredentials } from './lib/redact.ts';
import { announceReleaseIfNew } from './modules/platform/release.ts';

/** Starts Cairn: config, database (migrated), app, listen; closes cleanly on SIGINT/SIGTERM. */
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
  const database = await openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`Cairn ${config.version} is running at ${config.appUrl} (data: ${where})\n`);
  await announceReleaseIfNew(app);

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

try {
  await main();
} catch (error) {
  // A driver's error may quote DATABASE_URL or SMTP_URL: never print their passwords.
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Cairn could not start: ${redactUrlCredentials(text)}\n`);
  process.exit(1);
}
