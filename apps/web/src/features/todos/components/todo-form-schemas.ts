import {
  ZCalendarDate,
  ZItemContentHtml,
  ZItemOwnerId,
  ZItemTitle,
  ZTractionId,
} from '@cairn/domain/items/items.schemas';
import { ZCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { z } from 'zod';
import { blankToUndefined } from '../../../components/form/form-values.ts';

/** Add To-Do (000 §2.4, §5): title, owners (one or more), due date, meeting, notes. */
export const ZAddTodoForm = z.object({
  title: ZItemTitle,
  ownerIds: ZCreateTodoRequest.shape.ownerIds,
  dueDate: z.preprocess(blankToUndefined, ZCalendarDate),
  tractionId: z.preprocess(blankToUndefined, ZTractionId),
  contentHtml: ZItemContentHtml,
});
export type TAddTodoFormValues = {
  title: string;
  ownerIds: string[];
  dueDate: string;
  tractionId: string | null;
  contentHtml: string;
};

/** Personal To-Do (000 §2.4): title, notes, due date; the owner is the caller. */
export const ZPersonalTodoForm = z.object({
  title: ZItemTitle,
  dueDate: z.preprocess(blankToUndefined, ZCalendarDate),
  contentHtml: ZItemContentHtml,
});
export type TPersonalTodoFormValues = { title: string; dueDate: string; contentHtml: string };

/** Edit To-Do (000 §2.4, §5): title, single owner, due date, notes. */
export const ZEditTodoForm = z.object({
  title: ZItemTitle,
  ownerId: z.preprocess(blankToUndefined, ZItemOwnerId),
  dueDate: z.preprocess(blankToUndefined, ZCalendarDate),
  contentHtml: ZItemContentHtml,
});
export type TEditTodoFormValues = {
  title: string;
  ownerId: string | null;
  dueDate: string;
  contentHtml: string;
};
