import type { APIRequestContext } from '@playwright/test';
import { SMTP_SINK } from './smtp-ports.ts';

/** The newest verification code mailed to the address (read from the dev outbox). */
export async function latestVerificationCode(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await request.get(`/api/v2/dev/outbox?to=${encodeURIComponent(email)}`);
    const { items } = (await res.json()) as { items: { subject: string }[] };
    const code = items.find((m) => m.subject.includes('verification code'))?.subject.match(/: (\S{6})$/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code mailed to ${email}`);
}

/** A unique address per run so journeys never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The newest verification code that reached the SMTP sink for the address (support/smtp-sink.ts):
 * proves the mail left Cairn over SMTP, not only that it was kept in the test outbox.
 */
export async function verificationCodeFromSmtp(request: APIRequestContext, email: string): Promise<string> {
  const sink = `http://127.0.0.1:${SMTP_SINK.httpPort}/mail?to=${encodeURIComponent(email)}`;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { items } = (await (await request.get(sink)).json()) as { items: { subject: string }[] };
    const code = items.find((m) => m.subject.includes('verification code'))?.subject.match(/: (\S{6})$/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code reached the SMTP sink for ${email}`);
}
