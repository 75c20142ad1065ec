import { AVATAR_TEXTS } from '@cairn/domain/account/avatar.constants';
import { ORG_LOGO_MAX_BYTES, ORG_LOGO_PATH_PATTERN } from '@cairn/domain/orgs/org-logo.constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orgLogos } from '../../db/schema/index.ts';
import { buildMember, buildPerson, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { imageOf, jpegWithExif, pngBomb, postImage } from '../avatars/avatars.test-support.ts';

const { app, team, get, call } = useTestApp(async (db) => ({
  ...(await buildTeam(db)),
  outsider: await buildMember(db),
}));

type TSession = { token: string } | null;

const logoPath = () => `/org/${team.orgId}/logo`;
const storedLogo = async () =>
  (await app.db.select().from(orgLogos).where(eq(orgLogos.orgId, team.orgId)))[0];
const postLogo = (session: TSession, file: Uint8Array, options: { field?: string; type?: string } = {}) =>
  postImage(app, session, logoPath(), file, options);
/** Reads a logo URL (`/api/v2/...`) as the session. */
const readLogo = (session: TSession, url: string) => call(session, 'GET', url.replace('/api/v2', ''));

/** Uploads as the Owner and answers the new URL. */
async function uploadAsOwner(file: Buffer, type = 'image/png') {
  const res = await postLogo(team.owner.session, file, { type });
  expect(res.statusCode, res.body).toBe(200);
  const { logoUrl } = res.json() as { logoUrl: string };
  expect(logoUrl).toMatch(ORG_LOGO_PATH_PATTERN);
  return logoUrl;
}

describe('POST org/{id}/logo', () => {
  it('answers 401 without a session, 403 to a Manager, Member and Observer, and stores nothing', async () => {
    expect((await postLogo(null, await imageOf('png'))).statusCode).toBe(401);
    for (const person of [team.manager, team.member, team.observer]) {
      expect((await postLogo(person.session, await imageOf('png'))).statusCode).toBe(403);
    }
    expect(await storedLogo()).toBeUndefined();
  });

  it("answers 404 for another organisation's id, even to its own Owner working elsewhere", async () => {
    const res = await postImage(
      app,
      team.admin.session,
      `/org/${team.outsider.orgId}/logo`,
      await imageOf('png'),
    );
    expect(res.statusCode).toBe(404);
    const [row] = await app.db.select().from(orgLogos).where(eq(orgLogos.orgId, team.outsider.orgId));
    expect(row).toBeUndefined();
  });

  it('keeps the proportions inside 512 px, never enlarges, and sets logoUrl on the organisation', async () => {
    const url = await uploadAsOwner(await imageOf('png', 2000, 500));
    const image = await readLogo(team.member.session, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 128,
    });
    const org = await get(team.member.session, `/org/${team.orgId}`);
    expect(org.json().org.logoUrl).toBe(url);
    const mine = await get(team.owner.session, `/orgs?ids=${team.orgId}`);
    expect(mine.json().orgs[0].logoUrl).toBe(url);
    // The org switcher's list in the session carries it too.
    const session = await get(team.observer.session, '/session');
    expect(session.json().user.orgs).toEqual([{ id: team.orgId, name: expect.any(String), logoUrl: url }]);
    // An Admin may change it; a small image stays small (PNG copy for the PDFs too).
    const res = await postLogo(team.admin.session, await imageOf('png', 120, 40));
    expect(res.statusCode).toBe(200);
    const stored = await storedLogo();
    expect(await sharp(Buffer.from(stored?.imagePng ?? [])).metadata()).toMatchObject({
      format: 'png',
      width: 120,
      height: 40,
    });
  });

  it('takes JPEG and WebP, keeps no EXIF, and keeps transparency', async () => {
    const url = await uploadAsOwner(await jpegWithExif(), 'image/jpeg');
    const image = (await readLogo(team.owner.session, url)).rawPayload;
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    expect(image.includes(Buffer.from('Secret Owner Name'))).toBe(false);
    const clear = await sharp({
      create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const clearUrl = await uploadAsOwner(clear, 'image/webp');
    expect((await sharp((await readLogo(team.owner.session, clearUrl)).rawPayload).metadata()).hasAlpha).toBe(
      true,
    );
  });

  it.each([
    ['a text file', Buffer.from('just some words, not an image'), AVATAR_TEXTS.notAnImage],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
      ),
      AVATAR_TEXTS.notAnImage,
    ],
    ['a decompression bomb (20,000 x 20,000 px in a few KB)', pngBomb(), AVATAR_TEXTS.tooManyPixels],
    ['a file over 5 MB', Buffer.alloc(ORG_LOGO_MAX_BYTES + 1, 7), AVATAR_TEXTS.tooLarge],
  ])('refuses %s with 422 on file and keeps the logo before', async (_name, file, text) => {
    const url = await uploadAsOwner(await imageOf('png', 100, 100));
    const res = await postLogo(team.owner.session, file);
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'file', text });
    expect((await get(team.owner.session, `/org/${team.orgId}`)).json().org.logoUrl).toBe(url);
    expect((await readLogo(team.owner.session, url)).statusCode).toBe(200);
  });

  it('refuses a request without the file field', async () => {
    const res = await postLogo(team.owner.session, await imageOf('png'), { field: 'picture' });
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'file', text: AVATAR_TEXTS.fileRequired });
  });
});

describe('GET org/{id}/logo/{hash}', () => {
  it('answers the people of the organisation only, wherever they are working', async () => {
    const url = await uploadAsOwner(await imageOf('png'));
    expect((await readLogo(team.observer.session, url)).statusCode).toBe(200);
    const outsider = await readLogo(team.outsider.session, url);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.rawPayload.includes(Buffer.from('RIFF'))).toBe(false);
    expect((await readLogo(null, url)).statusCode).toBe(401);
    // A person of two organisations sees both logos in the org switcher.
    const twoOrgs = await buildMember(app.db);
    await buildPerson(app.db, team.orgId, { user: twoOrgs.user, role: 'Member' });
    expect((await readLogo(twoOrgs.session, url)).statusCode).toBe(200);
  });

  it('answers 404 for an old hash once the image changed, and 422 for a malformed one', async () => {
    const first = await uploadAsOwner(await imageOf('png', 50, 50));
    const second = await uploadAsOwner(await imageOf('jpeg', 60, 60), 'image/jpeg');
    expect(second).not.toBe(first);
    expect((await readLogo(team.owner.session, first)).statusCode).toBe(404);
    const bad = await get(team.owner.session, `${logoPath()}/not-a-hash`);
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad)).toMatchObject({ field: 'hash' });
  });
});

describe('DELETE org/{id}/logo', () => {
  it('answers 401, 403 to a Member, 404 for another organisation, and changes nothing', async () => {
    const url = await uploadAsOwner(await imageOf('png'));
    expect((await call(null, 'DELETE', logoPath())).statusCode).toBe(401);
    expect((await call(team.member.session, 'DELETE', logoPath())).statusCode).toBe(403);
    const other = await call(team.admin.session, 'DELETE', `/org/${team.outsider.orgId}/logo`);
    expect(other.statusCode).toBe(404);
    expect((await readLogo(team.owner.session, url)).statusCode).toBe(200);
  });

  it('removes the images and clears logoUrl; removing again is no error', async () => {
    const url = await uploadAsOwner(await imageOf('png'));
    const res = await call(team.admin.session, 'DELETE', logoPath());
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
    expect(await storedLogo()).toBeUndefined();
    expect((await get(team.owner.session, `/org/${team.orgId}`)).json().org.logoUrl).toBeNull();
    expect((await readLogo(team.owner.session, url)).statusCode).toBe(404);
    expect((await call(team.admin.session, 'DELETE', logoPath())).statusCode).toBe(200);
  });
});
