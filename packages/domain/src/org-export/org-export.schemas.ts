import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { EXPORT_STATUSES } from './org-export.constants.ts';

/** `GET org/export/{id}`: an export's id. */
export const ZExportParams = z.object({ id: z.uuid() });

/** `POST org/export` answers the id of the export it queued. */
export const ZRequestExportAnswer = ZEnvelope.extend({ exportId: z.uuid() });

/** One export of the organisation: its state, how far it is (0-100) and, once done, its link. */
export const ZOrgExport = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** The download path under /api/v2 while the file is there (done and not expired), else null. */
  downloadUrl: z.string().nullable(),
  /** Why it failed, or null. */
  error: z.string().nullable(),
  /** The zip's size in bytes once done. */
  sizeBytes: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  /** When the download stops working (7 days after it finished), or null before. */
  expiresAt: z.iso.datetime().nullable(),
});
export type TOrgExport = z.infer<typeof ZOrgExport>;

export const ZOrgExportAnswer = ZEnvelope.extend({ export: ZOrgExport });

/** The organisation's recent exports, newest first (the settings section lists them). */
export const ZOrgExportsAnswer = ZEnvelope.extend({ exports: z.array(ZOrgExport) });

/** `POST org/import?dryRun=true` only counts. */
export const ZImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** Rows per kind (file name without `.json`), made or that would be made. */
export const ZImportCounts = z.record(z.string(), z.number().int());
export type TImportCounts = z.infer<typeof ZImportCounts>;

/** The new organisation (null on a dry run) and its counts per kind. */
export const ZImportAnswer = ZEnvelope.extend({
  orgId: z.uuid().nullable(),
  counts: ZImportCounts,
  dryRun: z.boolean(),
});
