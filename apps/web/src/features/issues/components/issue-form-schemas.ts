import type { TIssueStatus } from '@cairn/domain/issues/issues.constants';
import { ZIssueStatus, ZMoveIssueRequest } from '@cairn/domain/issues/issues.schemas';
import { z } from 'zod';
import { blankToUndefined } from '../../../components/form/form-values.ts';
import { ITEM_FORM_FIELDS, type TItemFormValues } from '../../../components/form/item-form-fields.ts';

const { title, ownerId, tractionId, contentHtml } = ITEM_FORM_FIELDS;

/** Add Issue (000 §2.4, §5): a meeting issue with title, owner, meeting and notes. */
export const ZAddIssueForm = z.object({ title, ownerId, tractionId, contentHtml });
export type TAddIssueFormValues = TItemFormValues;

/** Edit Issue (000 §2.4, §5): title, owner, notes, and the status (Solved / Not Solved). */
export const ZEditIssueForm = z.object({ title, ownerId, contentHtml, status: ZIssueStatus });
export type TEditIssueFormValues = Omit<TItemFormValues, 'tractionId'> & { status: TIssueStatus };

/** Move Issue (000 §5): owner and destination required (the source is the issue's meeting). */
export const ZMoveIssueForm = z.object({
  ownerId,
  destinationId: z.preprocess(blankToUndefined, ZMoveIssueRequest.shape.destinationId),
});
export type TMoveIssueFormValues = { ownerId: string | null; destinationId: string | null };
