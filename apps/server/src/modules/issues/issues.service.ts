import type { TIssueStatus } from '@cairn/domain/issues/issues.constants';
import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type {
  TCreateIssueRequest,
  TIssueSearchRequest,
  TIssueStatusRequest,
  TMoveIssueRequest,
  TReassignIssueRequest,
  TSolveIssueRequest,
  TUpdateIssueRequest,
} from '@cairn/domain/issues/issues.schemas';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction } from '../../db/events.repository.ts';
import { issues } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { TItemMeeting } from '../traction-items/item-people.repository.ts';
import type { TItemSearchPage } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps } from '../traction-items/item-types.ts';
import { createIssueKit, issueSearchColumns, moveDestinations, type TIssueRow } from './issue-kit.ts';

/** The status change with its `solvedAt`: stamped when it becomes Solved, cleared when it reopens. */
const statusChange = (status: TIssueStatus) => ({
  status,
  solvedAt: status === 'Solved' ? new Date() : null,
});

/** The change-log verb of a status change made by `PUT issue/{id}/solve`. */
const solveAction = (status: TIssueStatus): TChangeAction => (status === 'Solved' ? 'solved' : 'reopened');

/**
 * The rules of Issues (000 §2.4, §3, §4, §5; 002 §4, §7): meeting issues, reads, search,
 * edit, solve and reopen, status, reassign, move to another meeting and delete. Shared item
 * rules (visibility, owners, meetings, versions, events, live events) come from the item kit.
 */
export function createIssuesService(deps: TItemDeps) {
  const kit = createIssueKit(deps);
  const { rules } = kit;

  /** 422 on `ownerId` unless the owner may own this existing issue (see createItemRules.checkOwners). */
  const checkNewOwner = (actor: TItemActor, current: TIssueRow, ownerId: string, tx: TDbOrTx) =>
    rules.checkNewOwner(
      actor,
      ownerId,
      { meetingId: current.meetingId, currentOwnerId: current.ownerPersonId },
      tx,
    );

  return {
    /**
     * `POST issues`: one meeting issue. The meeting must be an active one of the organisation
     * (404 on `tractionId`) the caller may change (403); the owner a person of the organisation
     * the caller may assign (422 on `ownerId`) invited to the meeting (422 on `tractionId`).
     */
    async create(actor: TItemActor, input: TCreateIssueRequest): Promise<TIssueRow> {
      const contentHtml = sanitizeRichText(input.contentHtml ?? '');
      return kit.create(actor, async (tx, note) => {
        const meeting = await rules.meetingForNewItem(actor, input.tractionId, 'tractionId', tx);
        await rules.checkOwners(
          actor,
          [input.ownerId],
          { field: 'ownerId', meeting, meetingField: 'tractionId', currentOwnerId: null },
          tx,
        );
        const [row] = await kit.store.insert(
          [
            {
              orgId: actor.orgId,
              title: input.title,
              ownerPersonId: input.ownerId,
              meetingId: meeting.id,
              contentHtml,
            },
          ],
          tx,
        );
        await note({
          entityId: row.id,
          action: 'created',
          live: 'Added',
          data: { title: row.title, ownerPersonId: row.ownerPersonId, meetingId: row.meetingId },
        });
        return row;
      });
    },

    /** One issue the caller sees; 404 otherwise. */
    async get(actor: TItemActor, id: string): Promise<TIssueRow> {
      return kit.loadVisible(actor, id);
    },

    /** `GET issues?ids=`: those the caller sees, oldest first; without `ids`, the caller's own issues. */
    async list(actor: TItemActor, ids: string[] | undefined): Promise<TIssueRow[]> {
      return kit.readByIds(actor, ids, {
        orderBy: [asc(issues.createdAt), asc(issues.id)],
        whenNoIds: eq(issues.ownerPersonId, actor.person.id),
      });
    },

    /** `POST issues/search` over the issues the caller sees. */
    async search(actor: TItemActor, request: TIssueSearchRequest): Promise<TItemSearchPage<TIssueRow>> {
      return kit.search(actor, issueSearchColumns, request);
    },

    /** `PUT issue/{id}`: title, owner and (when sent) notes; same values change nothing. */
    async update(actor: TItemActor, id: string, input: TUpdateIssueRequest): Promise<TIssueRow> {
      return kit.change(actor, id, input.version, async (current, tx) => {
        if (input.ownerId !== current.ownerPersonId) await checkNewOwner(actor, current, input.ownerId, tx);
        const contentHtml =
          input.contentHtml === undefined ? current.contentHtml : sanitizeRichText(input.contentHtml ?? '');
        const after = { title: input.title, ownerPersonId: input.ownerId };
        const before = { title: current.title, ownerPersonId: current.ownerPersonId };
        const isContentChanged = contentHtml !== current.contentHtml;
        if (!isContentChanged && JSON.stringify(after) === JSON.stringify(before)) return null;
        return {
          change: { ...after, contentHtml },
          action: 'updated',
          data: { before, after, isContentChanged },
        };
      });
    },

    /** `PUT issue/{id}/solve`: Solved (true, stamps `solvedAt`) or reopened to Open (false). */
    async solve(actor: TItemActor, id: string, input: TSolveIssueRequest): Promise<TIssueRow> {
      const status: TIssueStatus = input.isSolved ? 'Solved' : 'Open';
      return kit.change(actor, id, input.version, async (current) => {
        if (status === current.status) return null;
        return {
          change: statusChange(status),
          action: solveAction(status),
          data: { before: current.status, after: status },
        };
      });
    },

    /** `PUT issue/{id}/status`: Open or Solved. */
    async setStatus(actor: TItemActor, id: string, input: TIssueStatusRequest): Promise<TIssueRow> {
      return kit.change(actor, id, input.version, async (current) => {
        if (input.status === current.status) return null;
        return {
          change: statusChange(input.status),
          action: 'statusChanged',
          data: { before: current.status, after: input.status },
        };
      });
    },

    /** `PUT issue/{id}/reassign` (000 §4): a new owner under the owner rules (422 on `ownerId`). */
    async reassign(actor: TItemActor, id: string, input: TReassignIssueRequest): Promise<TIssueRow> {
      return kit.change(actor, id, input.version, async (current, tx) => {
        if (input.ownerId === current.ownerPersonId) return null;
        await checkNewOwner(actor, current, input.ownerId, tx);
        return {
          change: { ownerPersonId: input.ownerId },
          action: 'ownerChanged',
          data: { before: current.ownerPersonId, after: input.ownerId },
        };
      });
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

    /** `DELETE issue/{id}`: soft delete; the issue then answers 404. */
    async remove(actor: TItemActor, id: string): Promise<TIssueRow> {
      return kit.remove(actor, id);
    },
  };
}

export type TIssuesService = ReturnType<typeof createIssuesService>;
