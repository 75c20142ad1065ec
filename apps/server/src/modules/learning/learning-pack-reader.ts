import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type TLearningItem,
  type TLearningPack,
  type TLearningPackItem,
  type TLearningSection,
  ZLearningPack,
} from '@cairn/domain/learning/learning.schemas';
import { learningVideoOf } from '@cairn/domain/learning/learning-video';
import { marked, type Tokens } from 'marked';
import { LEARNING_ASSET_PREFIX, sanitizeGuideHtml } from '../../lib/sanitize-html.ts';

/** A pack's `pack.json` and each article may be at most this large: packs hold text, not books. */
const MAX_PACK_JSON_BYTES = 1024 * 1024;
const MAX_ARTICLE_BYTES = 256 * 1024;
/** The images an article may show: files of the pack's `assets/` folder of these kinds. */
const ASSET_FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}\.(png|jpe?g|webp)$/;
/** How an article names one of them: `assets/x.webp` or `./assets/x.webp`. */
const ASSET_LINK = /^(?:\.\/)?assets\/([^/]+)$/;

/**
 * An item as loaded: what the list shows, and its article's sanitised HTML, rendered on the first
 * read and kept (rendering every guide at start would cost the start ~200 ms; issue 38's budget).
 */
export type TLoadedItem = TLearningItem & { html: () => string };

/** A pack as loaded: its items in order and the images it may serve. */
export type TLoadedPack = {
  id: string;
  title: string;
  dir: string;
  items: TLoadedItem[];
  assets: ReadonlySet<string>;
};

/** Why a pack was skipped: the field (or file) and what is wrong with it. */
export class PackRefusal extends Error {
  readonly field: string;
  constructor(field: string, problem: string) {
    super(problem);
    this.field = field;
  }
}

function readAssets(dir: string): Set<string> {
  const folder = path.join(dir, 'assets');
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && ASSET_FILE.test(entry.name))
      .map((entry) => entry.name),
  );
}

/** A file of the pack as text, refused when it climbs out of the folder, is missing or too large. */
function readPackText(dir: string, relative: string, field: string, maxBytes: number): string {
  const file = path.resolve(dir, relative);
  if (!file.startsWith(path.resolve(dir) + path.sep)) throw new PackRefusal(field, 'points outside the pack');
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new PackRefusal(field, `${relative} is missing`);
  }
  if (size > maxBytes) throw new PackRefusal(field, `${relative} is larger than ${maxBytes} bytes`);
  return readFileSync(file, 'utf8');
}

/**
 * Markdown to the HTML a guide is shown as: images naming one of the pack's assets point to where
 * it is served; any other image is left without a source, which the sanitiser drops. The result
 * goes through the guide allow-list (marked passes raw HTML through; nothing of it is trusted).
 */
function renderArticle(markdown: string, packId: string, assets: ReadonlySet<string>): string {
  const html = marked.parse(markdown, {
    async: false,
    gfm: true,
    walkTokens: (token) => {
      if (token.type !== 'image') return;
      const image = token as Tokens.Image;
      const name = ASSET_LINK.exec(image.href)?.[1];
      image.href = name && assets.has(name) ? `${LEARNING_ASSET_PREFIX}${packId}/${name}` : '';
    },
  });
  return sanitizeGuideHtml(html);
}

/** A function that renders on its first call and answers the same text after. */
function renderOnce(render: () => string): () => string {
  let html: string | undefined;
  return () => {
    html ??= render();
    return html;
  };
}

function loadItem(
  pack: TLearningPack,
  section: TLearningSection,
  item: TLearningPackItem,
  where: { dir: string; field: string; assets: ReadonlySet<string> },
): TLoadedItem {
  const video = item.videoUrl === undefined ? null : learningVideoOf(item.videoUrl);
  if (item.videoUrl !== undefined && !video)
    throw new PackRefusal(`${where.field}.videoUrl`, 'is not an https URL');
  const markdown =
    item.markdownFile === undefined
      ? ''
      : readPackText(where.dir, item.markdownFile, `${where.field}.markdownFile`, MAX_ARTICLE_BYTES);
  return {
    anchorVideoKey: item.anchorVideoKey,
    section,
    title: item.title,
    summary: item.summary,
    durationMinutes: item.durationMinutes,
    keywords: item.keywords ?? [],
    kind: video ? 'video' : 'article',
    video,
    hasArticle: markdown.trim() !== '',
    packId: pack.id,
    packTitle: pack.title,
    html: markdown ? renderOnce(() => renderArticle(markdown, pack.id, where.assets)) : () => '',
  };
}

/** The first problem zod found, as `sections.0.items.2.title: Too big ...`. */
function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): PackRefusal {
  const issue = error.issues[0];
  return new PackRefusal(issue?.path.map(String).join('.') || 'pack.json', issue?.message ?? 'is not valid');
}

/**
 * Reads one pack folder: `pack.json` checked with the domain's schema, each article read and
 * rendered, each video URL turned into how it plays. Throws `PackRefusal` naming the first bad
 * field; the caller skips the pack.
 */
export function readPack(dir: string): TLoadedPack {
  const text = readPackText(dir, 'pack.json', 'pack.json', MAX_PACK_JSON_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new PackRefusal('pack.json', 'is not valid JSON');
  }
  const parsed = ZLearningPack.safeParse(raw);
  if (!parsed.success) throw firstIssue(parsed.error);
  const pack = parsed.data;
  const assets = readAssets(dir);
  const items = pack.sections.flatMap((section, sectionIndex) =>
    section.items.map((item, itemIndex) =>
      loadItem(pack, section.key, item, {
        dir,
        field: `sections.${sectionIndex}.items.${itemIndex}`,
        assets,
      }),
    ),
  );
  return { id: pack.id, title: pack.title, dir, items, assets };
}
