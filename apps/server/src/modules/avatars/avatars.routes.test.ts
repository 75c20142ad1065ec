import { AVATAR_MAX_BYTES, AVATAR_PATH_PATTERN, AVATAR_TEXTS } from '@cairn/domain/account/avatar.constants';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { people, userAvatars } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMember, buildSession, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { addAndInvite, linkOf } from '../people/invitations.test-support.ts';
import { imageOf, jpegWithExif, pngBomb, postAvatar } from './avatars.test-support.ts';

const { app, team, get, call, put } = useTestApp(async (db) => ({
  ...(await buildTeam(db)),
  outsider: await buildMember(db),
}));

/** The stored avatar row of a user, or undefined. */
async function storedAvatar(userId: string) {
  const [row] = await app.db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return row;
}

/** Uploads as the member and answers the new URL. */
async function uploadAsMember(file: Buffer, type = 'image/png') {
  const res = await postAvatar(app, team.member.session, file, { type });
  expect(res.statusCode, res.body).toBe(200);
  const { avatarUrl } = res.json() as { avatarUrl: string };
  expect(avatarUrl).toMatch(AVATAR_PATH_PATTERN);
  return avatarUrl;
}

/** Reads an avatar URL (`/api/v2/...`) as the session. */
function readAvatar(session: { token: string } | null, url: string) {
  return call(session, 'GET', url.replace('/api/v2', ''));
}

describe('POST account/avatar', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const res = await postAvatar(app, null, await imageOf('png'));
    expect(res.statusCode).toBe(401);
    expect(await storedAvatar(team.member.user.id)).toBeUndefined();
  });

  it('stores a PNG at 256 and 64 px as WebP and sets it on the person, the session and the people list', async () => {
    const url = await uploadAsMember(await imageOf('png', 400, 300));
    const large = await readAvatar(team.member.session, url);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // A non-square upload is cropped from the centre to a square.
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const small = await readAvatar(team.member.session, `${url}?size=64`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });

    const [person] = await app.db.select().from(people).where(eq(people.id, team.member.person.id));
    expect(person.avatarUrl).toBe(url);
    const session = await get(team.member.session, '/session');
    expect(session.json().user.avatarUrl).toBe(url);
    const list = await get(team.owner.session, `/people?ids=${team.member.person.id}`);
    expect(list.json().people[0].avatarUrl).toBe(url);
  });

  it('takes JPEG and WebP, and keeps no EXIF or GPS', async () => {
    const exif = await jpegWithExif();
    expect((await sharp(exif).metadata()).exif).toBeDefined();
    const url = await uploadAsMember(exif, 'image/jpeg');
    const image = (await readAvatar(team.member.session, url)).rawPayload;
    const metadata = await sharp(image).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(image.includes(Buffer.from('Secret Owner Name'))).toBe(false);
    await uploadAsMember(await imageOf('webp'), 'image/webp');
  });

  it('keeps nothing but pixels of a polyglot file (an image with a payload after it)', async () => {
    const payload = Buffer.from('<script>alert(document.cookie)</script>');
    const url = await uploadAsMember(Buffer.concat([await imageOf('png'), payload]));
    const image = (await readAvatar(team.member.session, url)).rawPayload;
    expect(image.includes(payload)).toBe(false);
  });

  it.each([
    ['a text file', Buffer.from('just some words, not an image'), AVATAR_TEXTS.notAnImage],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      AVATAR_TEXTS.notAnImage,
    ],
    ['a decompression bomb (20,000 x 20,000 px in a few KB)', pngBomb(), AVATAR_TEXTS.tooManyPixels],
    ['a file over 5 MB', Buffer.alloc(AVATAR_MAX_BYTES + 1, 7), AVATAR_TEXTS.tooLarge],
  ])('refuses %s with 422 on file and keeps the avatar before', async (_name, file, text) => {
    const url = await uploadAsMember(await imageOf('png', 100, 100));
    const before = await storedAvatar(team.member.user.id);
    const res = await postAvatar(app, team.member.session, file);
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toMatchObject({ field: 'file', text });
    expect((await storedAvatar(team.member.user.id))?.hash).toBe(before?.hash);
    expect((await readAvatar(team.member.session, url)).statusCode).toBe(200);
  });

  it('refuses a GIF and a request without the file field', async () => {
    const gif = await postAvatar(app, team.member.session, await imageOf('gif'), { type: 'image/gif' });
    expect(gif.statusCode).toBe(422);
    expect(firstMessage(gif)).toMatchObject({ field: 'file', text: AVATAR_TEXTS.notAnImage });
    const other = await postAvatar(app, team.member.session, await imageOf('png'), { field: 'picture' });
    expect(other.statusCode).toBe(422);
    expect(firstMessage(other)).toMatchObject({ field: 'file', text: AVATAR_TEXTS.fileRequired });
  });
});

describe('GET avatar/{userId}/{hash}', () => {
  it('answers the people of the organisation, Observers too, and 404 to another organisation', async () => {
    const url = await uploadAsMember(await imageOf('png'));
    expect((await readAvatar(team.observer.session, url)).statusCode).toBe(200);
    expect((await readAvatar(team.owner.session, url)).statusCode).toBe(200);
    const outsider = await readAvatar(team.outsider.session, url);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.rawPayload.includes(Buffer.from('RIFF'))).toBe(false);
    expect((await readAvatar(null, url)).statusCode).toBe(401);
  });

  it('answers 404 for an old hash once the image changed, and 422 for a malformed one', async () => {
    const first = await uploadAsMember(await imageOf('png', 50, 50));
    const second = await uploadAsMember(await imageOf('jpeg', 60, 60), 'image/jpeg');
    expect(second).not.toBe(first);
    expect((await readAvatar(team.owner.session, first)).statusCode).toBe(404);
    const bad = await get(team.owner.session, `/avatar/${team.member.user.id}/not-a-hash`);
    expect(bad.statusCode).toBe(422);
    const size = await readAvatar(team.owner.session, `${second}?size=12`);
    expect(size.statusCode).toBe(422);
    expect(firstMessage(size)).toMatchObject({ field: 'size' });
  });
});

describe('DELETE account/avatar', () => {
  it('answers 401 without a session', async () => {
    expect((await call(null, 'DELETE', '/account/avatar')).statusCode).toBe(401);
  });

  it('removes the images and clears the people', async () => {
    const url = await uploadAsMember(await imageOf('png'));
    const res = await call(team.member.session, 'DELETE', '/account/avatar');
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect(await storedAvatar(team.member.user.id)).toBeUndefined();
    const [person] = await app.db.select().from(people).where(eq(people.id, team.member.person.id));
    expect(person.avatarUrl).toBeNull();
    expect((await readAvatar(team.owner.session, url)).statusCode).toBe(404);
    // Removing again is no error.
    expect((await call(team.member.session, 'DELETE', '/account/avatar')).statusCode).toBe(200);
  });
});

describe('the avatar follows the account', () => {
  it('into a new organisation the user creates', async () => {
    const url = await uploadAsMember(await imageOf('png'));
    const res = await call(team.member.session, 'POST', '/orgs', { name: 'Second home' });
    expect(res.statusCode).toBe(201);
    const owner = await app.db.select().from(people).where(eq(people.orgId, res.json().org.id));
    expect(owner[0].avatarUrl).toBe(url);
  });

  it('into an organisation whose invitation the user accepts, and the new organisation can read it', async () => {
    const joiner = await buildMember(app.db);
    const upload = await postAvatar(app, joiner.session, await imageOf('png'));
    const url = upload.json().avatarUrl as string;
    expect((await readAvatar(team.owner.session, url)).statusCode).toBe(404);
    await addAndInvite(app, team.owner.session, [{ email: joiner.user.email }]);
    const [mail] = await readOutbox(app, joiner.user.email);
    const link = linkOf(mail.text);
    const session = await buildSession(app.db, joiner.user, null);
    const accepted = await call(session, 'POST', `/invitation/${link.invitationId}/${link.key}/accept`);
    expect(accepted.statusCode).toBe(200);
    const [person] = await app.db
      .select()
      .from(people)
      .where(and(eq(people.orgId, team.orgId), eq(people.userId, joiner.user.id)));
    expect(person.avatarUrl).toBe(url);
    expect((await readAvatar(team.owner.session, url)).statusCode).toBe(200);
  });

  it('PUT org/add-member takes an avatar of this instance, and refuses another address with 422', async () => {
    const url = await uploadAsMember(await imageOf('png'));
    const added = await put(team.admin.session, '/org/add-member', {
      firstName: 'Ava',
      lastName: 'Tar',
      email: 'ava.tar@example.com',
      avatarUrl: url,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().person.avatarUrl).toBe(url);
    const outside = await put(team.admin.session, '/org/add-member', {
      firstName: 'Eve',
      lastName: 'Tracker',
      email: 'eve.tracker@example.com',
      avatarUrl: 'https://tracker.example.com/pixel.png',
    });
    expect(outside.statusCode).toBe(422);
    expect(firstMessage(outside)).toMatchObject({ field: 'avatarUrl' });
    const rows = await app.db.select().from(people).where(eq(people.email, 'eve.tracker@example.com'));
    expect(rows).toHaveLength(0);
  });
});
