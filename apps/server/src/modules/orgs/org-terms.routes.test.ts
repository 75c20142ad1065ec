import { ORG_TERM_TEXTS } from '@cairn/domain/i18n/org-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const goals = { rock: { singular: 'Goal', plural: 'Goals' } };

const rename = (session: { token: string }, terms: unknown) =>
  injectAs(app, session, { method: 'PUT', url: '/api/v2/org/terms', payload: { terms } });
const sessionOf = async (session: { token: string }) =>
  (await injectAs(app, session, { method: 'GET', url: '/api/v2/session' })).json();

describe('PUT org/terms', () => {
  it("saves the Owner's words, trimmed, and every member's session answers them", async () => {
    const team = await buildTeam(app.db);
    const res = await rename(team.owner.session, { rock: { singular: ' Goal ', plural: 'Goals' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().terms).toEqual(goals);
    expect((await sessionOf(team.member.session)).org.terms).toEqual(goals);

    // The whole set replaces the saved one: a term left out reads the defaults again.
    await rename(team.owner.session, { issue: { singular: 'Topic', plural: 'Topics' } });
    expect((await sessionOf(team.owner.session)).org.terms).toEqual({
      issue: { singular: 'Topic', plural: 'Topics' },
    });
  });

  it('refuses everyone but the Owner (403) and a caller without a session (401)', async () => {
    const team = await buildTeam(app.db);
    expect((await rename(team.member.session, goals)).statusCode).toBe(403);
    expect((await rename(team.admin.session, goals)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/v2/org/terms',
      payload: { terms: goals },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await sessionOf(team.owner.session)).org.terms).toEqual({});
  });

  it('answers 422 on the field of an empty word and of one over 30 characters, saving nothing', async () => {
    const team = await buildTeam(app.db);
    const empty = await rename(team.owner.session, { rock: { singular: '   ', plural: 'Goals' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().messages).toEqual([
      expect.objectContaining({ field: 'terms.rock.singular', text: ORG_TERM_TEXTS.empty }),
    ]);
    const long = await rename(team.owner.session, { todo: { singular: 'Task', plural: 'x'.repeat(31) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().messages).toEqual([
      expect.objectContaining({ field: 'terms.todo.plural', text: ORG_TERM_TEXTS.tooLong }),
    ]);
    expect(
      (await rename(team.owner.session, { todo: { singular: 'Task', plural: 'x'.repeat(30) } })).statusCode,
    ).toBe(200);
  });

  it("never shows one organisation's words in another", async () => {
    const first = await buildTeam(app.db);
    const second = await buildTeam(app.db);
    await rename(first.owner.session, goals);
    expect((await sessionOf(second.owner.session)).org.terms).toEqual({});
    expect((await sessionOf(second.member.session)).org.terms).toEqual({});
  });
});
