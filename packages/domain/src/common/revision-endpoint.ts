import type { z } from 'zod';
import type { TApiTag } from './api-tags.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A maker of a revisioned document's change endpoints under one revision path (the V/TO's
 * `/vto/collection/:collectionId/revision/:revisionId`, the chart's `/ac/...`): each is a `POST`
 * or `PUT` of `{base}/{path}` with its params, body and answer, for `content.change`.
 */
export function revisionWriteUnder<const Base extends string>(base: Base, tag: TApiTag) {
  return <
    const M extends 'POST' | 'PUT',
    const P extends string,
    const Q extends z.ZodType,
    const B extends z.ZodType,
    const A extends z.ZodType,
  >(
    method: M,
    path: P,
    params: Q,
    body: B,
    answer: A,
    summary: string,
    description?: string,
  ) =>
    defineEndpoint({
      method,
      path: `${base}/${path}` as `${Base}/${P}`,
      access: 'content.change',
      tag,
      summary,
      ...(description ? { description } : {}),
      params,
      body,
      answer,
    });
}
