import type { TLearningSection } from '@cairn/domain/learning/learning.schemas';

/** The page of a section, or of one item in it (000 §2.1), keeping the search (`?q=`). */
export function learningPath(section: TLearningSection, anchorVideoKey?: string, search = ''): string {
  return `/learning-center/${section}${anchorVideoKey ? `/${anchorVideoKey}` : ''}${search}`;
}
