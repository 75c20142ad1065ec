import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/**
 * The learning centre (issue 32; docs/insights-and-learning.md). Content comes from packs: a
 * folder with `pack.json` that Cairn ships (its own guides) or an operator drops under
 * `CAIRN_DATA_DIR/learning/`. One schema reads both.
 */

/** The three sections, named as the routes name them (000 §2.1 `/learning-center/{section}/...`). */
export const LEARNING_SECTIONS = ['eos-one', 'toolbox', 'traction-library'] as const;
export type TLearningSection = (typeof LEARNING_SECTIONS)[number];

/** An item's key in links (`/learning-center/toolbox/{anchorVideoKey}`): lower case, digits, dashes. */
export const ZAnchorVideoKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Use lower-case letters, digits and dashes (at most 80)');

/** A pack's id, in the URLs of its images: the same alphabet as a key. */
const ZPackId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and dashes (at most 40)');

/** A file of the pack, relative to its folder: no `..`, no absolute path, no hidden file. */
const ZPackFile = (extension: RegExp) =>
  z
    .string()
    .max(200)
    .regex(/^(?!.*(^|\/)\.)[A-Za-z0-9_./-]+$/, 'A path inside the pack (no "..", no hidden file)')
    .regex(extension, 'Not a file of the expected kind');

/** One item of `pack.json`: a video, a Markdown article, or a video with notes. */
export const ZLearningPackItem = z
  .object({
    anchorVideoKey: ZAnchorVideoKey,
    title: z.string().trim().min(1).max(120),
    summary: z.string().trim().min(1).max(400),
    durationMinutes: z.number().int().min(1).max(600),
    /** https only; YouTube and Vimeo page links become their embed URLs. */
    videoUrl: z
      .url({ protocol: /^https$/, hostname: z.regexes.domain })
      .max(500)
      .optional(),
    /** Markdown file in the pack (`guides/rocks.md`); its images live under the pack's `assets/`. */
    markdownFile: ZPackFile(/\.md$/).optional(),
    /** Words a search should also find the item by ("quarterly", "IDS"). */
    keywords: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  })
  .refine((item) => item.videoUrl !== undefined || item.markdownFile !== undefined, {
    message: 'An item needs a videoUrl, a markdownFile or both',
    path: ['videoUrl'],
  });
export type TLearningPackItem = z.infer<typeof ZLearningPackItem>;

/** `pack.json`. Sections absent from a pack are simply not extended by it. */
export const ZLearningPack = z.object({
  id: ZPackId,
  title: z.string().trim().min(1).max(80),
  sections: z
    .array(z.object({ key: z.enum(LEARNING_SECTIONS), items: z.array(ZLearningPackItem).max(500) }))
    .min(1)
    .max(LEARNING_SECTIONS.length),
});
export type TLearningPack = z.infer<typeof ZLearningPack>;

/** How a video plays: an embed page in a frame (YouTube, Vimeo ...) or a file in a `<video>`. */
export const ZLearningVideo = z.object({ kind: z.enum(['embed', 'file']), url: z.string() });
export type TLearningVideo = z.infer<typeof ZLearningVideo>;

/** An item as listed: everything but the article's body. */
export const ZLearningItem = z.object({
  anchorVideoKey: z.string(),
  section: z.enum(LEARNING_SECTIONS),
  title: z.string(),
  summary: z.string(),
  durationMinutes: z.number().int(),
  keywords: z.array(z.string()),
  /** `video` when it plays one, else `article`. */
  kind: z.enum(['video', 'article']),
  video: ZLearningVideo.nullable(),
  hasArticle: z.boolean(),
  packId: z.string(),
  packTitle: z.string(),
});
export type TLearningItem = z.infer<typeof ZLearningItem>;

export const ZLearningAnswer = ZEnvelope.extend({
  sections: z.array(z.object({ key: z.enum(LEARNING_SECTIONS), items: z.array(ZLearningItem) })),
});
export type TLearningAnswer = z.infer<typeof ZLearningAnswer>;

/** One item with its article as sanitised HTML (empty for a video without notes). */
export const ZLearningItemAnswer = ZEnvelope.extend({ item: ZLearningItem.extend({ html: z.string() }) });

/** `{anchor}`: the item's `anchorVideoKey` (named so because access logs mask every param named like a credential, and this one is public). */
export const ZLearningItemParams = z.object({ anchor: ZAnchorVideoKey });
export const ZLearningAssetParams = z.object({
  packId: ZPackId,
  file: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}\.(png|jpe?g|webp)$/, 'An image of the pack'),
});
