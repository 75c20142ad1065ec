import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZExportParams,
  ZImportAnswer,
  ZImportQuery,
  ZOrgExportAnswer,
  ZOrgExportsAnswer,
  ZRequestExportAnswer,
} from './org-export.schemas.ts';

const tag = 'org-export';

/** Organisation export and import (docs/api-export.md). */
export const ORG_EXPORT_ENDPOINTS = {
  /** Queues an export of the current organisation; the job mails the requester when it is ready. */
  request: defineEndpoint({
    method: 'POST',
    path: '/org/export',
    access: 'org.export',
    tag,
    summary: 'Export the organisation',
    description:
      'Queues a background export of everything the organisation holds as one zip (docs/api-export.md). The requester gets a mail and a notification with the download link (valid 7 days).',
    answer: ZRequestExportAnswer,
    status: 201,
  }),
  /** The organisation's recent exports, newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/org/exports',
    access: 'org.export',
    tag,
    summary: "List the organisation's exports",
    answer: ZOrgExportsAnswer,
  }),
  /** One export: status, progress and, once done, the download path. */
  get: defineEndpoint({
    method: 'GET',
    path: '/org/export/:id',
    access: 'org.export',
    tag,
    summary: 'Read an export',
    params: ZExportParams,
    answer: ZOrgExportAnswer,
  }),
  /** The zip itself, while it is kept (7 days). */
  download: defineEndpoint({
    method: 'GET',
    path: '/org/export/:id/download',
    access: 'org.export',
    tag,
    summary: 'Download an export',
    description: 'The zip (application/zip, an attachment); 409 before it is done, 404 once expired.',
    params: ZExportParams,
    answer: z.string().describe('The zip (application/zip, an attachment)'),
    produces: 'application/zip',
  }),
  /** A new organisation from an export's zip (multipart field `file`); `dryRun` only counts. */
  import: defineEndpoint({
    method: 'POST',
    path: '/org/import',
    access: 'org.import',
    tag,
    summary: 'Import an export as a new organisation',
    description:
      'multipart/form-data with the zip in the field `file` (at most 2 GB). Makes a new organisation with every kind of the export, ids remapped; people are matched by email and invited. With `dryRun=true` it answers the counts and changes nothing. A file that is not an export, from a newer format, with a path outside its folder or with rows that break the rules answers 422 naming the first reasons.',
    query: ZImportQuery,
    answer: ZImportAnswer,
    status: 201,
  }),
} as const;
