import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam, ZIdsQuery } from '../common/ids.schemas.ts';

/** The schemas of what every traction item type repeats (get, list, search, edit, reassign). */
type TItemSchemas = {
  searchRequest: z.ZodType;
  searchAnswer: z.ZodType;
  /** `{ todo }`, `{ issue }` ... */
  answer: z.ZodType;
  /** `{ todos }`, `{ issues }` ... */
  listAnswer: z.ZodType;
  updateRequest: z.ZodType;
  reassignRequest: z.ZodType;
};

/** The four item types' areas, with the words the reference uses for one and for several. */
const ITEM_NOUNS = {
  todos: ['to-do', 'to-dos'],
  rocks: ['Rock', 'Rocks'],
  issues: ['issue', 'issues'],
  headlines: ['headline', 'headlines'],
} as const;
type TItemTag = keyof typeof ITEM_NOUNS;

/**
 * The endpoints the four item types share, from their names and schemas: `GET {one}/{id}`,
 * `GET {many}?ids=`, `POST {many}/search`, `PUT {one}/{id}`, `PUT {one}/{id}/reassign`. Each type
 * adds its own (create, status, solve, review, delete ...).
 */
export function itemEndpoints<const S extends TItemSchemas>(one: string, many: TItemTag, schemas: S) {
  const tag = many;
  const [a, all] = ITEM_NOUNS[many];
  const read = 'content.read';
  const change = 'content.change';
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `/${one}/:id`,
      access: read,
      tag,
      summary: `Read a ${a}`,
      params: ZIdParam,
      answer: schemas.answer as S['answer'],
    }),
    /** The items with these ids that the caller sees (others are absent). */
    list: defineEndpoint({
      method: 'GET',
      path: `/${many}`,
      access: read,
      tag,
      summary: `List ${all} by id`,
      description: `Without \`ids\` every ${a} the caller may see; ids the caller may not see are absent.`,
      query: ZIdsQuery,
      answer: schemas.listAnswer as S['listAnswer'],
    }),
    search: defineEndpoint({
      method: 'POST',
      path: `/${many}/search`,
      access: read,
      tag,
      summary: `Search ${all}`,
      description: `The shared search shape (\`startIndex\`, \`endIndex\`, \`filters\`, \`sorts\`), over the ${all} the caller may see.`,
      body: schemas.searchRequest as S['searchRequest'],
      answer: schemas.searchAnswer as S['searchAnswer'],
    }),
    /** The edit popup: every editable field in one transaction with one version check. */
    update: defineEndpoint({
      method: 'PUT',
      path: `/${one}/:id`,
      access: change,
      tag,
      summary: `Edit a ${a}`,
      description:
        'Every editable field in one transaction, with the `version` read (a stale one answers 409).',
      params: ZIdParam,
      body: schemas.updateRequest as S['updateRequest'],
      answer: schemas.answer as S['answer'],
    }),
    /** 000 §4 Reassignment: the inline owner control. */
    reassign: defineEndpoint({
      method: 'PUT',
      path: `/${one}/:id/reassign`,
      access: change,
      tag,
      summary: `Reassign a ${a} to another owner`,
      params: ZIdParam,
      body: schemas.reassignRequest as S['reassignRequest'],
      answer: schemas.answer as S['answer'],
    }),
  };
}
