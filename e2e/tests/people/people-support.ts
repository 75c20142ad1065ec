import { type APIRequestContext, expect } from '@playwright/test';
import { SMTP_SINK } from '../../support/smtp-ports.ts';

/**
 * The invitation link of the newest invitation mail that reached the SMTP sink for the address:
 * proves the mail left Cairn over SMTP (quoted-printable soft breaks undone).
 */
export async function invitationLinkFromSmtp(request: APIRequestContext, email: string): Promise<string> {
  const sink = `http://127.0.0.1:${SMTP_SINK.httpPort}/mail?to=${encodeURIComponent(email)}`;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get(sink)).json()) as { items: { subject: string }[] };
      return items.some((m) => m.subject.includes('invited you'));
    })
    .toBe(true);
  const { items } = (await (await request.get(sink)).json()) as { items: { subject: string; raw: string }[] };
  const raw = items.find((m) => m.subject.includes('invited you'))?.raw ?? '';
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = text.match(/https?:\/\/[^\s"<]+\/welcome\/invitation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation link reached the SMTP sink for ${email}`);
  return link;
}
