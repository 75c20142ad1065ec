import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** A language pack: the flat key -> text map of one language (issue 33). */
export const ZLanguagePack = z.record(z.string(), z.string());
export type TLanguagePack = z.infer<typeof ZLanguagePack>;

/** The language packs the web loads after English (which it bundles). */
export const LANGUAGE_ENDPOINTS = {
  /**
   * Spec 002 §7 `GET loki/languages/{language}.json?l={id}`. Public: the sign-in page is translated
   * too. An unknown or failing language answers English (002 §8); `l` busts the browser's cache.
   */
  pack: defineEndpoint({
    method: 'GET',
    path: '/loki/languages/:language.json',
    access: 'public',
    tag: 'languages',
    summary: 'Read the language pack of a language',
    description:
      'The flat key-to-text map of the language, the shipped pack with any drop-in pack of the instance over it. ' +
      'An unknown language, or one whose pack fails, answers English. The ETag is the hash of the content; ' +
      'when `l` equals it the answer is cacheable for a year (immutable), otherwise the browser revalidates.',
    params: z.object({ language: z.string().max(35) }),
    query: z.object({ l: z.string().max(64).optional() }),
    answer: ZLanguagePack,
  }),
} as const;
