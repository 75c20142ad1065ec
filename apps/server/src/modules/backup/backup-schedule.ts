import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobHandler, TJobQueue } from '../jobs/index.ts';
import { createBackup, type TBackupSource } from './take-backup.ts';

/** The job that writes one scheduled backup (any node may run it; one does). */
export const BACKUP_JOB = 'backup.scheduled';
/** Scheduled backups are `cairn-backup-<UTC time>.zip` in CAIRN_DATA_DIR/backups. */
const BACKUP_NAME = /^cairn-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}Z\.zip$/;

/** The backups folder of a data folder. */
export const backupsFolderOf = (dataDir: string) => path.join(dataDir, 'backups');

/** The minute a cron tick belongs to, as an ISO instant: the same on every node that ticks it. */
function slotOf(at: Date): string {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
}

/**
 * Runs BACKUP_CRON (UTC) on this node: each tick queues the backup job under the tick's minute as
 * its dedupe key, so however many nodes tick, one job exists and one node (the one that claims it,
 * `FOR UPDATE SKIP LOCKED`) writes the file.
 */
export function startBackupSchedule(options: { cron: string; jobs: TJobQueue; log: FastifyBaseLogger }): {
  stop: () => void;
} {
  const job = new Cron(options.cron, { timezone: 'UTC', protect: true }, () => {
    const slot = slotOf(new Date());
    options.jobs
      .enqueue(BACKUP_JOB, { slot }, { dedupeKey: `backup:${slot}` })
      .catch((error: unknown) => options.log.error({ err: error }, 'could not queue the scheduled backup'));
  });
  return { stop: () => job.stop() };
}

/** Deletes the oldest scheduled backups beyond `keep`; answers the names removed. */
export function pruneBackups(folder: string, keep: number): string[] {
  const names = readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) rmSync(path.join(folder, name), { force: true });
  return removed;
}

/** The job's handler: takes the backup, writes it into the backups folder, keeps the newest `keep`. */
export function createBackupJobHandler(
  source: TBackupSource & { keep: number; log: FastifyBaseLogger },
): TJobHandler {
  return async (payload) => {
    const slot = (payload as { slot?: string }).slot ?? new Date().toISOString();
    const folder = backupsFolderOf(source.dataDir);
    mkdirSync(folder, { recursive: true });
    const { bytes } = await createBackup(source);
    const name = `cairn-backup-${slot.slice(0, 16).replace(':', '-')}Z.zip`;
    writeFileSync(path.join(folder, name), bytes, { mode: 0o600 });
    const removed = pruneBackups(folder, source.keep);
    source.log.info({ file: name, bytes: bytes.length, removed }, 'scheduled backup written');
  };
}
