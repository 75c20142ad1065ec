import type { SQL } from 'drizzle-orm';
import { meetings } from '../db/schema/index.ts';
import { canChange, canSee, inVisibleMeetingSql, type TScopeActor } from './meeting-scope.ts';

/**
 * The meetings policy (ARCHITECTURE §8.11): which meetings a person sees and may change. Routes
 * and services ask this; the rule itself lives once, in the meetings module's scope.
 */
export const meetingPolicy = {
  /** The rows of `meetings` the actor sees, as a condition for a query of that table. */
  scope: (actor: TScopeActor): SQL => inVisibleMeetingSql(actor, meetings.id),
  /** True when the actor sees this meeting. */
  canSee,
  /** True when the actor may change this meeting (or archive it, with 'meetings.archive'). */
  canChange,
};
