import { describe, expect, it } from 'vitest';
import { buildMember, buildTeam } from '../../test/factories.ts';
import { harmfulParts, XSS_PAYLOADS } from '../../test/harmful-html.ts';
import { useTestApp } from '../../test/route-test.ts';
import { freshDataDir, packItem, TINY_PNG, writePack } from './learning-test-packs.ts';

// An operator's data folder: one good pack with videos and a hostile article, one broken pack.
const dataDir = freshDataDir();
// The Markdown first: a payload's unclosed `<style>` or `<textarea>` swallows what follows it.
const xssMarkdown = [
  '![shot](assets/shot.png) ![pixel](https://tracker.example/p.png)',
  '[click](javascript:alert(1)) [fine](https://example.com)',
  ...XSS_PAYLOADS.payloads.map((entry) => entry.payload),
].join('\n\n');
writePack(
  dataDir,
  'acme',
  {
    id: 'acme',
    title: 'Acme Implementer Library',
    sections: [
      {
        key: 'toolbox',
        items: [
          packItem('acme-l10', {
            videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            markdownFile: undefined,
          }),
          packItem('acme-hostile', { markdownFile: 'hostile.md' }),
          packItem('ids', { title: 'A second IDS' }),
        ],
      },
      {
        key: 'traction-library',
        items: [packItem('acme-film', { videoUrl: 'https://cdn.acme.example/film.mp4' })],
      },
    ],
  },
  { 'notes.md': 'Notes for the film.', 'hostile.md': xssMarkdown, 'assets/shot.png': TINY_PNG },
);
writePack(dataDir, 'broken', { id: 'broken', title: 'Broken', sections: [] });

const { app, team, get } = useTestApp(buildTeam, { dataDir });

/** What the guide allow-list adds to the rich-text one: not harmful in a guide. */
const GUIDE_TAGS = ['h4', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'].map((tag) => `tag <${tag}>`);
const harmfulInGuide = (html: string) =>
  harmfulParts(
    html.replace(
      /<img src="\/api\/v2\/learning\/assets\/acme\/shot\.png" alt="shot" loading="lazy" \/>/g,
      '',
    ),
  ).filter((finding) => !GUIDE_TAGS.includes(finding));

type TListed = { anchorVideoKey: string; packId: string; kind: string; video: unknown; html?: string };

describe('GET /api/v2/learning', () => {
  it('401 without a session, on every learning call', async () => {
    for (const url of ['/learning', '/learning/items/ids', '/learning/assets/cairn/ac-chart.webp'])
      expect((await get(null, url)).statusCode).toBe(401);
  });

  it("answers Cairn's guides first, then the operator's pack, with no bodies; the broken pack is left out", async () => {
    const res = await get(team.observer.session, '/learning');
    expect(res.statusCode).toBe(200);
    const sections: { key: string; items: TListed[] }[] = res.json().sections;
    expect(sections.map((s) => s.key)).toEqual(['eos-one', 'toolbox', 'traction-library']);
    const toolbox = sections[1]?.items ?? [];
    expect(toolbox[0]?.packId).toBe('cairn');
    expect(toolbox.map((item) => item.anchorVideoKey).slice(-2)).toEqual(['acme-l10', 'acme-hostile']);
    // The operator's second "ids" is skipped: the key opens Cairn's guide.
    expect(toolbox.filter((item) => item.anchorVideoKey === 'ids')).toEqual([
      expect.objectContaining({ packId: 'cairn' }),
    ]);
    expect(toolbox.find((item) => item.anchorVideoKey === 'acme-l10')).toMatchObject({
      kind: 'video',
      video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    });
    expect(sections[2]?.items.find((item) => item.anchorVideoKey === 'acme-film')?.video).toEqual({
      kind: 'file',
      url: 'https://cdn.acme.example/film.mp4',
    });
    expect(sections.flatMap((s) => s.items).some((item) => 'html' in item)).toBe(false);
    expect(JSON.stringify(sections)).not.toContain('broken');
  });

  it("allows exactly the packs' video origins in the CSP's frame and media sources", async () => {
    const csp = String((await get(team.member.session, '/learning')).headers['content-security-policy']);
    const sources = 'https://cdn.acme.example https://www.youtube-nocookie.com';
    expect(csp).toContain(`frame-src 'self' ${sources}`);
    expect(csp).toContain(`media-src 'self' ${sources}`);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('GET /api/v2/learning/items/{anchor}', () => {
  it("answers a guide with its article's HTML", async () => {
    const res = await get(team.member.session, '/learning/items/rocks');
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ anchorVideoKey: 'rocks', section: 'toolbox', kind: 'article' });
    expect(res.json().item.html).toContain('<h2>What it is</h2>');
  });

  it('404 for an unknown key, 422 on the key for a malformed one', async () => {
    expect((await get(team.member.session, '/learning/items/no-such-guide')).statusCode).toBe(404);
    const bad = await get(team.member.session, '/learning/items/Not_A_Key');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0].field).toBe('anchor');
  });

  it("gives back every XSS payload of a pack's Markdown harmless, with only the pack's own image", async () => {
    const res = await get(team.owner.session, '/learning/items/acme-hostile');
    expect(res.statusCode).toBe(200);
    const html: string = res.json().item.html;
    expect(harmfulInGuide(html)).toEqual([]);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toContain('tracker.example');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">fine</a>');
  });
});

describe('GET /api/v2/learning/assets/{packId}/{file}', () => {
  it("serves a pack's image with its type, privately cached", async () => {
    const res = await get(team.member.session, '/learning/assets/acme/shot.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const shipped = await get(team.member.session, '/learning/assets/cairn/scorecard-grid.webp');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.headers['content-type']).toBe('image/webp');
  });

  it('404 for a file the pack does not serve or an unknown pack; 422 for what is no image name', async () => {
    expect((await get(team.member.session, '/learning/assets/acme/none.png')).statusCode).toBe(404);
    expect((await get(team.member.session, '/learning/assets/nobody/shot.png')).statusCode).toBe(404);
    expect((await get(team.member.session, '/learning/assets/acme/pack.json')).statusCode).toBe(422);
    expect((await get(team.member.session, '/learning/assets/acme/..%2Fpack.png')).statusCode).toBe(422);
  });

  it('serves the same library to every organisation: it holds no organisation data', async () => {
    const stranger = await buildMember(app.db);
    const theirs = await get(stranger.session, '/learning');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().sections).toEqual((await get(team.owner.session, '/learning')).json().sections);
  });
});
