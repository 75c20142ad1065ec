import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZLearningAnswer,
  ZLearningAssetParams,
  ZLearningItemAnswer,
  ZLearningItemParams,
} from './learning.schemas.ts';

const tag = 'learning';

/** The learning centre (issue 32; docs/insights-and-learning.md): the same for every organisation. */
export const LEARNING_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/learning',
    access: 'session',
    tag,
    summary: 'List the learning centre: its sections and their items',
    description:
      "Every item of the instance's packs (Cairn's own guides first, then the operator's packs under `CAIRN_DATA_DIR/learning/`), by section, without the articles' bodies. A video's URL is its embed URL (https only).",
    answer: ZLearningAnswer,
  }),
  item: defineEndpoint({
    method: 'GET',
    path: '/learning/items/:anchor',
    access: 'session',
    tag,
    summary: 'Read one learning item with its article',
    description:
      "The item and its article as sanitised HTML (the rich-text allow-list plus the pack's images and tables). An unknown key is 404.",
    params: ZLearningItemParams,
    answer: ZLearningItemAnswer,
  }),
  asset: defineEndpoint({
    method: 'GET',
    path: '/learning/assets/:packId/:file',
    access: 'session',
    tag,
    summary: "Read an image of a learning pack's articles",
    description:
      "A PNG, JPEG or WebP file of the pack's `assets/` folder, as its articles show it. Anything else is 404.",
    params: ZLearningAssetParams,
    answer: z.string().describe('The image (image/png, image/jpeg or image/webp)'),
    produces: 'image/*',
  }),
} as const;
