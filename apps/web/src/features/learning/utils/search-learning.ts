import type { TLearningItem } from '@cairn/domain/learning/learning.schemas';

/** Lower case without accents, so "resume" finds "résumé" and "IDS" finds "ids". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The items a search finds across the whole centre: every word of the query must appear in the
 * item's title, summary, keywords or pack name. Title matches come first, then the rest in the
 * centre's order. A few hundred items at most, so the browser does it as the person types.
 */
export function searchLearning(items: readonly TLearningItem[], query: string): TLearningItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = items.filter((item) => {
    const text = fold([item.title, item.summary, item.packTitle, ...item.keywords].join(' '));
    return words.every((word) => text.includes(word));
  });
  const inTitle = (item: TLearningItem) => words.every((word) => fold(item.title).includes(word));
  return [...found.filter(inTitle), ...found.filter((item) => !inTitle(item))];
}
