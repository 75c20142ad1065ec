import { ORG_LOGO_PATH_PATTERN } from '@cairn/domain/orgs/org-logo.constants';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  invitations,
  notifications,
  orgLogos,
  orgs,
  people,
  sessions,
} from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildRichOrg } from '../../test/export-fixtures.ts';
import { buildMember, buildSession, buildTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { imageOf, postAvatar, postImage } from '../avatars/avatars.test-support.ts';
import { EXPORT_KINDS } from './export-kinds.ts';
import { contentOf, filesOf, postImport } from './org-export.test-support.ts';

const { app, team, get, post } = useTestApp(async (db) => {
  const built = await buildTeam(db);
  const rich = await buildRichOrg(db, built);
  // The organisation's own words travel with it (the round trip below compares them).
  await db
    .update(orgs)
    .set({ terms: { rock: { singular: 'Goal', plural: 'Goals' } } })
    .where(eq(orgs.id, built.orgId));
  return { ...built, rich, stranger: await buildMember(db) };
});

beforeAll(async () => {
  // The tests run the jobs themselves.
  await app.jobs.stop();
});

/** Asks for an export as the session, runs the job and answers the zip. */
async function exportAs(session: { token: string }) {
  const res = await post(session, '/org/export', {});
  expect(res.statusCode).toBe(201);
  const { exportId } = res.json() as { exportId: string };
  await app.jobs.drain();
  const state = await get(session, `/org/export/${exportId}`);
  expect(state.json().export).toMatchObject({ id: exportId, status: 'done', progress: 100 });
  const zip = await get(session, `/org/export/${exportId}/download`);
  expect(zip.statusCode).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  return { exportId, zip: new Uint8Array(zip.rawPayload) };
}

let exported: { exportId: string; zip: Uint8Array };

describe('POST org/export', () => {
  it('queues a job for Owners and Admins only; 401 without a session', async () => {
    expect((await post(null, '/org/export', {})).statusCode).toBe(401);
    expect((await post(team.member.session, '/org/export', {})).statusCode).toBe(403);
    expect((await post(team.observer.session, '/org/export', {})).statusCode).toBe(403);
    const res = await post(team.admin.session, '/org/export', {});
    expect(res.statusCode).toBe(201);
    const state = await get(team.admin.session, `/org/export/${res.json().exportId}`);
    expect(state.json().export).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    await app.jobs.drain();
  });

  it('writes every kind as JSON, the lists as CSV, the pictures and a manifest, with no secrets', async () => {
    expect((await postAvatar(app, team.member.session, await imageOf('png'))).statusCode).toBe(200);
    const logoUpload = await postImage(
      app,
      team.owner.session,
      `/org/${team.orgId}/logo`,
      await imageOf('png'),
    );
    expect(logoUpload.statusCode, logoUpload.body).toBe(200);
    exported = await exportAs(team.owner.session);
    const files = filesOf(exported.zip);
    // The logo: its hash and types in logo.json (with the WebP the app shows), the PDFs' PNG beside it.
    const [stored] = await app.db.select().from(orgLogos).where(eq(orgLogos.orgId, team.orgId));
    const logo = JSON.parse(files['logo.json']);
    expect(logo).toMatchObject({
      hash: stored?.hash,
      webp: { type: 'image/webp' },
      png: { type: 'image/png' },
    });
    expect(Buffer.from(logo.webp.base64, 'base64').equals(Buffer.from(stored?.imageWebp ?? []))).toBe(true);
    const png = unzipSync(exported.zip)[logo.png.file];
    expect(Buffer.from(png ?? []).equals(Buffer.from(stored?.imagePng ?? []))).toBe(true);
    const picture = unzipSync(exported.zip)[`avatars/${team.member.person.id}.webp`];
    expect(
      Buffer.from(picture ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    const manifest = JSON.parse(files['manifest.json']);
    expect(manifest).toMatchObject({
      format: 'cairn-organization-export',
      formatVersion: 1,
      organization: { id: team.orgId },
    });
    expect(manifest.counts.avatars).toBe(1);
    expect(manifest.counts.logo).toBe(1);
    expect(manifest.files).toEqual(expect.arrayContaining(['logo.json', 'logo/logo.png']));
    expect(manifest.files).toContain(`avatars/${team.member.person.id}.webp`);
    for (const kind of EXPORT_KINDS) {
      expect(files[`${kind.file}.json`], kind.file).toBeDefined();
      // The fixture fills every kind.
      expect(manifest.counts[kind.file], kind.file).toBeGreaterThan(0);
      if (kind.hasCsv) expect(files[`csv/${kind.file}.csv`], kind.file).toBeDefined();
    }
    expect(
      JSON.parse(files['rocks.json']).filter(
        (r: { delegatedFromRockId: string | null }) => r.delegatedFromRockId,
      ),
    ).toHaveLength(2);
    expect(files['todos.json']).toContain('<p>Ask about <strong>rates</strong></p>');
    expect(files['csv/todos.csv'].split('\r\n')[0]).toContain('title');
    const everything = Object.values(files).join('\n');
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, team.owner.user.id));
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, team.owner.user.id));
    expect(account?.password).toBeTruthy();
    expect(everything).not.toContain(account?.password as string);
    expect(everything).not.toContain(session.token);
    expect(everything).not.toMatch(/"(userId|password|passwordHash|token|secret|keyHash)"/);
  });

  it('tells the requester in the app and by mail, with the link', async () => {
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientUserId, team.owner.user.id), eq(notifications.kind, 'exportReady')),
      );
    expect(note?.message).toContain(`/api/v2/org/export/${exported.exportId}/download`);
    const mails = await readOutbox(app, team.owner.user.email);
    expect(mails.some((mail) => mail.text.includes(`/org/export/${exported.exportId}/download`))).toBe(true);
  });

  it("answers 404 for another organisation's export and for an unknown one", async () => {
    expect((await get(team.stranger.session, `/org/export/${exported.exportId}`)).statusCode).toBe(404);
    expect((await get(team.stranger.session, `/org/export/${exported.exportId}/download`)).statusCode).toBe(
      404,
    );
    expect((await get(team.member.session, `/org/export/${exported.exportId}/download`)).statusCode).toBe(
      403,
    );
    expect(
      (await get(team.owner.session, '/org/export/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get(team.owner.session, '/org/export/not-an-id')).statusCode).toBe(422);
  });

  it('lists the exports newest first', async () => {
    const res = await get(team.owner.session, '/org/exports');
    expect(res.json().exports[0]).toMatchObject({ id: exported.exportId, status: 'done' });
  });
});

describe('POST org/import', () => {
  it('with dryRun answers the counts and makes nothing', async () => {
    const before = await app.db.select().from(orgs);
    const res = await postImport(app, team.owner.session.token, exported.zip, '?dryRun=true');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ orgId: null, dryRun: true });
    expect(res.json().counts).toMatchObject({ org: 1, todos: 3 - 1, rocks: 3 });
    expect(await app.db.select().from(orgs)).toHaveLength(before.length);
  });

  it('makes a new organisation, invites the others, and exporting it again gives the same content', async () => {
    const res = await postImport(app, team.owner.session.token, exported.zip);
    expect(res.statusCode).toBe(201);
    const { orgId, counts } = res.json() as { orgId: string; counts: Record<string, number> };
    expect(orgId).not.toBe(team.orgId);
    const manifest = JSON.parse(filesOf(exported.zip)['manifest.json']);
    for (const kind of EXPORT_KINDS) expect(counts[kind.file], kind.file).toBe(manifest.counts[kind.file]);

    const newPeople = await app.db.select().from(people).where(eq(people.orgId, orgId));
    const me = newPeople.find((p) => p.email === team.owner.user.email);
    expect(me).toMatchObject({ userId: team.owner.user.id, hasAccepted: true, role: 'Owner' });
    const others = newPeople.filter((p) => p.id !== me?.id);
    expect(others.every((p) => p.userId === null && !p.hasAccepted)).toBe(true);
    const invited = await app.db.select().from(invitations).where(eq(invitations.orgId, orgId));
    expect(invited.map((i) => i.personId).sort()).toEqual(others.map((p) => p.id).sort());

    // The logo came along, encoded anew through the upload's pipeline.
    expect(counts.logo).toBe(1);
    const [logo] = await app.db.select().from(orgLogos).where(eq(orgLogos.orgId, orgId));
    expect(
      Buffer.from(logo?.imagePng ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const [newOrg] = await app.db.select().from(orgs).where(eq(orgs.id, orgId));
    expect(newOrg?.logoUrl).toMatch(ORG_LOGO_PATH_PATTERN);
    expect(newOrg?.terms).toEqual({ rock: { singular: 'Goal', plural: 'Goals' } });
    expect(newOrg?.logoUrl).toContain(logo?.hash);

    const session = await buildSession(app.db, team.owner.user, orgId);
    const again = await exportAs(session);
    // The re-encoded logo's bytes and hash may differ from the first: compared above, not here.
    const withoutLogo = (zip: Uint8Array) => {
      const { 'logo.json': _logo, ...files } = filesOf(zip);
      return contentOf(files, ['logoUrl']);
    };
    const first = withoutLogo(exported.zip);
    const second = withoutLogo(again.zip);
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    for (const name of Object.keys(first)) expect(second[name], name).toEqual(first[name]);
  });

  it('refuses Members (403) and callers without a session (401)', async () => {
    expect((await postImport(app, team.member.session.token, exported.zip)).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: '/api/v2/org/import' });
    expect(res.statusCode).toBe(401);
  });
});
