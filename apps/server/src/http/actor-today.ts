import { todayIn } from '@cairn/domain/common/clock';
import type { TRequestActor } from '../types.ts';

/** Today `YYYY-MM-DD` in the actor's organisation zone: what overdue and due-date defaults use. */
export function actorToday(actor: Pick<TRequestActor, 'clock'>, now = new Date()): string {
  return todayIn(now, actor.clock.timeZone);
}
