/** Backups of the whole instance (docs/operations.md): the scheduled job, the server's admin channel, the commands' parts. */
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import type { TJobHandler } from '../jobs/index.ts';
import { BACKUP_JOB, createBackupJobHandler, startBackupSchedule } from './backup-schedule.ts';

export { requestBackup, startAdminChannel } from './admin-channel.ts';
export { BackupFileError } from './backup-archive.ts';
export { hasEmbeddedDatabase, RestoreRefusedError, restoreBackup } from './restore-backup.ts';
export { createBackup, POSTGRES_BACKUP_GUIDANCE } from './take-backup.ts';

/**
 * Adds the scheduled backup's job handler (every node can run it), and with BACKUP_CRON set,
 * the schedule that queues it from the moment the app is ready until it closes.
 */
export function registerBackupSchedule(
  app: FastifyInstance,
  database: TDatabase,
  handlers: Record<string, TJobHandler>,
): void {
  const { config } = app;
  handlers[BACKUP_JOB] = createBackupJobHandler({
    database,
    dataDir: config.dataDir,
    cairnVersion: config.version,
    keep: config.backupKeep,
    log: app.log,
  });
  const cron = config.backupCron;
  if (!cron) return;
  let schedule: { stop: () => void } | undefined;
  app.addHook('onReady', async () => {
    schedule = startBackupSchedule({ cron, jobs: app.jobs, log: app.log });
  });
  app.addHook('onClose', async () => schedule?.stop());
}
