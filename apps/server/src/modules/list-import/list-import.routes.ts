import { LIST_IMPORT_ENDPOINTS as E } from '@cairn/domain/items/list-import.endpoints';
import {
  LIST_IMPORT_LIMITS,
  LIST_IMPORT_TEXTS,
  type TListImportKind,
} from '@cairn/domain/items/list-import.schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { invalidField } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createListImportService } from './list-import.service.ts';
import { readSheet } from './read-sheet.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's file and fields: `file`, `tractionId`, `mapping` (JSON) and `dryRun`, each checked (422 per field). */
async function formOf(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalidField('file', LIST_IMPORT_TEXTS.fileRequired);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'file') file = await part.toBuffer();
      else await part.toBuffer();
    } else fields[part.fieldname] = String(part.value);
  }
  if (!file?.length) throw invalidField('file', LIST_IMPORT_TEXTS.fileRequired);
  if (!UUID.test(fields.tractionId ?? '')) throw invalidField('tractionId', 'Choose the meeting.');
  let mapping: unknown;
  try {
    mapping = JSON.parse(fields.mapping ?? '');
  } catch {
    throw invalidField('mapping', LIST_IMPORT_TEXTS.mappingInvalid);
  }
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping))
    throw invalidField('mapping', LIST_IMPORT_TEXTS.mappingInvalid);
  return {
    file,
    tractionId: fields.tractionId,
    mapping: mapping as Record<string, string>,
    dryRun: fields.dryRun === 'true',
  };
}

/** `POST {kind}/import` for to-dos, issues, rocks and headlines (docs/api-export.md). */
export async function registerListImportRoutes(api: FastifyInstance) {
  // A file too large is refused while it streams (@fastify/multipart answers 413).
  await api.register(multipart, { limits: { fileSize: LIST_IMPORT_LIMITS.maxBytes, files: 1, fields: 8 } });
  const service = createListImportService(api);
  for (const kind of Object.keys(E) as TListImportKind[]) {
    addRoute(api, E[kind], async (request) => {
      const actor = orgActorOf(request);
      const form = await formOf(request);
      const rows = await readSheet(form.file);
      return ok(await service.importRows(kind, actor, { ...form, rows }));
    });
  }
}
