import { defineEndpoint } from '../common/endpoint.ts';
import { ZListImportAnswer } from './list-import.schemas.ts';

const description =
  'multipart/form-data: `file` (CSV or XLSX, at most 10 MB and 2,000 rows), `tractionId` (the meeting), `mapping` (JSON of column name to `title`, `owner` (a name or an email), `dueDate`, `notes`) and `dryRun` (`true` only reads). Dates in several formats; each refused row is listed with its reasons, the others are created (docs/api-export.md).';

const importInto = (kind: 'todos' | 'issues' | 'rocks' | 'headlines', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/${kind}/import`,
    access: 'content.change',
    tag: kind,
    summary,
    description,
    answer: ZListImportAnswer,
  });

/** Spreadsheet rows into a meeting's list (issue 37 point 3), one call per list. */
export const LIST_IMPORT_ENDPOINTS = {
  todos: importInto('todos', 'Import to-dos from a spreadsheet'),
  issues: importInto('issues', 'Import issues from a spreadsheet'),
  rocks: importInto('rocks', 'Import rocks from a spreadsheet'),
  headlines: importInto('headlines', 'Import headlines from a spreadsheet'),
} as const;
