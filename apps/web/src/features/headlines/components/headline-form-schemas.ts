import { HEADLINE_CASCADE_TARGETS_MAX, HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import { ZHeadlineStatus } from '@cairn/domain/headlines/headlines.schemas';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { ZItemOwnerId, ZTractionId } from '@cairn/domain/items/items.schemas';
import { z } from 'zod';
import { ITEM_FORM_FIELDS, type TItemFormValues } from '../../../components/form/item-form-fields.ts';

/** Add Headline (001 §2, §5): title, meeting and owner required; notes. */
export const ZAddHeadlineForm = z.object(ITEM_FORM_FIELDS);
export type TAddHeadlineFormValues = TItemFormValues;

/** Edit Headline (001 §5: only the title is required): title, owner, review status, notes. */
export const ZEditHeadlineForm = z.object({
  title: ITEM_FORM_FIELDS.title,
  ownerId: ZItemOwnerId.nullable(),
  status: ZHeadlineStatus,
  contentHtml: ITEM_FORM_FIELDS.contentHtml,
});
export type TEditHeadlineFormValues = {
  title: string;
  ownerId: string | null;
  status: z.infer<typeof ZHeadlineStatus>;
  contentHtml: string;
};

/** One Cascade Headline row (001 §3, §5): an owner and at least one of their meetings. */
const ZCascadeRow = z.object({
  ownerId: ITEM_FORM_FIELDS.ownerId,
  tractionIds: z.array(ZTractionId, { error: ITEM_TEXTS.required }).min(1, ITEM_TEXTS.required),
});

/** Cascade Headline: at least one row, each complete; at most 100 copies in all. */
export const ZCascadeHeadlineForm = z.object({
  rows: z
    .array(ZCascadeRow)
    .min(1, HEADLINE_TEXTS.cascadeNeedsTarget)
    .refine(
      (rows) => rows.reduce((sum, row) => sum + row.tractionIds.length, 0) <= HEADLINE_CASCADE_TARGETS_MAX,
      HEADLINE_TEXTS.tooManyTargets,
    ),
});
/** A row as the form holds it; `key` only keeps React's rows apart. */
export type TCascadeRowValues = { key: string; ownerId: string | null; tractionIds: string[] };
export type TCascadeHeadlineFormValues = { rows: TCascadeRowValues[] };
