import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMember, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v2/session', payload: { email, password } });

describe('forgot password', () => {
  it('mails a link to /update-password/{code}; the code sets a new password once', async () => {
    await buildUser(app.db, { email: 'forgetful@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/password/forgot',
      payload: { email: 'forgetful@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await readOutbox(app, 'forgetful@example.com');
    const code = mail.text.match(/\/update-password\/(\S+)/)?.[1];
    expect(code).toBeTruthy();
    expect(
      (await app.inject({ method: 'GET', url: `/api/v2/account/password/reset/${code}` })).statusCode,
    ).toBe(200);

    const weak = await app.inject({
      method: 'POST',
      url: '/api/v2/account/password/reset',
      payload: { resetCode: code, password: 'weak' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v2/account/password/reset',
      payload: { resetCode: code, password: 'Brand-New-Pass-7' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('forgetful@example.com', 'Brand-New-Pass-7')).statusCode).toBe(200);
    expect((await signIn('forgetful@example.com', TEST_PASSWORD)).statusCode).toBe(401);

    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/account/password/reset',
      payload: { resetCode: code, password: 'Another-Pass-8' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().messages[0].text).toBe(ACCOUNT_TEXTS.resetExpired);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/password/forgot',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(await readOutbox(app, 'nobody@example.com')).toHaveLength(0);
  });

  it('answers 404 for an unknown reset code', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v2/account/password/reset/not-a-code' })).statusCode,
    ).toBe(404);
  });
});

describe('PUT account/password and profile', () => {
  it('changes the password only with the right current one', async () => {
    const { user, session } = await buildMember(app.db);
    const wrong = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/account/password',
      payload: { currentPassword: 'Not-It-123', newPassword: 'Fresh-Pass-99' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0]).toMatchObject({
      field: 'currentPassword',
      text: ACCOUNT_TEXTS.currentPasswordWrong,
    });
    const right = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Pass-99' },
    });
    expect(right.statusCode).toBe(200);
    expect((await signIn(user.email, 'Fresh-Pass-99')).statusCode).toBe(200);
  });

  it('renames the user and their people; 401 without a session; 422 on a blank name', async () => {
    const { session, person } = await buildMember(app.db);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v2/user/profile',
          payload: { firstName: 'A', lastName: 'B' },
        })
      ).statusCode,
    ).toBe(401);
    const blank = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/user/profile',
      payload: { firstName: ' ', lastName: 'B' },
    });
    expect(blank.statusCode).toBe(422);
    const res = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/user/profile',
      payload: { firstName: 'Katherine', lastName: 'Johnson' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(people).where(eq(people.id, person.id));
    expect(row).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson' });
  });

  it("answers the user's own details and 404 for another user's id", async () => {
    const me = await buildMember(app.db);
    const other = await buildMember(app.db);
    expect(
      (await injectAs(app, me.session, { method: 'GET', url: `/api/v2/user/details/${me.user.id}` })).json()
        .user.email,
    ).toBe(me.user.email);
    expect(
      (await injectAs(app, me.session, { method: 'GET', url: `/api/v2/user/details/${other.user.id}` }))
        .statusCode,
    ).toBe(404);
  });
});
