import { endpointPath } from '@cairn/domain/common/endpoint';
import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import type { TMail } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';

type TInvitationMail = {
  to: string;
  orgName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
};

/** The invitation link: `{base}/welcome/invitation/{id}/{key}` (000 §2.1). */
export function invitationLink(base: string, invitationId: string, key: string): string {
  return `${base.replace(/\/+$/, '')}${endpointPath(PAGES_WITH_SECRETS.invitation.path, { invitationId, key })}`;
}

/** The mail with the link to accept (or decline) an invitation; nothing happens until they do. */
export function invitationMail({ to, orgName, inviterName, link, expiresAt }: TInvitationMail): TMail {
  const until = expiresAt.toISOString().slice(0, 10);
  const subject = `${inviterName} invited you to ${orgName} on Cairn`;
  return {
    to,
    subject,
    text: `${inviterName} invited you to join ${orgName} on Cairn.\n\nOpen this link to accept or decline (it works until ${until}):\n${link}\n\nIf you did not expect this, ignore this mail: nothing happens until you accept.`,
    html: mailLayout(
      subject,
      `<p>${escapeHtml(inviterName)} invited you to join <strong>${escapeHtml(orgName)}</strong> on Cairn.</p><p><a href="${escapeHtml(link)}">Accept or decline the invitation</a></p><p>The link works until ${until}. If you did not expect this, ignore this mail: nothing happens until you accept.</p>`,
    ),
  };
}
