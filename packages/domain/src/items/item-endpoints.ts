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

/**
 * The endpoints the four item types share, from their names and schemas: `GET {one}/{id}`,
 * `GET {many}?ids=`, `POST {many}/search`, `PUT {one}/{id}`, `PUT {one}/{id}/reassign`. Each type
 * adds its own (create, status, solve, review, delete ...).
 */
export function itemEndpoints<const S extends TItemSchemas>(one: string, many: string, schemas: S) {
  const tag = many;
  const read = 'content.read';
  const change = 'content.change';
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `/${one}/:id`,
      access: read,
      tag,
      params: ZIdParam,
      answer: schemas.answer as S['answer'],
    }),
    /** The items with these ids that the caller sees (others are absent). */
    list: defineEndpoint({
      method: 'GET',
      path: `/${many}`,
      access: read,
      tag,
      query: ZIdsQuery,
      answer: schemas.listAnswer as S['listAnswer'],
    }),
    search: defineEndpoint({
      method: 'POST',
      path: `/${many}/search`,
      access: read,
      tag,
      body: schemas.searchRequest as S['searchRequest'],
      answer: schemas.searchAnswer as S['searchAnswer'],
    }),
    /** The edit popup: every editable field in one transaction with one version check. */
    update: defineEndpoint({
      method: 'PUT',
      path: `/${one}/:id`,
      access: change,
      tag,
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
      params: ZIdParam,
      body: schemas.reassignRequest as S['reassignRequest'],
      answer: schemas.answer as S['answer'],
    }),
  };
}
