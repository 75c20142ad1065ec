import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/** The lists a spreadsheet can bring rows into (issue 37 point 3). */
export const LIST_IMPORT_KINDS = ['todos', 'issues', 'rocks', 'headlines'] as const;
export type TListImportKind = (typeof LIST_IMPORT_KINDS)[number];

/** The fields a column can be mapped to. */
export const LIST_IMPORT_FIELDS = ['title', 'owner', 'dueDate', 'notes'] as const;
export type TListImportField = (typeof LIST_IMPORT_FIELDS)[number];

/** The largest file and the most rows one import takes. */
export const LIST_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 2000, previewRows: 5 } as const;

export const LIST_IMPORT_TEXTS = {
  fileRequired: 'Choose a CSV or XLSX file.',
  unreadable: 'This file could not be read as CSV or XLSX.',
  tooManyRows: `A file may hold at most ${LIST_IMPORT_LIMITS.maxRows} rows.`,
  mappingInvalid: 'The mapping must be a JSON object of column name to title, owner, dueDate or notes.',
  titleUnmapped: 'Map one column to the title.',
  unknownColumn: (column: string) => `The file has no column "${column}".`,
  titleRequired: 'The title is empty.',
  ownerUnknown: (owner: string) => `No one in the organization is named or has the email "${owner}".`,
  ownerAmbiguous: (owner: string) => `Several people are named "${owner}": use the email.`,
  dateUnreadable: (text: string) =>
    `"${text}" is not a date (2026-03-31, 3/31/2026, 31.03.2026 or Mar 31, 2026).`,
  dueDateRequired: 'A rock needs a due date.',
} as const;

/** What an import answers: rows made (or, on a dry run, that would be), and each refused row with why. */
export const ZListImportAnswer = ZEnvelope.extend({
  created: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reasons: z.array(z.string()) })),
  dryRun: z.boolean(),
  /** The file's column names, for the mapping. */
  columns: z.array(z.string()),
  /** The first rows as they would be read with this mapping. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      title: z.string(),
      owner: z.string().nullable(),
      dueDate: z.string().nullable(),
      notes: z.string(),
    }),
  ),
});
export type TListImportAnswer = z.infer<typeof ZListImportAnswer>;
