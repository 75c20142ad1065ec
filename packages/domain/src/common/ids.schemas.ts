import { z } from 'zod';
import { ID_TEXTS, IDS_QUERY_MAX } from './ids.constants.ts';

/** A UUID (ARCHITECTURE §4: ids are UUIDs); anything else reads "Invalid id". */
export const ZUuid = z.uuid({ error: ID_TEXTS.invalidId });

/** A path `{id}`: a UUID, else 422 on field `id` (docs/api.md). */
export const ZIdParam = z.object({ id: ZUuid });
export type TIdParam = z.infer<typeof ZIdParam>;

/**
 * `?ids=a,b`: a comma list of UUIDs (spaces and repeats ignored), at most IDS_QUERY_MAX.
 * Absent means "no filter"; present but empty means "none".
 */
export const ZIdsQuery = z.object({
  ids: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const ids = [
        ...new Set(
          raw
            .split(',')
            .map((id) => id.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      if (ids.length > IDS_QUERY_MAX) {
        ctx.issues.push({ code: 'custom', message: ID_TEXTS.tooManyIds(IDS_QUERY_MAX), input: raw });
        return z.NEVER;
      }
      if (!ids.every((id) => ZUuid.safeParse(id).success)) {
        ctx.issues.push({ code: 'custom', message: ID_TEXTS.invalidIds, input: raw });
        return z.NEVER;
      }
      return ids;
    }),
});
export type TIdsQuery = z.infer<typeof ZIdsQuery>;
