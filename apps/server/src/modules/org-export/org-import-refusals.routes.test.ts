import { beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/index.ts';
import { buildRichOrg } from '../../test/export-fixtures.ts';
import { buildTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { filesOf, multipartBody, postImport, zipOf } from './org-export.test-support.ts';
import { escapesFolder } from './read-export-zip.ts';

const { app, team, get, post } = useTestApp(async (db) => {
  const built = await buildTeam(db);
  await buildRichOrg(db, built);
  return built;
});

let files: Record<string, string>;
beforeAll(async () => {
  await app.jobs.stop();
  const { exportId } = (await post(team.owner.session, '/org/export', {})).json() as { exportId: string };
  await app.jobs.drain();
  files = filesOf(
    new Uint8Array((await get(team.owner.session, `/org/export/${exportId}/download`)).rawPayload),
  );
});

/** Imports the export with some files changed; answers the status and the messages' texts. */
async function importChanged(change: Record<string, string | null>) {
  const next: Record<string, string> = { ...files };
  for (const [name, text] of Object.entries(change)) {
    if (text === null) delete next[name];
    else next[name] = text;
  }
  const before = (await app.db.select().from(orgs)).length;
  const res = await postImport(app, team.owner.session.token, zipOf(next));
  // Nothing half-made: a refused import leaves no organisation behind.
  if (res.statusCode !== 201) expect((await app.db.select().from(orgs)).length).toBe(before);
  return { status: res.statusCode, texts: (res.json().messages as { text: string }[]).map((m) => m.text) };
}

describe('POST org/import refuses', () => {
  it('a request without the file field', async () => {
    const { payload, headers } = multipartBody(new Uint8Array([1]), 'other');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/org/import',
      payload,
      headers: { ...headers, authorization: `Bearer ${team.owner.session.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field: 'file' });
  });

  it('a file that is not a zip, and a zip that is not an export', async () => {
    const res = await postImport(app, team.owner.session.token, new TextEncoder().encode('hello'));
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0].text).toMatch(/not a zip/);
    const other = await postImport(app, team.owner.session.token, zipOf({ 'notes.txt': 'hi' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().messages[0].text).toMatch(/not a Cairn export/);
  });

  it('an export from a newer format', async () => {
    const manifest = { ...JSON.parse(files['manifest.json']), formatVersion: 99 };
    const { status, texts } = await importChanged({ 'manifest.json': JSON.stringify(manifest) });
    expect(status).toBe(422);
    expect(texts[0]).toMatch(/newer Cairn \(format 99/);
  });

  it('a path that escapes its folder', async () => {
    const { status, texts } = await importChanged({ '../../etc/evil.json': '[]' });
    expect(status).toBe(422);
    expect(texts[0]).toMatch(/outside its folder: \.\.\/\.\.\/etc\/evil\.json/);
    expect(escapesFolder('/abs.json')).toBe(true);
    expect(escapesFolder('a\\..\\b')).toBe(true);
    expect(escapesFolder('csv/todos.csv')).toBe(false);
  });

  it('rows that break the rules, naming the first reasons', async () => {
    const todos = JSON.parse(files['todos.json']) as Record<string, unknown>[];
    const broken = [
      { ...todos[0], title: undefined },
      { ...todos[1], ownerPersonId: '00000000-0000-4000-8000-000000000000', dueDate: 'soon' },
    ];
    const { status, texts } = await importChanged({ 'todos.json': JSON.stringify(broken) });
    expect(status).toBe(422);
    expect(texts).toEqual([
      'todos.json row 1: title is required',
      'todos.json row 2: ownerPersonId names a row that is not in the export',
    ]);
  });

  it('a row the database refuses, and nothing is left half-made', async () => {
    const todos = JSON.parse(files['todos.json']) as Record<string, unknown>[];
    const { status, texts } = await importChanged({
      'todos.json': JSON.stringify([{ ...todos[0], status: 'Bogus' }]),
    });
    expect(status).toBe(422);
    expect(texts[0]).toMatch(/^todos\.json: a row breaks a rule of the database/);
  });

  it('a missing kind file', async () => {
    const { status, texts } = await importChanged({ 'rocks.json': null });
    expect(status).toBe(422);
    expect(texts[0]).toBe('The export has no rocks.json.');
  });
});
