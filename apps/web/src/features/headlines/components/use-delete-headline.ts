import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { deleteHeadline } from '../api/delete-headline.ts';
import { headlineKeys } from '../api/headline-query-keys.ts';
import { HEADLINE_UI_TEXTS } from './headline-texts.ts';

/** Deleting a headline (row menu, Edit Headline): asks "Delete this headline?" first, then "Deleted: {title}". */
export function useDeleteHeadline(headline: THeadline, onDeleted: () => void = () => undefined) {
  return useItemDelete({
    remove: () => deleteHeadline(headline.id),
    question: HEADLINE_UI_TEXTS.deleteQuestion,
    name: headline.title,
    deletedText: HEADLINE_UI_TEXTS.deleted(headline.title),
    invalidates: headlineKeys.all,
    onDeleted,
  });
}
