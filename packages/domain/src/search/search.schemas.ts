import { z } from 'zod';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import {
  SEARCH_END_INDEX_DEFAULT,
  SEARCH_SORTS_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TEXTS,
  SEARCH_WINDOW_MAX,
} from './search.constants.ts';

/**
 * The shared `POST <type>/search` request and answer (spec 002 §3 Search, ARCHITECTURE §4).
 * Each item type builds its own request with `searchRequestSchema`, naming the filters it
 * understands (each with a schema for its list of string values) and the properties it sorts by.
 */

/** A filter that takes one free text, e.g. `"text-search": ["sales"]`; answers the trimmed text. */
export const ZSearchTextFilter = z
  .array(z.string().max(SEARCH_TEXT_MAX_LENGTH))
  .length(1, SEARCH_TEXTS.oneValue)
  .transform(([text]) => text.trim());

/** One id, e.g. `"person-id": ["…"]`; answers the id. */
export const ZSearchIdFilter = z
  .array(ZUuid)
  .length(1, SEARCH_TEXTS.oneValue)
  .transform(([id]) => id);

/** A yes/no filter, e.g. `"is-favorite": ["true"]`; answers a boolean. */
export const ZSearchFlagFilter = z
  .array(z.enum(['true', 'false'], { error: SEARCH_TEXTS.trueOrFalse }))
  .length(1, SEARCH_TEXTS.oneValue)
  .transform(([flag]) => flag === 'true');

/** One sort key: a property of the item type (matched case-insensitively) and its direction. */
function sortSchema<S extends string>(properties: readonly [S, ...S[]]) {
  return z.object({
    property: z.string().transform((raw, ctx): S => {
      const match = properties.find((p) => p.toLowerCase() === raw.trim().toLowerCase());
      if (match) return match;
      ctx.issues.push({ code: 'custom', message: SEARCH_TEXTS.unknownSort(properties), input: raw });
      return z.NEVER;
    }),
    /** True for A-Z / oldest first. */
    ascending: z.boolean().default(true),
  });
}

/**
 * A search request for one item type: `startIndex` (first row, from 0), `endIndex` (the row
 * after the last; default 100), `includeTotalCount` (default true), `includeStatusCounts`
 * (default false), `filters` (only the
 * named ones; an unknown filter is 422 on `filters`) and `sorts` (applied in order).
 */
export function searchRequestSchema<F extends Record<string, z.ZodType>, S extends string>(options: {
  filters: F;
  sorts: readonly [S, ...S[]];
}) {
  const filterShape = Object.fromEntries(
    Object.entries(options.filters).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof F]: z.ZodOptional<F[K]> };
  const filters = z.strictObject(filterShape);
  return z
    .object({
      startIndex: z.number().int().min(0).default(0),
      endIndex: z.number().int().min(0).default(SEARCH_END_INDEX_DEFAULT),
      includeTotalCount: z.boolean().default(true),
      /**
       * Also answer `statusCounts`: how many rows match every filter but `status`, per status
       * (one query), so a list's status filters can show their counts without a call each.
       * Item types only; default false.
       */
      includeStatusCounts: z.boolean().default(false),
      // Every filter is optional, so `{}` is a valid value; TypeScript cannot see that through the generic.
      filters: filters.default({} as never),
      sorts: z.array(sortSchema(options.sorts)).max(SEARCH_SORTS_MAX).default([]),
    })
    .superRefine((request, ctx) => {
      if (request.endIndex < request.startIndex) {
        ctx.addIssue({ code: 'custom', path: ['endIndex'], message: SEARCH_TEXTS.endBeforeStart });
      } else if (request.endIndex - request.startIndex > SEARCH_WINDOW_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['endIndex'],
          message: SEARCH_TEXTS.windowTooWide(SEARCH_WINDOW_MAX),
        });
      }
    });
}

/** A search answer: the window's `items`, and the totals (null when `includeTotalCount` was false). */
export function searchAnswerSchema<T extends z.ZodType>(item: T) {
  return ZEnvelope.extend({
    items: z.array(item),
    /** Every item matching the filters, over all pages. */
    totalCount: z.number().int().nullable(),
    /** `totalCount` in pages of SEARCH_PAGE_SIZE. */
    totalPages: z.number().int().nullable(),
    /** Rows per status matching every filter but `status`; present when `includeStatusCounts` was asked. */
    statusCounts: z.record(z.string(), z.number().int()).optional(),
  });
}
