import type { TTestApp, TTestSession } from '../../test/test-app.ts';
import { injectAs } from '../../test/test-app.ts';

export const BASE_URL = 'https://cairn.example.com';

/** The id and key of the newest invitation link in a mail's text. */
export function linkOf(text: string): { invitationId: string; key: string; url: string } {
  const match = text.match(/(https?:\/\/\S+\/welcome\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+))/);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return { url: match[1], invitationId: match[2], key: match[3] };
}

/** `POST subscription/add` for the listed people (role Member unless given). */
export function addAndInvite(
  app: TTestApp,
  session: TTestSession | null,
  invitees: { firstName?: string; lastName?: string; email: string; role?: string }[],
) {
  return injectAs(app, session, {
    method: 'POST',
    url: '/api/v2/subscription/add',
    payload: {
      baseUrl: BASE_URL,
      invitees: invitees.map((i) => ({ firstName: 'New', lastName: 'Person', ...i })),
    },
  });
}
