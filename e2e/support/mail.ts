import type { APIRequestContext } from '@playwright/test';

/** One mail of the dev outbox (`GET /api/v2/dev/outbox`). */
export type TOutboxMail = { to: string; subject: string; text: string; html: string; createdAt: string };

/**
 * Waits for the newest mail to the address whose subject contains `subject` (mail leaves after
 * the commit, so it can arrive a moment after the answer).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<TOutboxMail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const res = await request.get(`/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
    const { items } = (await res.json()) as { items: TOutboxMail[] };
    const found = items
      .filter((mail) => mail.subject.includes(subject))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** The first link in a mail's text that contains `pathPart` (e.g. `/update-password/`). */
export function linkIn(mail: TOutboxMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in "${mail.subject}": ${mail.text}`);
  return link;
}
