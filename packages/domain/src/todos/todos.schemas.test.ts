import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../common/clock.ts';
import { addDays } from '../items/calendar-date.ts';
import { ITEM_TEXTS } from '../items/items.constants.ts';
import { defaultTodoDueDate, isTodoOverdue, statusAfterComplete } from './todo-rules.ts';
import { TODO_STATUS_LABELS, TODO_STATUSES } from './todos.constants.ts';
import {
  ZCompleteTodoRequest,
  ZCreatePersonalTodoRequest,
  ZCreateTodoRequest,
  ZTodoSearchRequest,
  ZUpdateTodoRequest,
} from './todos.schemas.ts';

const owner = randomUUID();
const meeting = randomUUID();
const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('POST todos', () => {
  it('takes title, owners, meeting and optional due date and notes', () => {
    expect(ZCreateTodoRequest.parse({ title: ' Call ', ownerIds: [owner], tractionId: meeting })).toEqual({
      title: 'Call',
      ownerIds: [owner],
      tractionId: meeting,
    });
  });

  it('names every missing field (000 §5: title, at least one owner, meeting)', () => {
    expect(issuesOf(ZCreateTodoRequest.safeParse({ title: '', ownerIds: [] }))).toEqual({
      title: ITEM_TEXTS.required,
      ownerIds: ITEM_TEXTS.required,
      tractionId: ITEM_TEXTS.required,
    });
    expect(
      issuesOf(
        ZCreateTodoRequest.safeParse({
          title: 'x',
          ownerIds: [owner],
          tractionId: meeting,
          dueDate: '2026-02-30',
        }),
      ),
    ).toEqual({
      dueDate: ITEM_TEXTS.invalidDate,
    });
  });
});

describe('personal to-do and edit', () => {
  it('a personal to-do needs only a title', () => {
    expect(ZCreatePersonalTodoRequest.parse({ title: 'Read' })).toEqual({ title: 'Read' });
    expect(issuesOf(ZCreatePersonalTodoRequest.safeParse({}))).toEqual({ title: ITEM_TEXTS.required });
  });

  it('an edit needs title, due date and version; the owner may be left out (000 §5 Edit To-Do)', () => {
    expect(Object.keys(issuesOf(ZUpdateTodoRequest.safeParse({})))).toEqual(['title', 'dueDate', 'version']);
    expect(ZUpdateTodoRequest.safeParse({ title: 'a', dueDate: '2026-01-01', version: 0 }).success).toBe(
      true,
    );
    expect(
      ZUpdateTodoRequest.safeParse({ title: 'a', ownerId: owner, dueDate: '2026-01-01', version: 0 }).success,
    ).toBe(true);
  });

  it('complete takes a boolean and an optional version', () => {
    expect(ZCompleteTodoRequest.parse({ isComplete: true })).toEqual({ isComplete: true });
    expect(ZCompleteTodoRequest.safeParse({ isComplete: 'yes' }).success).toBe(false);
  });
});

describe('to-do rules', () => {
  it('the default due date is 7 days after today', () => {
    expect(defaultTodoDueDate('2026-12-30')).toBe('2027-01-06');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const today = todayIn(now, 'UTC');
          return defaultTodoDueDate(today) === addDays(today, 7);
        },
      ),
    );
  });

  it('only open to-dos due before today are overdue', () => {
    expect(isTodoOverdue({ status: 'Pending', dueDate: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isTodoOverdue({ status: 'NotDone', dueDate: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isTodoOverdue({ status: 'Pending', dueDate: '2026-01-02' }, '2026-01-02')).toBe(false);
    expect(isTodoOverdue({ status: 'Done', dueDate: '2026-01-01' }, '2026-01-02')).toBe(false);
    expect(isTodoOverdue({ status: 'Removed', dueDate: '2026-01-01' }, '2026-01-02')).toBe(false);
  });

  it('completing makes Done; un-completing a done one makes NotDone, anything else stays', () => {
    for (const status of TODO_STATUSES) expect(statusAfterComplete(status, true)).toBe('Done');
    expect(statusAfterComplete('Done', false)).toBe('NotDone');
    expect(statusAfterComplete('Pending', false)).toBe('Pending');
    expect(statusAfterComplete('Removed', false)).toBe('Removed');
  });

  it('a to-do is shown Done or Not Done (002 §4)', () => {
    expect(TODO_STATUS_LABELS).toEqual({
      Pending: 'Not Done',
      Done: 'Done',
      NotDone: 'Not Done',
      Removed: 'Removed',
    });
  });
});

describe('POST todos/search', () => {
  it('parses its filters and sorts', () => {
    const parsed = ZTodoSearchRequest.parse({
      filters: {
        'owner-ids': [owner],
        status: ['Pending', 'NotDone'],
        'is-overdue': ['true'],
        personal: ['false'],
      },
      sorts: [{ property: 'DueDate', ascending: false }],
    });
    expect(parsed.filters).toEqual({
      'owner-ids': [owner],
      status: ['Pending', 'NotDone'],
      'is-overdue': true,
      personal: false,
    });
    expect(parsed.sorts).toEqual([{ property: 'dueDate', ascending: false }]);
  });

  it('refuses unknown filters, statuses and sorts', () => {
    expect(ZTodoSearchRequest.safeParse({ filters: { mine: ['true'] } }).success).toBe(false);
    expect(ZTodoSearchRequest.safeParse({ filters: { status: ['Open'] } }).success).toBe(false);
    expect(ZTodoSearchRequest.safeParse({ sorts: [{ property: 'owner' }] }).success).toBe(false);
  });
});
