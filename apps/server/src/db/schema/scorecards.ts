import type {
  TComparison,
  TMeasurableInterval,
  TUnitOfMeasure,
  TValueScale,
} from '@cairn/domain/scorecards/scorecards.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { people } from './orgs.ts';
import { rocks } from './rocks.ts';
import { meetingIdColumn, orgIdColumn } from './tenant-columns.ts';
import { todos } from './todos.ts';

/**
 * A measurable: one number a team tracks per period, owned by a person, kept on the scorecard
 * of its home meeting (`meetings.scorecard_id`) and shown on every meeting it is linked to
 * (`measurable_meetings`). Values are kept by period start (`measured_values`), so changing the
 * interval or unit later loses no history. Goals are kept by the period they apply from.
 */
export const measurables = pgTable(
  'measurables',
  {
    ...baseColumns(),
    orgId: orgIdColumn(),
    /** The home meeting whose scorecard holds the measurable. */
    meetingId: meetingIdColumn(),
    title: text('title').notNull(),
    /** The owner; null when that person left the organisation. */
    ownerPersonId: uuid('owner_person_id').references(() => people.id, { onDelete: 'set null' }),
    /** The measurable assistant who enters values. */
    editorPersonId: uuid('editor_person_id').references(() => people.id, { onDelete: 'set null' }),
    comparison: text('comparison').$type<TComparison>().notNull(),
    unitOfMeasure: text('unit_of_measure').$type<TUnitOfMeasure>().notNull(),
    valueScale: text('value_scale').$type<TValueScale>().notNull(),
    decimalPlaces: integer('decimal_places').notNull(),
    interval: text('interval').$type<TMeasurableInterval>().notNull(),
    /** `{Revenue} / {New customers}`, as typed; null for a measurable people type into. */
    formula: text('formula'),
    /**
     * The rock or to-do it tracks (001 §3 `linkedItemId`): at most one of the two is set. A hard
     * delete clears it; a soft-deleted item is read as no link.
     */
    linkedRockId: uuid('linked_rock_id').references(() => rocks.id, { onDelete: 'set null' }),
    linkedTodoId: uuid('linked_todo_id').references(() => todos.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('measurables_org_meeting_idx').on(t.orgId, t.meetingId),
    index('measurables_owner_idx').on(t.ownerPersonId),
    index('measurables_linked_rock_idx').on(t.linkedRockId),
    index('measurables_linked_todo_idx').on(t.linkedTodoId),
    check('measurables_one_link', sql`${t.linkedRockId} is null or ${t.linkedTodoId} is null`),
    check('measurables_decimal_places', sql`${t.decimalPlaces} between 0 and 6`),
  ],
);

/** The meetings a measurable shows in (its home meeting included), with its row order there. */
export const measurableMeetings = pgTable(
  'measurable_meetings',
  {
    measurableId: uuid('measurable_id')
      .notNull()
      .references(() => measurables.id, { onDelete: 'cascade' }),
    meetingId: meetingIdColumn(),
    orgId: orgIdColumn(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.measurableId, t.meetingId] }),
    index('measurable_meetings_meeting_idx').on(t.meetingId, t.sortOrder),
  ],
);

/** A goal and the first period it applies to; earlier periods keep the goal they had. */
export const measurableGoals = pgTable(
  'measurable_goals',
  {
    measurableId: uuid('measurable_id')
      .notNull()
      .references(() => measurables.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    /** The first day of the first period the goal applies to. */
    fromPeriod: date('from_period', { mode: 'string' }).notNull(),
    goalValue: doublePrecision('goal_value').notNull(),
    /** The range's high end when `comparison` is `Between` (both ends included); null otherwise. */
    goalValueMax: doublePrecision('goal_value_max'),
    comparison: text('comparison').$type<TComparison>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.measurableId, t.fromPeriod] })],
);

/** One period's value of a measurable (`interval_id` is the period's first day) and its note. */
export const measuredValues = pgTable(
  'measured_values',
  {
    measurableId: uuid('measurable_id')
      .notNull()
      .references(() => measurables.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    intervalId: date('interval_id', { mode: 'string' }).notNull(),
    /** Null when cleared (the note may stay). */
    value: doublePrecision('value'),
    note: text('note').notNull().default(''),
    /** True when a person typed it; false for an import. */
    isEntered: boolean('is_entered').notNull().default(true),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedByPersonId: uuid('updated_by_person_id').references(() => people.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.measurableId, t.intervalId] }),
    // Insights: the organisation's values in a span of weeks.
    index('measured_values_org_interval_idx').on(t.orgId, t.intervalId),
  ],
);

/** A person's scorecard preferences in one organisation (002 §3 reverseScorecard, showAverage, showTotal). */
export const scorecardPreferences = pgTable('scorecard_preferences', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  orgId: orgIdColumn(),
  reverseScorecard: boolean('reverse_scorecard').notNull().default(false),
  showAverage: boolean('show_average').notNull().default(true),
  showTotal: boolean('show_total').notNull().default(false),
});
