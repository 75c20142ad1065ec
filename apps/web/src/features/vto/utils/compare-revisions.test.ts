import { describe, expect, it } from 'vitest';
import { buildRevision } from '../test-support.ts';
import { compareRevisions, markLists, type TComparedField } from './compare-revisions.ts';

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('markLists', () => {
  it('keeps shared entries, marks the rest added or removed, and counts repeats', () => {
    expect(markLists(['Be honest', 'Grow', 'Grow'], ['Grow', 'Be kind'])).toEqual({
      before: [
        { text: 'Be honest', mark: 'removed' },
        { text: 'Grow', mark: 'same' },
        { text: 'Grow', mark: 'removed' },
      ],
      after: [
        { text: 'Grow', mark: 'same' },
        { text: 'Be kind', mark: 'added' },
      ],
    });
  });
});

describe('compareRevisions', () => {
  const older = buildRevision({
    title: 'Q1',
    coreValues: { ...buildRevision().coreValues, items: [{ id: 'a', text: 'Be honest', sequence: 1 }] },
    tenYearTarget: { ...buildRevision().tenYearTarget, contentHtml: '<p>1,000 customers</p>' },
  });
  const newer = buildRevision({
    title: 'Q2',
    coreValues: {
      ...buildRevision().coreValues,
      items: [
        { id: 'b', text: 'Be honest', sequence: 1 },
        { id: 'c', text: 'Be kind', sequence: 2 },
      ],
    },
    tenYearTarget: { ...buildRevision().tenYearTarget, contentHtml: '<p><b>5,000</b>  customers</p>' },
    coreValuesSpeech: { ...buildRevision().coreValuesSpeech, contentHtml: '<p>We  mean it</p>' },
  });

  it('marks what changed field by field; formatting alone is no change', () => {
    const fields = compareRevisions(older, newer, plainText);
    const field = (label: TComparedField['label']) => fields.find((f) => f.label === label);
    expect(field('vto.field.coreValues')).toMatchObject({
      isChanged: true,
      before: [{ text: 'Be honest', mark: 'same' }],
      after: [
        { text: 'Be honest', mark: 'same' },
        { text: 'Be kind', mark: 'added' },
      ],
    });
    expect(field('vto.field.target')).toMatchObject({
      isChanged: true,
      before: [{ text: '1,000 customers', mark: 'changed' }],
      after: [{ text: '5,000 customers', mark: 'changed' }],
    });
    expect(field('vto.field.speech')).toMatchObject({
      before: [],
      after: [{ text: 'We mean it', mark: 'added' }],
    });
    expect(field('vto.inline.niche')).toMatchObject({ isChanged: false, before: [], after: [] });
    expect(compareRevisions(older, older, plainText).every((f) => !f.isChanged)).toBe(true);
  });

  it('leaves out the Traction a reader may not see', () => {
    const hidden = buildRevision({ oneYearPlan: null, quarterlyPlan: null, longTermIssues: null });
    const fields = compareRevisions(hidden, hidden, plainText);
    expect(fields.some((f) => f.page === 'Traction')).toBe(false);
    expect(fields.some((f) => f.section === 'vto.section.threeYearPicture')).toBe(true);
  });
});
