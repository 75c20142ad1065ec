import { HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import {
  cascadeRowMeetings,
  type TCascadeHeadlineRequest,
  type TCreateHeadlineRequest,
  type TUpdateHeadlineRequest,
} from '@cairn/domain/headlines/headlines.schemas';
import { forbidden, invalidField } from '../../http/errors.ts';
import { readFeatureFlags } from '../platform/index.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { createHeadlineKit, type THeadlineRow, type TNewHeadline } from './headline-kit.ts';

/**
 * The rules of Headlines (001 §2-§9; 002 §4, §7): add, edit and cascade to other owners and
 * meetings. Reads, search, review status, reassign and delete, and the shared item rules
 * (visibility, owners, meetings, versions, events, live events) come from the item kit.
 */
export function createHeadlinesService(deps: TItemDeps) {
  const kit = createHeadlineKit(deps);
  const { rules } = kit;

  return {
    ...kit.endpoints,
    /** `PUT headline/{id}/review`: To review, Reviewed or Removed. */
    review: kit.endpoints.setStatus,

    /**
     * `POST headlines`: one meeting headline (see createItemKit.createInMeeting: 404 / 403 on
     * `tractionId`, 422 on `ownerId`).
     */
    async create(actor: TItemActor, input: TCreateHeadlineRequest): Promise<THeadlineRow> {
      const [row] = await kit.createInMeeting(actor, input, { ids: [input.ownerId], field: 'ownerId' });
      return row;
    },

    /** `PUT headline/{id}`: title, and (when sent) owner and notes; same values change nothing. */
    async update(actor: TItemActor, id: string, input: TUpdateHeadlineRequest): Promise<THeadlineRow> {
      return kit.edit(actor, id, input, (current) => ({
        title: input.title,
        ownerPersonId: input.ownerId ?? current.ownerPersonId,
      }));
    },

    /**
     * `POST headline/cascade` (001 §3, §5): behind the CascadeHeadlines flag (403 when off).
     * One copy (to review, same title and notes) per row, all in one transaction: the headline
     * must be one the caller sees (404); each row's meeting an active one the caller may change
     * (404 / 403 on `targets.{n}.tractionId`, or `targets.{n}.tractionIds.{m}` for the spec's rows); each owner one the caller may assign (422 on
     * `targets.{n}.ownerId`) invited to that meeting (422 on `targets.{n}.tractionId`); a row
     * naming the headline's own owner and meeting is refused. Repeated rows make one copy.
     */
    async cascade(actor: TItemActor, input: TCascadeHeadlineRequest): Promise<THeadlineRow[]> {
      const flags = await readFeatureFlags(deps.db);
      if (!flags.CascadeHeadlines) throw forbidden(HEADLINE_TEXTS.cascadeOff);
      return kit.create(actor, async (tx, note) => {
        const source = await kit.loadVisible(actor, input.headlineId, tx);
        const seen = new Set<string>();
        const rows: TNewHeadline[] = [];
        const checks = await rules.forNewItems(
          actor,
          {
            meetingIds: input.targets.flatMap((target) =>
              cascadeRowMeetings(target).map((m) => m.tractionId),
            ),
            ownerIds: input.targets.map((target) => target.ownerId),
          },
          tx,
        );
        for (const [index, target] of input.targets.entries()) {
          const field = (name: string) => `targets.${index}.${name}`;
          for (const { tractionId, field: meetingName } of cascadeRowMeetings(target)) {
            const meetingField = field(meetingName);
            const meeting = checks.meeting(tractionId, meetingField);
            if (meeting.id === source.meetingId && target.ownerId === source.ownerPersonId) {
              throw invalidField(field('ownerId'), HEADLINE_TEXTS.cascadeToItself);
            }
            checks.checkOwners([target.ownerId], {
              field: field('ownerId'),
              meeting,
              meetingField,
              currentOwnerId: null,
            });
            const key = `${target.ownerId}/${meeting.id}`;
            if (seen.has(key)) continue;
            seen.add(key);
            rows.push({
              orgId: actor.orgId,
              title: source.title,
              ownerPersonId: target.ownerId,
              meetingId: meeting.id,
              contentHtml: source.contentHtml,
              cascadedFromHeadlineId: source.id,
            });
          }
        }
        return kit.insert(rows, tx, note);
      });
    },
  };
}

export type THeadlinesService = ReturnType<typeof createHeadlinesService>;
