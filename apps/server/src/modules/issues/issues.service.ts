import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type {
  TCreateIssueRequest,
  TMoveIssueRequest,
  TSolveIssueRequest,
  TUpdateIssueRequest,
} from '@cairn/domain/issues/issues.schemas';
import { invalidField } from '../../http/errors.ts';
import type { TItemActor, TItemDeps, TItemMeeting } from '../traction-items/index.ts';
import { createIssueKit, moveDestinations, type TIssueRow } from './issue-kit.ts';

/**
 * The rules of Issues (000 §2.4, §3, §4, §5; 002 §4, §7): meeting issues, edit, solve and
 * reopen, and move to another meeting. Reads, search, status, reassign and delete, and the
 * shared item rules (visibility, owners, meetings, versions, events, live events) come from
 * the item kit.
 */
export function createIssuesService(deps: TItemDeps) {
  const kit = createIssueKit(deps);
  const { rules } = kit;

  return {
    ...kit.endpoints,

    /**
     * `POST issues`: one meeting issue (see createItemKit.createInMeeting: 404 / 403 on
     * `tractionId`, 422 on `ownerId`).
     */
    async create(actor: TItemActor, input: TCreateIssueRequest): Promise<TIssueRow> {
      const [row] = await kit.createInMeeting(actor, input, { ids: [input.ownerId], field: 'ownerId' });
      return row;
    },

    /**
     * `PUT issue/{id}`: title, owner, and (when sent) notes and status, in one change with one
     * version check; same values change nothing.
     */
    async update(actor: TItemActor, id: string, input: TUpdateIssueRequest): Promise<TIssueRow> {
      return kit.edit(actor, id, input, () => ({
        title: input.title,
        ownerPersonId: input.ownerId,
        ...(input.status ? { status: input.status } : {}),
      }));
    },

    /** `PUT issue/{id}/solve`: Solved (true, stamps `solvedAt`) or reopened to Open (false). */
    async solve(actor: TItemActor, id: string, input: TSolveIssueRequest): Promise<TIssueRow> {
      const status = input.isSolved ? 'Solved' : 'Open';
      return kit.changeStatus(actor, id, input.version, () => status, input.isSolved ? 'solved' : 'reopened');
    },

    /**
     * `POST issue/{id}/move`: to another active meeting of the organisation (404 on
     * `destinationId`) that the caller may change (403), not its own (422 on `destinationId`),
     * with an owner the caller may assign (422 on `ownerId`) who is invited there (422 on
     * `destinationId`). It leaves the IDS ranking of its old meeting. Any refusal leaves it where
     * it was. Answers the moved issue and the destination.
     */
    async move(
      actor: TItemActor,
      id: string,
      input: TMoveIssueRequest,
    ): Promise<{ issue: TIssueRow; destination: TItemMeeting }> {
      let destination: TItemMeeting | undefined;
      const issue = await kit.change(actor, id, input.version, async (current, tx) => {
        const meeting = await rules.meetingForNewItem(actor, input.destinationId, 'destinationId', tx);
        if (meeting.id === current.meetingId) throw invalidField('destinationId', ISSUE_TEXTS.sameMeeting);
        await rules.checkOwners(
          actor,
          [input.ownerId],
          {
            field: 'ownerId',
            meeting,
            meetingField: 'destinationId',
            currentOwnerId: current.ownerPersonId,
          },
          tx,
        );
        destination = meeting;
        return {
          change: { meetingId: meeting.id, ownerPersonId: input.ownerId, priority: null },
          action: 'moved',
          data: {
            before: { meetingId: current.meetingId, ownerPersonId: current.ownerPersonId },
            after: { meetingId: meeting.id, ownerPersonId: input.ownerId },
          },
        };
      });
      if (!destination) throw new Error('move finished without a destination');
      return { issue, destination };
    },

    /** `GET issue/{id}/move-destinations?ownerId=`: where the issue could move for that owner. */
    async moveDestinations(actor: TItemActor, id: string, ownerId: string) {
      const issue = await kit.loadVisible(actor, id);
      return moveDestinations(deps.db, actor, ownerId, issue.meetingId);
    },
  };
}

export type TIssuesService = ReturnType<typeof createIssuesService>;
