import { describe, expect, it } from 'vitest';
import {
  answerVisibility,
  keptVisibility,
  visibilityRequest,
  ZAcVisibilityRequest,
} from './ac-visibility.ts';

const A = '11111111-1111-4111-8111-111111111111';

describe('chart visibility in the spec shape and the kept levels', () => {
  it('reads pairs as levels: edit implies view, neither is none', () => {
    const kept = ZAcVisibilityRequest.parse({
      lt: { canView: false, canEdit: true },
      org: { canView: false, canEdit: false },
      individuals: [{ personId: A, canView: true, canEdit: false }],
    });
    expect(kept).toEqual({ lt: 'edit', org: 'none', individuals: [{ personId: A, canEdit: false }] });
  });

  it('still reads the earlier shape', () => {
    expect(
      ZAcVisibilityRequest.parse({ lt: 'view', org: 'edit', individuals: [{ personId: A, canEdit: true }] }),
    ).toEqual({
      lt: 'view',
      org: 'edit',
      individuals: [{ personId: A, canEdit: true }],
    });
  });

  it('round-trips: kept -> answer -> kept, and kept -> request -> kept', () => {
    const kept = { lt: 'view' as const, org: 'none' as const, individuals: [{ personId: A, canEdit: true }] };
    const answer = answerVisibility(kept, null, () => 'Ada Lovelace');
    expect(answer.individuals[0]).toEqual({
      personId: A,
      person: 'Ada Lovelace',
      canView: true,
      canEdit: true,
    });
    expect(keptVisibility(answer)).toEqual(kept);
    expect(ZAcVisibilityRequest.parse(visibilityRequest(kept))).toEqual(kept);
  });

  it('refuses a level that is neither a pair nor a known word, with the field named', () => {
    const result = ZAcVisibilityRequest.safeParse({ lt: 'all', org: { canView: true }, individuals: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['lt', 'org.canEdit']);
  });
});
