import type { TIssueStatus } from '@cairn/domain/issues/issues.constants';
import { ZIssueStatus, ZMoveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { z } from 'zod';
import { blankToUndefined } from '../../../components/form/form-values.ts';
import { ITEM_FORM_FIELDS, type TItemFormValues } from '../../../components/form/item-form-fields.ts';

const { title, ownerId, tractionId, contentHtml } = ITEM_FORM_FIELDS;

/**
 * Add Issue (000 §2.4, §5): where it goes (a meeting, or a V/TO's long-term list), then title,
 * owner and notes. `vtoTarget` is a V/TO revision as `vtoDestination` writes it.
 */
export const ZAddIssueForm = z.discriminatedUnion('entityType', [
  z.object({ entityType: z.literal('meeting'), title, ownerId, tractionId, contentHtml }),
  z.object({
    entityType: z.literal('vto'),
    title,
    ownerId,
    vtoTarget: z.preprocess(
      blankToUndefined,
      z
        .string({ error: ITEM_TEXTS.required })
        .refine((value) => parseVtoDestination(value) !== null, ITEM_TEXTS.required),
    ),
    contentHtml,
  }),
]);
export type TAddIssueFormValues = TItemFormValues & {
  entityType: 'meeting' | 'vto';
  vtoTarget: string | null;
};

/** Edit Issue (000 §2.4, §5): title, owner, notes, and the status (Solved / Not Solved). */
export const ZEditIssueForm = z.object({ title, ownerId, contentHtml, status: ZIssueStatus });
export type TEditIssueFormValues = Omit<TItemFormValues, 'tractionId'> & { status: TIssueStatus };

/** Move Issue (000 §5): owner and destination required (the source is the issue's meeting). */
export const ZMoveIssueForm = z.object({
  ownerId,
  /** A meeting's id, or `vto:{collectionId}:{revisionId}` for a V/TO's long-term list. */
  destinationId: z.preprocess(
    blankToUndefined,
    z.string({ error: ITEM_TEXTS.required }).refine(isDestination, ITEM_TEXTS.invalidId),
  ),
});

const VTO_DESTINATION = /^vto:([0-9a-f-]{36}):([0-9a-f-]{36})$/i;
/** The destination value of a V/TO revision in the Move Issue list. */
export const vtoDestination = (collectionId: string, revisionId: string) =>
  `vto:${collectionId}:${revisionId}`;
/** The V/TO revision a destination value names, or null for a meeting. */
export function parseVtoDestination(value: string): { collectionId: string; revisionId: string } | null {
  const match = VTO_DESTINATION.exec(value);
  return match ? { collectionId: match[1], revisionId: match[2] } : null;
}
function isDestination(value: string): boolean {
  return (
    parseVtoDestination(value) !== null || ZMoveIssueRequest.shape.destinationId.safeParse(value).success
  );
}
export type TMoveIssueFormValues = { ownerId: string | null; destinationId: string | null };
