/** Organisation export and import (issue 37 points 1-2; docs/api-export.md). */

/** The zip's format; an import refuses a file whose manifest names a newer one. */
export const EXPORT_FORMAT_VERSION = 1;

/** How long a finished export can be downloaded. */
export const EXPORT_LINK_DAYS = 7;

/** The largest zip an import takes (2 GiB). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** How many reasons a refused import names at most. */
export const IMPORT_MAX_REASONS = 10;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_TEXTS = {
  expired: 'This export has expired. Ask for a new one.',
  notReady: 'This export is not ready yet.',
  fileRequired: 'Choose the zip of an export.',
  notAnExport: 'This file is not a Cairn export (it has no manifest.json).',
  notAZip: 'This file is not a zip archive.',
  newerFormat: (found: number, known: number) =>
    `This export is from a newer Cairn (format ${found}; this one reads up to ${known}). Update Cairn first.`,
  tooLarge: 'This file is larger than 2 GB.',
  pathEscapes: (name: string) => `The zip holds a file outside its folder: ${name}`,
} as const;
