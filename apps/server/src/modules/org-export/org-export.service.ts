import { Readable } from 'node:stream';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { NOTICES } from '@cairn/domain/notifications/notices';
import { EXPORT_LINK_DAYS, EXPORT_TEXTS } from '@cairn/domain/org-export/org-export.constants';
import type { TOrgExport } from '@cairn/domain/org-export/org-export.schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { orgs, people } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { TJobHandler } from '../jobs/index.ts';
import type { TOrgActor } from '../orgs/index.ts';
import { buildExport } from './build-export.ts';
import {
  deleteChunks,
  deleteExpiredExports,
  findExport,
  findExportById,
  insertChunk,
  insertExport,
  listExports,
  readChunk,
  type TExportRow,
  updateExport,
} from './org-export.repository.ts';

/** The job kind that builds one export. */
export const ORG_EXPORT_JOB = 'orgExport';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TOrgExportDeps = Pick<FastifyInstance, 'db' | 'live' | 'jobs' | 'notifier' | 'config' | 'log'>;

/** The download path of an export (under the API's base). */
const downloadPathOf = (id: string) => `/api/v2/org/export/${id}/download`;

/** An export as answered: the link only while the file is there. */
export function presentExport(row: TExportRow, now = new Date()): TOrgExport {
  const isAvailable = row.status === 'done' && (!row.expiresAt || row.expiresAt > now);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    downloadUrl: isAvailable ? downloadPathOf(row.id) : null,
    error: row.error,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Exports of an organisation: asked for by a request, built by a job, downloaded for 7 days. */
export function createOrgExportService(deps: TOrgExportDeps) {
  const { db } = deps;

  /** Queues an export (the job runs after the commit) and answers its row. */
  async function request(actor: TOrgActor): Promise<TExportRow> {
    return runChange(deps, actor, async (tx, record) => {
      await deleteExpiredExports(tx, actor.orgId, new Date());
      const row = await insertExport(tx, {
        orgId: actor.orgId,
        requestedByUserId: actor.userId,
        requestedByPersonId: actor.person.id,
      });
      await deps.jobs.enqueue(ORG_EXPORT_JOB, { exportId: row.id }, { tx });
      await record({
        entityType: 'org',
        entityId: actor.orgId,
        action: 'exported',
        data: { exportId: row.id },
      });
      return row;
    }).then((row) => {
      deps.jobs.nudge();
      return row;
    });
  }

  async function get(actor: TOrgActor, id: string): Promise<TExportRow> {
    const row = await findExport(db, actor.orgId, id);
    if (!row) throw notFound('export');
    return row;
  }

  /** The zip as a stream of its chunks, read one at a time; 409 before it is done, 404 once expired. */
  async function download(actor: TOrgActor, id: string): Promise<{ row: TExportRow; stream: Readable }> {
    const row = await get(actor, id);
    if (row.status !== 'done') throw conflict(EXPORT_TEXTS.notReady);
    if (row.expiresAt && row.expiresAt <= new Date())
      throw new HttpError(404, [errorMessage(MessageCode.NotFound, EXPORT_TEXTS.expired)]);
    async function* chunks() {
      for (let seq = 0; ; seq++) {
        const data = await readChunk(db, id, seq);
        if (!data) return;
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      }
    }
    return { row, stream: Readable.from(chunks()) };
  }

  /** Tells the requester and the Owner, in the app and by mail (their preferences permitting). */
  async function announce(row: TExportRow) {
    const [org] = await db.select().from(orgs).where(eq(orgs.id, row.orgId));
    if (!org) return;
    const ownerId = org.ownerPersonId;
    const owner = ownerId
      ? (
          await db
            .select()
            .from(people)
            .where(and(eq(people.id, ownerId), eq(people.orgId, org.id)))
        )[0]
      : undefined;
    const recipients = [
      ...(row.requestedByUserId
        ? [{ userId: row.requestedByUserId, personId: row.requestedByPersonId }]
        : []),
      ...(owner?.userId ? [{ userId: owner.userId, personId: owner.id }] : []),
    ];
    const link = `${deps.config.appUrl.replace(/\/+$/, '')}${downloadPathOf(row.id)}`;
    const actor = { userId: row.requestedByUserId ?? owner?.userId ?? '', orgId: org.id };
    if (!actor.userId) return;
    await runChange(deps, actor, async (tx, _record, afterCommit) => {
      await deps.notifier.toUsers(tx, afterCommit, recipients, {
        kind: 'exportReady',
        orgId: org.id,
        ...NOTICES.exportReady(org.name, EXPORT_LINK_DAYS, link),
        approvalUrl: downloadPathOf(row.id).replace('/api/v2/', ''),
        subjectKey: `export:${row.id}`,
      });
    });
  }

  /** The job: writes the zip into the database with its progress, then announces it. */
  const runJob: TJobHandler = async (payload) => {
    const { exportId } = payload as { exportId: string };
    const row = await findExportById(db, exportId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    await deleteChunks(db, exportId);
    await updateExport(db, exportId, { status: 'running', progress: 0 });
    try {
      const { sizeBytes, counts } = await buildExport({
        db,
        orgId: row.orgId,
        cairnVersion: deps.config.version,
        sink: (seq, data) => insertChunk(db, exportId, seq, data),
        onProgress: (progress) => updateExport(db, exportId, { progress }),
      });
      const finishedAt = new Date();
      await updateExport(db, exportId, {
        status: 'done',
        progress: 100,
        sizeBytes,
        counts,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + EXPORT_LINK_DAYS * DAY_MS),
      });
    } catch (error) {
      deps.log.error({ err: error, exportId }, 'organisation export failed');
      await deleteChunks(db, exportId);
      await updateExport(db, exportId, {
        status: 'failed',
        error: 'The export could not be made. Ask for a new one; if it fails again, tell your administrator.',
        finishedAt: new Date(),
      });
      return;
    }
    const done = await findExportById(db, exportId);
    if (done) await announce(done);
  };

  return { request, get, list: (actor: TOrgActor) => listExports(db, actor.orgId), download, runJob };
}

export type TOrgExportService = ReturnType<typeof createOrgExportService>;
