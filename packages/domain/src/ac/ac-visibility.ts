import { z } from 'zod';
import { ZUuid } from '../common/ids.schemas.ts';
import { AC_ACCESS, type TAcAccess } from './ac.constants.ts';

/**
 * Who sees and edits a chart (001 §3 "Visibility settings"). Cairn keeps one level per audience
 * (`none`, `view`, `edit`: edit implies view) and the chosen people; calls speak the spec's shape,
 * `lt` and `org` each `{ canView, canEdit }` and `individuals: [{ personId, person, canView,
 * canEdit }]`, and still read the earlier one (`lt: 'view'`, individuals without `canView`).
 */
export type TAcVisibility = {
  lt: TAcAccess;
  org: TAcAccess;
  individuals: { personId: string; canEdit: boolean }[];
};

/** One audience's access as the spec writes it. */
export type TAcAccessPair = { canView: boolean; canEdit: boolean };

/** `{ canView, canEdit }` as a level: edit implies view. */
export const accessOfPair = ({ canView, canEdit }: TAcAccessPair): TAcAccess =>
  canEdit ? 'edit' : canView ? 'view' : 'none';

/** A level as `{ canView, canEdit }`. */
export const pairOfAccess = (access: TAcAccess): TAcAccessPair => ({
  canView: access !== 'none',
  canEdit: access === 'edit',
});

const ZAccessPair = z.object({ canView: z.boolean(), canEdit: z.boolean() });

/** The spec's shape as a client sends it (`person`, the name, and `createdById` are read-only: ignored). */
const ZAcVisibilitySpec = z.object({
  lt: ZAccessPair,
  org: ZAccessPair,
  individuals: z
    .array(
      z.object({
        personId: ZUuid,
        person: z.string().optional(),
        canView: z.boolean().default(true),
        canEdit: z.boolean(),
      }),
    )
    .max(500),
  createdById: z.uuid().nullable().optional(),
});

/** An earlier body read as the spec's: a level string becomes its pair; anything else is left to fail. */
function asSpecShape(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const fields = body as Record<string, unknown>;
  const pair = (level: unknown) =>
    typeof level === 'string' && (AC_ACCESS as readonly string[]).includes(level)
      ? pairOfAccess(level as TAcAccess)
      : level;
  return { ...fields, lt: pair(fields.lt), org: pair(fields.org) };
}

/**
 * `PUT .../visibility`: the spec's shape or the earlier one, kept as TAcVisibility. A person with
 * neither view nor edit is not listed. The cast names the two shapes a client may send, the
 * earlier one being the kept shape itself (zod types a preprocessed input as unknown).
 */
export const ZAcVisibilityRequest = z.preprocess(asSpecShape, ZAcVisibilitySpec).transform(
  (body): TAcVisibility => ({
    lt: accessOfPair(body.lt),
    org: accessOfPair(body.org),
    individuals: body.individuals
      .filter((entry) => entry.canView || entry.canEdit)
      .map((entry) => ({ personId: entry.personId, canEdit: entry.canEdit })),
  }),
) as unknown as z.ZodType<TAcVisibility, z.input<typeof ZAcVisibilitySpec> | TAcVisibility>;

/** The visibility as answered (001 §3), with each chosen person's name and the chart's creator. */
export const ZAcVisibilityAnswer = z.object({
  lt: ZAccessPair,
  org: ZAccessPair,
  individuals: z.array(
    z.object({ personId: z.uuid(), person: z.string(), canView: z.boolean(), canEdit: z.boolean() }),
  ),
  createdById: z.uuid().nullable(),
});
export type TAcVisibilityAnswer = z.infer<typeof ZAcVisibilityAnswer>;

/** The kept visibility as answered; `nameOf` gives a person's name ('' for one no longer found). */
export function answerVisibility(
  visibility: TAcVisibility,
  createdById: string | null,
  nameOf: (personId: string) => string,
): TAcVisibilityAnswer {
  return {
    lt: pairOfAccess(visibility.lt),
    org: pairOfAccess(visibility.org),
    individuals: visibility.individuals.map((entry) => ({
      personId: entry.personId,
      person: nameOf(entry.personId),
      canView: true,
      canEdit: entry.canEdit,
    })),
    createdById,
  };
}

/** The kept visibility as a request in the spec's shape (what the web sends). */
export function visibilityRequest(visibility: TAcVisibility): z.input<typeof ZAcVisibilitySpec> {
  return {
    lt: pairOfAccess(visibility.lt),
    org: pairOfAccess(visibility.org),
    individuals: visibility.individuals.map((entry) => ({ ...entry, canView: true })),
  };
}

/** An answered visibility as the levels the popup edits. */
export function keptVisibility(answer: TAcVisibilityAnswer): TAcVisibility {
  return {
    lt: accessOfPair(answer.lt),
    org: accessOfPair(answer.org),
    individuals: answer.individuals
      .filter((entry) => entry.canView || entry.canEdit)
      .map((entry) => ({ personId: entry.personId, canEdit: entry.canEdit })),
  };
}
