import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { firstPagePng, readPdf } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/route-test.ts';
import { postImage } from '../avatars/avatars.test-support.ts';
import { buildVtoTeam, makeDraft } from '../vto/vto.test-support.ts';

/**
 * Issue 31: the scripts DejaVu lacks print through the Noto fallbacks (loaded only when a
 * document needs them), and the organisation's logo is every page's mark. Read back with
 * pdftotext; the first page looked at with pdftoppm (set PDF_PNG_DIR to keep the PNGs).
 */
const { app, team, get, post, call } = useTestApp(buildVtoTeam);

/** A draft V/TO whose core values are these texts; answers its PDF's path. */
async function vtoWith(title: string, values: readonly string[]) {
  const { base } = await makeDraft(post, team.owner.session, title);
  for (const [version, text] of values.entries()) {
    const res = await post(team.owner.session, `${base}/core-value`, { text, version });
    expect(res.statusCode, res.body).toBe(200);
  }
  return `${base}/pdf`;
}

/** The colour of a pixel of a PNG as `#rrggbb`. */
async function pixelAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** Where the page header's mark is drawn at 60 dpi (28 pt margin, a 24 pt mark): its left part. */
const MARK = { x: 26, y: 38 };

const SCRIPTS = ['谦虚而自信', '成長か死か、ひらがなとカタカナ', '먼저 돕기', 'ทำสิ่งที่ถูกต้อง'];

describe('the fallback fonts', () => {
  it('prints Chinese, Japanese, Korean and Thai beside Latin text, selectable', async () => {
    const url = await vtoWith('多语言 Plan 2030', [
      ...SCRIPTS.map((text) => `${text} · Latin too`),
      '🚀 launch',
    ]);
    const res = await get(team.owner.session, url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages[0]).toContain('多语言 Plan 2030 · Vision');
    // pdftotext sets Thai vowel and tone marks apart from their letters: compared without them.
    const bare = (text: string) => text.replace(/[\s\p{M}]/gu, '');
    for (const text of SCRIPTS) expect(bare(pages[0] ?? ''), text).toContain(bare(`${text} · Latin too`));
    expect(pages[0]).toContain('🚀 launch');
    for (const font of ['NotoSansHans', 'NotoSansKR', 'NotoSansThai', 'NotoEmoji']) {
      expect(res.rawPayload.includes(Buffer.from(font)), font).toBe(true);
    }
    await firstPagePng(res.rawPayload, 'vto-cjk');
  });

  it('loads none of them for a document DejaVu draws whole (Latin, Greek, Cyrillic)', async () => {
    const res = await get(team.owner.session, await vtoWith('Plan Ωmega', ['Be humbly confident', 'Привет']));
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Привет');
    expect(res.rawPayload.includes(Buffer.from('Noto'))).toBe(false);
  });
});

describe("the organisation's logo on its PDFs", () => {
  it('draws the logo where the initials were, and the initials again once it is removed', async () => {
    const url = await vtoWith('Logo plan', ['Be humbly confident']);
    const before = await firstPagePng((await get(team.owner.session, url)).rawPayload, 'vto-initials');
    // The initials' square is the organisation's colour (Cairn's orange by default).
    expect(await pixelAt(before, MARK.x, MARK.y)).toMatch(/^#f[0-9a-f]7[0-9a-f]0[0-9a-f]$/);

    const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#0050c8' } })
      .png()
      .toBuffer();
    const upload = await postImage(app, team.owner.session, `/org/${team.orgId}/logo`, logo);
    expect(upload.statusCode, upload.body).toBe(200);
    const res = await get(team.owner.session, url);
    expect(res.statusCode).toBe(200);
    const withLogo = await firstPagePng(res.rawPayload, 'vto-logo');
    expect(await pixelAt(withLogo, MARK.x, MARK.y)).toMatch(/^#0[0-9a-f]5[0-9a-f]c[0-9a-f]$/);
    // As wide as a 4:1 logo at the header's height: 96 pt, 80 px at 60 dpi.
    expect(await pixelAt(withLogo, MARK.x + 60, MARK.y)).toMatch(/^#0[0-9a-f]5[0-9a-f]c[0-9a-f]$/);
    expect((await readPdf(res.rawPayload)).text).toContain('Be humbly confident');

    expect((await call(team.owner.session, 'DELETE', `/org/${team.orgId}/logo`)).statusCode).toBe(200);
    const after = await firstPagePng((await get(team.owner.session, url)).rawPayload, 'vto-initials-again');
    expect(await pixelAt(after, MARK.x, MARK.y)).toMatch(/^#f[0-9a-f]7[0-9a-f]0[0-9a-f]$/);
  });
});
