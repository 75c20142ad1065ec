import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ISSUE_ACTIONS, ISSUE_STATUS_LABELS, ISSUE_STATUSES, ISSUE_TEXTS } from './issues.constants.ts';
import {
  ZCreateIssueRequest,
  ZIssueSearchRequest,
  ZMoveIssueRequest,
  ZSolveIssueRequest,
  ZUpdateIssueRequest,
} from './issues.schemas.ts';

const owner = randomUUID();
const meeting = randomUUID();
const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('POST issues', () => {
  const valid = { title: ' Cash ', ownerId: owner, tractionId: meeting, entityType: 'meeting' };

  it('takes a meeting issue with title, owner, meeting and optional notes', () => {
    expect(ZCreateIssueRequest.parse(valid)).toEqual({ ...valid, title: 'Cash' });
  });

  it('names every missing field (000 §5: title, owner, meeting); a meeting issue by default', () => {
    expect(issuesOf(ZCreateIssueRequest.safeParse({}))).toEqual({
      title: ISSUE_TEXTS.required,
      ownerId: ISSUE_TEXTS.required,
      tractionId: ISSUE_TEXTS.required,
    });
    const { entityType: _, ...withoutKind } = valid;
    expect(ZCreateIssueRequest.parse(withoutKind)).toEqual({ ...valid, title: 'Cash' });
  });

  it('takes the spec’s ownerIds with one owner, and refuses several', () => {
    const { ownerId: _, ...rest } = valid;
    expect(ZCreateIssueRequest.parse({ ...rest, ownerIds: [owner] })).toEqual({ ...valid, title: 'Cash' });
    expect(ZCreateIssueRequest.parse({ ...rest, ownerIds: [owner, owner] })).toMatchObject({
      ownerId: owner,
    });
    expect(
      issuesOf(ZCreateIssueRequest.safeParse({ ...rest, ownerIds: [owner, randomUUID()] })),
    ).toMatchObject({
      ownerIds: ISSUE_TEXTS.oneOwner,
    });
  });

  it('takes a V/TO issue with its collection and revision, and refuses unknown kinds', () => {
    const collectionId = randomUUID();
    const revisionId = randomUUID();
    const { tractionId: _, ...rest } = valid;
    expect(ZCreateIssueRequest.parse({ ...rest, entityType: 'vto', collectionId, revisionId })).toEqual({
      title: 'Cash',
      ownerId: owner,
      entityType: 'vto',
      collectionId,
      revisionId,
    });
    expect(
      ZCreateIssueRequest.parse({
        ...rest,
        entityType: 'vto',
        vtoCollectionId: collectionId,
        vtoRevisionId: revisionId,
      }),
    ).toMatchObject({ collectionId, revisionId });
    expect(issuesOf(ZCreateIssueRequest.safeParse({ ...rest, entityType: 'vto' }))).toEqual({
      collectionId: ISSUE_TEXTS.required,
      revisionId: ISSUE_TEXTS.required,
    });
    expect(issuesOf(ZCreateIssueRequest.safeParse({ ...valid, entityType: 'list' }))).toEqual({
      entityType: ISSUE_TEXTS.chooseEntityType,
    });
  });
});

describe('issue changes', () => {
  it('an edit needs title, owner and version; solve needs isSolved', () => {
    expect(issuesOf(ZUpdateIssueRequest.safeParse({ title: 'x' }))).toEqual({
      ownerId: ISSUE_TEXTS.required,
      version: ISSUE_TEXTS.required,
    });
    expect(issuesOf(ZSolveIssueRequest.safeParse({}))).toEqual({ isSolved: ISSUE_TEXTS.required });
  });

  it('a move needs owner, destination and source; only meeting to meeting for now', () => {
    const move = {
      destinationId: meeting,
      ownerId: owner,
      sourceType: 'meeting',
      destinationType: 'meeting',
    };
    expect(ZMoveIssueRequest.safeParse(move).success).toBe(true);
    expect(Object.keys(issuesOf(ZMoveIssueRequest.safeParse({})))).toEqual([
      'destinationId',
      'ownerId',
      'sourceType',
      'destinationType',
    ]);
    expect(issuesOf(ZMoveIssueRequest.safeParse({ ...move, destinationType: 'vto' }))).toEqual({
      destinationType: ISSUE_TEXTS.onlyMeetingMoves,
    });
  });

  it('every status has a label and the actions lead to real statuses (002 §4)', () => {
    for (const status of ISSUE_STATUSES) expect(ISSUE_STATUS_LABELS[status]).toBeTruthy();
    expect(ISSUE_ACTIONS.map((a) => a.label)).toEqual(['Solved', 'Not Solved', 'Reopen']);
    expect(ISSUE_TEXTS.moved('Sales')).toBe('Your issue was moved to Sales.');
  });

  it('search knows its filters and sorts', () => {
    const parsed = ZIssueSearchRequest.parse({
      filters: { status: ['Solved'] },
      sorts: [{ property: 'PRIORITY' }],
    });
    expect(parsed.sorts).toEqual([{ property: 'priority', ascending: true }]);
    expect(ZIssueSearchRequest.safeParse({ filters: { 'is-overdue': ['true'] } }).success).toBe(false);
    expect(ZIssueSearchRequest.safeParse({ filters: { status: ['Parked'] } }).success).toBe(false);
  });
});
