import { endpointPath } from '@cairn/domain/common/endpoint';
import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import type { TTranslator } from '../languages/index.ts';
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

/** The mail with the link to accept (or decline) an invitation, in the recipient's language. */
export function invitationMail(
  { to, orgName, inviterName, link, expiresAt }: TInvitationMail,
  tr: TTranslator,
): TMail {
  const until = tr.date(expiresAt);
  const names = { inviter: inviterName, org: orgName };
  const subject = tr.t('mail.invitation.subject', names);
  const strongOrg = (name: string, value: string) =>
    name === 'org' ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
  return {
    to,
    subject,
    text: `${tr.t('mail.invitation.intro', names)}\n\n${tr.t('mail.invitation.openLink', { until })}\n${link}\n\n${tr.t('mail.invitation.ignore')}`,
    html: mailLayout(
      subject,
      `<p>${tr.tHtml('mail.invitation.intro', names, strongOrg)}</p><p><a href="${escapeHtml(link)}">${tr.tHtml('mail.invitation.link')}</a></p><p>${tr.tHtml('mail.invitation.until', { until })} ${tr.tHtml('mail.invitation.ignore')}</p>`,
    ),
  };
}
