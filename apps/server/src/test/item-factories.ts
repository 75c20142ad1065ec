import type { THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import type { TIssueStatus } from '@cairn/domain/issues/issues.constants';
import type { TRockStatus, TRockType } from '@cairn/domain/rocks/rocks.constants';
import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';
import { headlines, issues, rockMeetings, rocks, todos } from '../db/schema/index.ts';
import type { TItemTable } from '../modules/traction-items/index.ts';
import { uniqueSuffix } from './factories.ts';

/*
 * Factories of traction items for tests: rows written straight to the database (no rules, no
 * events), with defaults for everything a test does not care about.
 */

/** The fields every item factory takes: the owner, and the title, notes and deletion unless defaulted. */
type TItemFields = {
  ownerPersonId: string | null;
  title?: string;
  contentHtml?: string;
  deletedAt?: Date | null;
  /** When the row was made (now by default); tests that sort by creation give distinct ones. */
  createdAt?: Date;
};

/**
 * Inserts one item row of `table`: the organisation, the shared fields (title `{noun} …`, no
 * notes, not deleted unless given) and the type's own columns.
 */
async function insertItem<T extends TItemTable>(
  db: TDb,
  table: T,
  noun: string,
  orgId: string,
  fields: TItemFields,
  own: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const values = {
    orgId,
    title: fields.title ?? `${noun} ${uniqueSuffix()}`,
    ownerPersonId: fields.ownerPersonId,
    contentHtml: fields.contentHtml ?? '',
    deletedAt: fields.deletedAt ?? null,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    ...own,
  };
  const [row] = await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning();
  return row as T['$inferSelect'];
}

/** `at` now when `status` is `when`, else null (the completed/solved stamp of a status). */
const stampIf = (status: string | undefined, when: string) => (status === when ? new Date() : null);

/**
 * A to-do of the organisation owned by `ownerPersonId`: in the meeting `meetingId`, or a
 * personal one when that is null or left out. Pending, due 2030-01-01, no notes unless given.
 */
export function buildTodo(
  db: TDb,
  orgId: string,
  fields: TItemFields & { meetingId?: string | null; dueDate?: string; status?: TTodoStatus },
) {
  return insertItem(db, todos, 'To-do', orgId, fields, {
    meetingId: fields.meetingId ?? null,
    dueDate: fields.dueDate ?? '2030-01-01',
    status: fields.status ?? 'Pending',
    completedAt: stampIf(fields.status, 'Done'),
  });
}

/**
 * An issue of the organisation in the meeting `meetingId`, owned by `ownerPersonId`. Open,
 * unprioritised, no notes unless given.
 */
export function buildIssue(
  db: TDb,
  orgId: string,
  fields: TItemFields & { meetingId: string; status?: TIssueStatus; priority?: number | null },
) {
  return insertItem(db, issues, 'Issue', orgId, fields, {
    meetingId: fields.meetingId,
    status: fields.status ?? 'Open',
    solvedAt: stampIf(fields.status, 'Solved'),
    priority: fields.priority ?? null,
  });
}

/** A headline of the organisation in the meeting `meetingId`, owned by `ownerPersonId`; to review unless given. */
export function buildHeadline(
  db: TDb,
  orgId: string,
  fields: TItemFields & {
    meetingId: string;
    status?: THeadlineStatus;
    cascadedFromHeadlineId?: string | null;
  },
) {
  return insertItem(db, headlines, 'Headline', orgId, fields, {
    meetingId: fields.meetingId,
    status: fields.status ?? 'ToReview',
    cascadedFromHeadlineId: fields.cascadedFromHeadlineId ?? null,
  });
}

/**
 * A rock of the organisation owned by `ownerPersonId`, in the meetings `meetingIds` (the first
 * is the main one), delegated from `delegatedFromRockId` when given. On track, team type,
 * due 2030-03-31, no notes unless given.
 */
export async function buildRock(
  db: TDb,
  orgId: string,
  fields: TItemFields & {
    meetingIds: string[];
    dueDate?: string;
    type?: TRockType;
    status?: TRockStatus;
    delegatedFromRockId?: string | null;
  },
) {
  const rock = await insertItem(db, rocks, 'Rock', orgId, fields, {
    meetingId: fields.meetingIds[0],
    dueDate: fields.dueDate ?? '2030-03-31',
    type: fields.type ?? 'team',
    status: fields.status ?? 'OnTrack',
    completedAt: stampIf(fields.status, 'Done'),
    delegatedFromRockId: fields.delegatedFromRockId ?? null,
  });
  await db
    .insert(rockMeetings)
    .values(fields.meetingIds.map((meetingId) => ({ rockId: rock.id, meetingId, orgId })));
  return rock;
}
