import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { utcDateOf } from '@cairn/domain/items/calendar-date';
import { EXPORT_TEXTS, IMPORT_MAX_BYTES } from '@cairn/domain/org-export/org-export.constants';
import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { invalidField } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TOrgExportService } from './org-export.service.ts';
import { presentExport } from './org-export.service.ts';
import { createOrgImportService, refusedImport } from './org-import.service.ts';
import { ImportRefusal, readExportZip } from './read-export-zip.ts';

/** Saves the request's `file` field to a temporary file (streamed, at most 2 GB); answers its path. */
async function savedUpload(request: FastifyRequest): Promise<string> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (file?.fieldname !== 'file') throw invalidField('file', EXPORT_TEXTS.fileRequired);
  const target = path.join(tmpdir(), `cairn-import-${randomUUID()}.zip`);
  try {
    await pipeline(file.file, createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  if (file.file.truncated) {
    await rm(target, { force: true });
    throw invalidField('file', EXPORT_TEXTS.tooLarge);
  }
  return target;
}

/** The export and import routes (docs/api-export.md). */
export async function registerOrgExportRoutes(api: FastifyInstance, exports: TOrgExportService) {
  // Multipart only in this scope: the import's zip, one file, at most 2 GB, streamed to disk.
  await api.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4 } });
  const imports = createOrgImportService(api);

  addRoute(api, E.request, async (request) => {
    const row = await exports.request(orgActorOf(request));
    return ok({ exportId: row.id });
  });

  addRoute(api, E.list, async (request) => {
    const rows = await exports.list(orgActorOf(request));
    return ok({ exports: rows.map((row) => presentExport(row)) });
  });

  addRoute(api, E.get, async (request) => {
    const row = await exports.get(orgActorOf(request), request.params.id);
    return ok({ export: presentExport(row) });
  });

  addRoute(api, E.download, async (request, reply) => {
    const { row, stream } = await exports.download(orgActorOf(request), request.params.id);
    const day = utcDateOf(row.createdAt);
    reply
      .header('content-type', E.download.produces)
      .header('content-disposition', `attachment; filename="cairn-export-${day}.zip"`);
    if (row.sizeBytes !== null) reply.header('content-length', String(row.sizeBytes));
    return reply.send(stream) as never;
  });

  addRoute(api, E.import, async (request) => {
    const actor = orgActorOf(request);
    const upload = await savedUpload(request);
    try {
      const files = await readExportZip(upload);
      const { orgId, counts } = await imports.importFiles(actor, files, { dryRun: request.query.dryRun });
      return ok({ orgId, counts, dryRun: request.query.dryRun });
    } catch (error) {
      if (error instanceof ImportRefusal) throw refusedImport(error.reasons);
      throw error;
    } finally {
      await rm(upload, { force: true });
    }
  });
}
