import { ZCreateHeadlineRequest } from '@cairn/domain/headlines/headlines.schemas';
import { ZMeetingIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { utcDateOf } from '@cairn/domain/items/calendar-date';
import {
  LIST_IMPORT_FIELDS,
  LIST_IMPORT_LIMITS,
  LIST_IMPORT_TEXTS,
  type TListImportAnswer,
  type TListImportField,
  type TListImportKind,
} from '@cairn/domain/items/list-import.schemas';
import { ZCreateRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import { ZCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { runChange } from '../../db/run-change.ts';
import { people } from '../../db/schema/index.ts';
import { actorToday } from '../../http/actor-today.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { createHeadlinesService } from '../headlines/index.ts';
import { createIssuesService } from '../issues/index.ts';
import { escapeHtml } from '../mail/index.ts';
import { createRocksService } from '../rocks/index.ts';
import { createTodosService } from '../todos/index.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { readDay } from './read-day.ts';
import type { TCell } from './read-sheet.ts';

/** One row as read with the mapping: the spreadsheet's line number and the fields. */
type TReadRow = {
  row: number;
  title: string;
  owner: string;
  dueDate: string | null;
  notes: string;
  reasons: string[];
};
type TPerson = { id: string; firstName: string; lastName: string; email: string };

/** Thrown at the end of a dry run so everything it made rolls back. */
class DryRunDone extends Error {}

const textOf = (cell: TCell | undefined) => (cell instanceof Date ? utcDateOf(cell) : (cell ?? ''));

/** Plain text notes as the rich text items keep: a paragraph per line. */
const notesHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** The mapping checked against the file's columns: field -> column index (422 on `mapping`). */
function columnsOf(
  header: string[],
  mapping: Record<string, string>,
): Partial<Record<TListImportField, number>> {
  const out: Partial<Record<TListImportField, number>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!LIST_IMPORT_FIELDS.includes(field as TListImportField))
      throw invalidField('mapping', LIST_IMPORT_TEXTS.mappingInvalid);
    const index = header.findIndex((name) => name.toLowerCase() === column.toLowerCase());
    if (index < 0) throw invalidField('mapping', LIST_IMPORT_TEXTS.unknownColumn(column));
    out[field as TListImportField] = index;
  }
  if (out.title === undefined) throw invalidField('mapping', LIST_IMPORT_TEXTS.titleUnmapped);
  return out;
}

/** The person a cell names: an email, or a full name ("First Last") that only one person has. */
function ownerOf(text: string, everyone: TPerson[]): { id: string } | string {
  const wanted = text.trim().toLowerCase();
  const byEmail = everyone.find((person) => person.email.toLowerCase() === wanted);
  if (byEmail) return byEmail;
  const named = everyone.filter(
    (person) =>
      `${person.firstName} ${person.lastName}`.toLowerCase().replace(/\s+/g, ' ') ===
      wanted.replace(/\s+/g, ' '),
  );
  if (named.length === 1) return named[0];
  return named.length ? LIST_IMPORT_TEXTS.ownerAmbiguous(text) : LIST_IMPORT_TEXTS.ownerUnknown(text);
}

/** The texts of a refused create: the server's messages, or zod's issues. */
const reasonsOf = (error: unknown): string[] =>
  error instanceof HttpError
    ? error.messages.map((message) => message.text)
    : [error instanceof Error ? error.message : String(error)];
const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`);

/**
 * Spreadsheet rows into a meeting's to-dos, issues, rocks or headlines (issue 37 point 3), the
 * scorecard import's way: every row is read with the mapping (owner by email or name, dates in
 * several formats); a row that breaks a rule is listed with its reasons and the others are made,
 * each through its list's own create (so the meeting's rules hold). A dry run makes them in one
 * change that is rolled back, so its answer is what a real run would do.
 */
export function createListImportService(deps: TItemDeps) {
  const services = {
    todos: createTodosService(deps),
    issues: createIssuesService(deps),
    rocks: createRocksService(deps),
    headlines: createHeadlinesService(deps),
  };

  /** Makes one row's item; throws with the reasons it was refused. */
  async function createOne(
    kind: TListImportKind,
    actor: TItemActor,
    row: TReadRow,
    ownerId: string,
    tractionId: string,
  ) {
    const contentHtml = row.notes ? notesHtml(row.notes) : undefined;
    const base = { title: row.title, contentHtml, tractionId };
    if (kind === 'todos') {
      const body = ZCreateTodoRequest.safeParse({
        ...base,
        ownerIds: [ownerId],
        dueDate: row.dueDate ?? undefined,
      });
      if (!body.success) throw new Error(issuesOf(body).join('; '));
      return services.todos.create(actor, body.data, actorToday(actor));
    }
    if (kind === 'issues') {
      const body = ZMeetingIssueRequest.safeParse({ ...base, ownerId, entityType: 'meeting' });
      if (!body.success) throw new Error(issuesOf(body).join('; '));
      return services.issues.create(actor, body.data);
    }
    if (kind === 'rocks') {
      if (!row.dueDate) throw new Error(LIST_IMPORT_TEXTS.dueDateRequired);
      const body = ZCreateRockRequest.safeParse({
        ...base,
        ownerId,
        dueDate: row.dueDate,
        type: 'team',
        tractionIds: [tractionId],
      });
      if (!body.success) throw new Error(issuesOf(body).join('; '));
      return services.rocks.create(actor, body.data);
    }
    const body = ZCreateHeadlineRequest.safeParse({ ...base, ownerId });
    if (!body.success) throw new Error(issuesOf(body).join('; '));
    return services.headlines.create(actor, body.data);
  }

  async function importRows(
    kind: TListImportKind,
    actor: TItemActor,
    input: { rows: TCell[][]; tractionId: string; mapping: Record<string, string>; dryRun: boolean },
  ): Promise<Omit<TListImportAnswer, 'succeeded' | 'messages'>> {
    const [headerCells = [], ...data] = input.rows;
    if (data.length > LIST_IMPORT_LIMITS.maxRows) throw invalidField('file', LIST_IMPORT_TEXTS.tooManyRows);
    const header = headerCells.map(textOf);
    const columns = columnsOf(header, input.mapping);
    const everyone = await deps.db
      .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email })
      .from(people)
      .where(eq(people.orgId, actor.orgId));
    const read: (TReadRow & { ownerId: string })[] = data.map((cells, index) => {
      const cell = (field: TListImportField) =>
        columns[field] === undefined ? '' : cells[columns[field] as number];
      const row: TReadRow = {
        row: index + 2,
        title: textOf(cell('title')).trim(),
        owner: textOf(cell('owner')).trim(),
        dueDate: null,
        notes: textOf(cell('notes')).trim(),
        reasons: [],
      };
      if (!row.title) row.reasons.push(LIST_IMPORT_TEXTS.titleRequired);
      const due = cell('dueDate');
      if (due !== '' && due !== undefined) {
        row.dueDate = readDay(due);
        if (!row.dueDate) row.reasons.push(LIST_IMPORT_TEXTS.dateUnreadable(textOf(due)));
      }
      let ownerId = actor.person.id;
      if (row.owner) {
        const owner = ownerOf(row.owner, everyone);
        if (typeof owner === 'string') row.reasons.push(owner);
        else ownerId = owner.id;
      }
      return { ...row, ownerId };
    });
    const refused: TListImportAnswer['refused'] = [];
    let created = 0;
    const writeAll = async () => {
      for (const row of read) {
        if (row.reasons.length) {
          refused.push({ row: row.row, reasons: row.reasons });
          continue;
        }
        try {
          await createOne(kind, actor, row, row.ownerId, input.tractionId);
          created++;
        } catch (error) {
          refused.push({ row: row.row, reasons: reasonsOf(error) });
        }
      }
    };
    if (input.dryRun) {
      try {
        await runChange(deps, actor, async () => {
          await writeAll();
          throw new DryRunDone();
        });
      } catch (error) {
        if (!(error instanceof DryRunDone)) throw error;
      }
    } else await writeAll();
    const nameOf = new Map(everyone.map((person) => [person.id, `${person.firstName} ${person.lastName}`]));
    return {
      created,
      refused,
      dryRun: input.dryRun,
      columns: header,
      preview: read.slice(0, LIST_IMPORT_LIMITS.previewRows).map((row) => ({
        row: row.row,
        title: row.title,
        owner: nameOf.get(row.ownerId) ?? null,
        dueDate: row.dueDate,
        notes: row.notes,
      })),
    };
  }

  return { importRows };
}
