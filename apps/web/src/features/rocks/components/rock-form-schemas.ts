import {
  ROCK_DELEGATES_MAX,
  ROCK_TEXTS,
  type TRockStatus,
  type TRockType,
} from '@cairn/domain/rocks/rocks.constants';
import {
  type TCreateRockRequest,
  ZCreateRockRequest,
  ZDelegatedRockRequest,
  ZRockStatus,
} from '@cairn/domain/rocks/rocks.schemas';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';
import { blankToUndefined } from '../../../components/form/form-values.ts';
import { ITEM_FORM_FIELDS } from '../../../components/form/item-form-fields.ts';

/** A field of the domain request that the form holds as null until picked ("Required" then). */
const picked = <TSchema extends z.ZodType>(schema: TSchema) => z.preprocess(blankToUndefined, schema);

const ROCK_FIELDS = ZCreateRockRequest.shape;
const ROW_FIELDS = ZDelegatedRockRequest.shape;

/** One delegated-rock row of the form; `key` only keeps React rows apart. */
export type TDelegatedRow = {
  key: string;
  tractionId: string | null;
  type: TRockType | null;
  ownerId: string | null;
};

/** The values of the Add and Edit Rock forms (Add ignores `status`: a new rock is On track). */
export type TRockFormValues = {
  title: string;
  ownerId: string | null;
  dueDate: string;
  type: TRockType | null;
  tractionIds: string[];
  contentHtml: string;
  status: TRockStatus;
  delegated: TDelegatedRow[];
};

/** A delegated row: meeting, type and owner, each required (000 §5). */
const ZDelegatedRow = z.object({
  tractionId: picked(ROW_FIELDS.tractionId),
  type: picked(ROW_FIELDS.type),
  ownerId: picked(ROW_FIELDS.ownerId),
});

/**
 * Add Rock (000 §2.4, §5): title (at most 256), owner, due date, type, at least one meeting,
 * notes, and delegated rows with every field filled; the rules are the domain's `POST rocks`.
 */
export const ZRockForm = z.object({
  title: ITEM_FORM_FIELDS.title,
  ownerId: ITEM_FORM_FIELDS.ownerId,
  dueDate: picked(ROCK_FIELDS.dueDate),
  type: picked(ROCK_FIELDS.type),
  tractionIds: ROCK_FIELDS.tractionIds,
  contentHtml: ITEM_FORM_FIELDS.contentHtml,
  delegated: z.array(ZDelegatedRow).max(ROCK_DELEGATES_MAX, ROCK_TEXTS.tooManyDelegates),
});

/** Edit Rock: the same fields plus the status. */
export const ZEditRockForm = ZRockForm.extend({ status: ZRockStatus });

/** A new, empty delegated row. */
export function emptyDelegatedRow(): TDelegatedRow {
  return { key: randomId(), tractionId: null, type: null, ownerId: null };
}

/**
 * The create / update body of valid form values: the main meeting stays `primaryId` while it is
 * still chosen (otherwise the server takes the first), and the notes go only when there are some
 * (an edit sends them always, so that clearing them clears them).
 */
export function rockRequestOf(
  values: TRockFormValues,
  primaryId: string | null,
  isEdit = false,
): TCreateRockRequest {
  const parsed = ZRockForm.parse(values);
  const tractionId = primaryId && parsed.tractionIds.includes(primaryId) ? primaryId : undefined;
  return {
    title: parsed.title,
    ownerId: parsed.ownerId,
    dueDate: parsed.dueDate,
    type: parsed.type,
    tractionIds: parsed.tractionIds,
    ...(tractionId ? { tractionId } : {}),
    ...(values.contentHtml || isEdit ? { contentHtml: values.contentHtml } : {}),
    delegated: parsed.delegated,
  };
}

/** The last day of the quarter `today` (`YYYY-MM-DD`) is in: a rock's default due date (rocks are quarterly goals). */
export function endOfQuarter(today: string): string {
  const [year, month] = today.split('-').map(Number);
  const lastMonth = Math.ceil(month / 3) * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return `${year}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}
