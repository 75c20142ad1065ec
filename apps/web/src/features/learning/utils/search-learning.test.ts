import type { TLearningItem } from '@cairn/domain/learning/learning.schemas';
import { describe, expect, it } from 'vitest';
import { searchLearning } from './search-learning.ts';

const item = (
  anchorVideoKey: string,
  title: string,
  summary: string,
  keywords: string[] = [],
): TLearningItem => ({
  anchorVideoKey,
  section: 'toolbox',
  title,
  summary,
  durationMinutes: 3,
  keywords,
  kind: 'article',
  video: null,
  hasArticle: true,
  packId: 'cairn',
  packTitle: 'Cairn guides',
});

const ITEMS = [
  item('rocks', 'Rocks', 'Set 90-day priorities with one owner.', ['quarter']),
  item('ids', 'IDS: Identify, Discuss, Solve', 'Solve the top three issues.'),
  item('quarterly', 'Quarterly sessions', 'Review the Rocks and set the next ones.'),
  item('cafe', 'Le café du lundi', 'Résumé de la semaine.'),
];

describe('searchLearning', () => {
  it('finds nothing for an empty query', () => {
    expect(searchLearning(ITEMS, '   ')).toEqual([]);
  });

  it('needs every word, in title, summary or keywords, ignoring case and accents', () => {
    expect(searchLearning(ITEMS, 'solve ISSUES').map((i) => i.anchorVideoKey)).toEqual(['ids']);
    expect(searchLearning(ITEMS, 'quarter').map((i) => i.anchorVideoKey)).toEqual(['quarterly', 'rocks']);
    expect(searchLearning(ITEMS, 'resume cafe').map((i) => i.anchorVideoKey)).toEqual(['cafe']);
    expect(searchLearning(ITEMS, 'rocks nothing')).toEqual([]);
  });

  it('puts title matches first', () => {
    expect(searchLearning(ITEMS, 'rocks').map((i) => i.anchorVideoKey)).toEqual(['rocks', 'quarterly']);
  });
});
