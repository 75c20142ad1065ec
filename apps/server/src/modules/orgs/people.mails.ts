import { escapeHtml, mailLayout } from '../mail/mail-layout.ts';
import type { TMail } from '../mail/mailer.ts';

type TMailContext = { to: string; orgName: string; addedBy: string; appUrl: string };

/** APP_URL without a trailing slash, so links never read `//register`. */
const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** The mail to a registered user who was added to an organisation: they are in already. */
export function addedToOrgMail({ to, orgName, addedBy, appUrl }: TMailContext): TMail {
  const link = `${base(appUrl)}/`;
  return {
    to,
    subject: `You were added to ${orgName}`,
    text: `${addedBy} added you to ${orgName} on Cairn.\n\nSign in to start working together: ${link}`,
    html: mailLayout(
      `You were added to ${orgName}`,
      `<p>${escapeHtml(addedBy)} added you to <strong>${escapeHtml(orgName)}</strong> on Cairn.</p><p><a href="${escapeHtml(link)}">Open Cairn</a></p>`,
    ),
  };
}

/** The register-and-join link for an email address (registration links the person). */
export function registerLink(appUrl: string, email: string): string {
  return `${base(appUrl)}/register?email=${encodeURIComponent(email)}`;
}

/** The mail to someone without a Cairn account: register with this email to join. */
export function joinOrgMail({ to, orgName, addedBy, appUrl }: TMailContext): TMail {
  const link = registerLink(appUrl, to);
  return {
    to,
    subject: `Join ${orgName} on Cairn`,
    text: `${addedBy} added you to ${orgName} on Cairn.\n\nRegister with this email address to join: ${link}`,
    html: mailLayout(
      `Join ${orgName} on Cairn`,
      `<p>${escapeHtml(addedBy)} added you to <strong>${escapeHtml(orgName)}</strong> on Cairn.</p><p><a href="${escapeHtml(link)}">Register with this email address to join</a></p>`,
    ),
  };
}
