import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_PACK_DIR, loadLearningLibrary } from './learning-library.ts';
import { freshDataDir, packItem, writePack } from './learning-test-packs.ts';

/** Loads the library from these pack folders with a log whose lines the test reads. */
function load(packDirs: string[]) {
  const log = { warn: vi.fn(), info: vi.fn() };
  const library = loadLearningLibrary({ dataDir: freshDataDir(), log, packDirs });
  const warnings = log.warn.mock.calls.map(([, line]) => String(line));
  return { library, warnings };
}

const section = (items: object[]) => ({ id: 'ops', title: 'Ops', sections: [{ key: 'toolbox', items }] });

describe('loadLearningLibrary', () => {
  it("reads Cairn's own pack: every section filled, every guide with its article, nothing skipped", () => {
    const { library, warnings } = load([BUILT_IN_PACK_DIR]);
    expect(warnings).toEqual([]);
    expect(library.sections.map((s) => s.key)).toEqual(['eos-one', 'toolbox', 'traction-library']);
    for (const { items } of library.sections) expect(items.length).toBeGreaterThanOrEqual(3);
    const toolbox = library.sections[1]?.items.map((item) => item.anchorVideoKey);
    expect(toolbox).toEqual(
      expect.arrayContaining([
        'level-10-meeting',
        'ids',
        'rocks',
        'scorecard',
        'vto',
        'accountability-chart',
      ]),
    );
    expect(toolbox).toEqual(
      expect.arrayContaining(['people-analyzer', 'delegate-and-elevate', 'quarterly-and-annual-sessions']),
    );
    for (const { items } of library.sections)
      for (const item of items) expect(library.item(item.anchorVideoKey)?.html()).toMatch(/^<h2>/);
    expect(library.item('cairn-live-meeting')?.html()).toContain(
      'src="/api/v2/learning/assets/cairn/live-meeting-ids.webp"',
    );
    expect(library.assetFile('cairn', 'live-meeting-ids.webp')).toMatch(/live-meeting-ids\.webp$/);
    expect(library.videoOrigins).toEqual([]);
  });

  it('skips each malformed pack with one line naming the pack and the field, and keeps the good ones', () => {
    const dataDir = freshDataDir();
    const good = writePack(dataDir, 'good', section([packItem('good-one')]), { 'notes.md': '# Hi' });
    const notJson = writePack(dataDir, 'not-json', '{ "id": ');
    const badTitle = writePack(dataDir, 'bad-title', { ...section([packItem('x')]), title: '' });
    const http = writePack(
      dataDir,
      'http',
      section([packItem('h', { videoUrl: 'http://example.com/v.mp4' })]),
      {
        'notes.md': 'x',
      },
    );
    const missing = writePack(dataDir, 'missing', section([packItem('m', { markdownFile: 'gone.md' })]));
    const climbs = writePack(
      dataDir,
      'climbs',
      section([packItem('c', { markdownFile: '../good/notes.md' })]),
    );
    const neither = writePack(dataDir, 'neither', section([packItem('n', { markdownFile: undefined })]));
    const noPackJson = `${dataDir}/learning/empty`;
    const { library, warnings } = load([good, notJson, badTitle, http, missing, climbs, neither, noPackJson]);

    expect(warnings).toHaveLength(7);
    expect(warnings[0]).toBe(`Learning pack skipped: ${notJson}: pack.json is not valid JSON`);
    expect(warnings[1]).toMatch(new RegExp(`^Learning pack skipped: ${badTitle}: title `));
    expect(warnings[2]).toMatch(new RegExp(`^Learning pack skipped: ${http}: sections.0.items.0.videoUrl `));
    expect(warnings[3]).toBe(
      `Learning pack skipped: ${missing}: sections.0.items.0.markdownFile gone.md is missing`,
    );
    expect(warnings[4]).toMatch(
      new RegExp(`^Learning pack skipped: ${climbs}: sections.0.items.0.markdownFile `),
    );
    expect(warnings[5]).toMatch(
      new RegExp(`^Learning pack skipped: ${neither}: sections.0.items.0.videoUrl `),
    );
    expect(warnings[6]).toBe(`Learning pack skipped: ${noPackJson}: pack.json pack.json is missing`);
    expect(library.sections[1]?.items.map((item) => item.anchorVideoKey)).toEqual(['good-one']);
  });

  it('keeps the first of two packs with one id and the first item with a key, saying so once each', () => {
    const dataDir = freshDataDir();
    const first = writePack(dataDir, 'a', section([packItem('shared'), packItem('own-a')]), {
      'notes.md': 'A',
    });
    const sameId = writePack(dataDir, 'b', section([packItem('own-b')]), { 'notes.md': 'B' });
    const other = writePack(
      dataDir,
      'c',
      { ...section([packItem('shared'), packItem('own-c')]), id: 'other' },
      {
        'notes.md': 'C',
      },
    );
    const { library, warnings } = load([first, sameId, other]);
    expect(warnings).toEqual([
      `Learning pack skipped: ${sameId}: id "ops" is used by another pack`,
      `Learning item skipped: ${other}: anchorVideoKey "shared" is used by another item`,
    ]);
    expect(library.item('shared')?.packId).toBe('ops');
    expect(library.sections[1]?.items.map((item) => item.anchorVideoKey)).toEqual([
      'shared',
      'own-a',
      'own-c',
    ]);
  });

  it('serves only image files of the assets folder, and shows only images that exist there', () => {
    const dataDir = freshDataDir();
    const dir = writePack(dataDir, 'pics', section([packItem('pics')]), {
      'notes.md':
        '![one](assets/one.png) ![gone](assets/gone.png) ![far](https://tracker.example/p.png) ![up](../x.png)',
      'assets/one.png': 'png',
      'assets/script.js': 'alert(1)',
      'secret.png': 'not in assets',
    });
    const { library } = load([dir]);
    const html = library.item('pics')?.html() ?? '';
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('src="/api/v2/learning/assets/ops/one.png"');
    expect(library.assetFile('ops', 'one.png')).toBeDefined();
    expect(library.assetFile('ops', 'script.js')).toBeUndefined();
    expect(library.assetFile('ops', 'secret.png')).toBeUndefined();
    expect(library.assetFile('nope', 'one.png')).toBeUndefined();
  });
});
