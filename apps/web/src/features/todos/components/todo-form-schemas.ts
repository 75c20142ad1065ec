import {
  ZCalendarDate,
  ZItemContentHtml,
  ZItemOwnerId,
  ZItemTitle,
  ZTractionId,
} from '@cairn/domain/items/items.schemas';
import { ZCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { z } from 'zod';

/** An empty pick ('' or null) reads as missing, so it says "Required" rather than "Invalid id". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

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

/** The first message of a list field (`ownerIds` or `ownerIds.0` from the server). */
export function listFieldError(errors: Record<string, unknown>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? String(errors[key]) : undefined;
}
