import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { deleteHeadline } from '../api/delete-headline.ts';
import { headlineKeys } from '../api/headline-query-keys.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

/** Deleting a headline (row menu, Edit Headline): asks "Delete this headline?" first, then "Deleted: {title}". */
export function useDeleteHeadline(headline: THeadline, onDeleted: () => void = () => undefined) {
  const texts = useHeadlineTexts();
  return useItemDelete({
    remove: () => deleteHeadline(headline.id),
    question: texts.deleteQuestion,
    name: headline.title,
    deletedText: texts.deleted(headline.title),
    invalidates: headlineKeys.all,
    onDeleted,
  });
}
