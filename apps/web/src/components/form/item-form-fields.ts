import { ZItemContentHtml, ZItemOwnerId, ZItemTitle, ZTractionId } from '@cairn/domain/items/items.schemas';
import { z } from 'zod';
import { blankToUndefined } from './form-values.ts';

/**
 * The form fields item popups share (000 §5): title, one owner, the meeting and notes, as the
 * domain reads them; an empty owner or meeting pick reads "Required". Forms pick what they show.
 */
export const ITEM_FORM_FIELDS = {
  title: ZItemTitle,
  ownerId: z.preprocess(blankToUndefined, ZItemOwnerId),
  tractionId: z.preprocess(blankToUndefined, ZTractionId),
  contentHtml: ZItemContentHtml,
};

/** The values of those fields while typed (nothing picked is null). */
export type TItemFormValues = {
  title: string;
  ownerId: string | null;
  tractionId: string | null;
  contentHtml: string;
};
