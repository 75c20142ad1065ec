import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADLINE_STATUS_LABELS, HEADLINE_TEXTS } from './headlines.constants.ts';
import {
  ZCascadeHeadlineRequest,
  ZCreateHeadlineRequest,
  ZHeadlineReviewRequest,
  ZUpdateHeadlineRequest,
} from './headlines.schemas.ts';

const owner = randomUUID();
const meeting = randomUUID();
const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('headline requests', () => {
  it('adding needs title, owner and meeting (001 §5)', () => {
    expect(issuesOf(ZCreateHeadlineRequest.safeParse({}))).toEqual({
      title: HEADLINE_TEXTS.required,
      ownerId: HEADLINE_TEXTS.required,
      tractionId: HEADLINE_TEXTS.required,
    });
  });

  it('editing needs only the title (and the version)', () => {
    expect(ZUpdateHeadlineRequest.safeParse({ title: 'New', version: 0 }).success).toBe(true);
    expect(issuesOf(ZUpdateHeadlineRequest.safeParse({ title: ' ', version: 0 }))).toEqual({
      title: HEADLINE_TEXTS.required,
    });
  });

  it('review statuses are labelled To review, Reviewed, Pending, Removed (000 §3, 002 §4)', () => {
    expect(Object.values(HEADLINE_STATUS_LABELS)).toEqual(['To review', 'Reviewed', 'Pending', 'Removed']);
    expect(ZHeadlineReviewRequest.safeParse({ status: 'Done' }).success).toBe(false);
  });

  it('a cascade needs at least one row, each with an owner and a meeting (001 §5)', () => {
    const headlineId = randomUUID();
    expect(
      ZCascadeHeadlineRequest.safeParse({ headlineId, targets: [{ ownerId: owner, tractionId: meeting }] })
        .success,
    ).toBe(true);
    expect(issuesOf(ZCascadeHeadlineRequest.safeParse({ headlineId, targets: [] }))).toEqual({
      targets: HEADLINE_TEXTS.cascadeNeedsTarget,
    });
    expect(
      issuesOf(
        ZCascadeHeadlineRequest.safeParse({
          headlineId,
          targets: [{ ownerId: owner }, { tractionId: meeting }],
        }),
      ),
    ).toEqual({
      'targets.0.tractionId': HEADLINE_TEXTS.required,
      'targets.1.ownerId': HEADLINE_TEXTS.required,
    });
  });
});
