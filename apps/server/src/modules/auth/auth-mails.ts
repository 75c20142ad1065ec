import {
  RESET_CODE_TTL_MINUTES,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@cairn/domain/account/account.constants';
import type { TTranslator } from '../languages/index.ts';
import type { TMail } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';

/** The email with the 6-character code that confirms a new account, in the registering browser's language. */
export function verificationCodeMail(to: string, code: string, tr: TTranslator): TMail {
  const minutes = VERIFICATION_CODE_TTL_MINUTES;
  return {
    to,
    subject: tr.t('mail.verification.subject', { code }),
    action: { label: 'Code', value: code },
    text: `${tr.t('mail.verification.intro')} ${code}. ${tr.t('mail.verification.validity', { minutes })}\n\n${tr.t('mail.verification.ignore')}`,
    html: mailLayout(
      tr.t('mail.verification.title'),
      `<p>${tr.tHtml('mail.verification.intro')}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p><p>${tr.tHtml('mail.verification.validity', { minutes })} ${tr.tHtml('mail.verification.ignore')}</p>`,
    ),
  };
}

/** The email with the link that sets a new password, in the account's language (else the asking browser's). */
export function resetPasswordMail(to: string, link: string, tr: TTranslator): TMail {
  const minutes = RESET_CODE_TTL_MINUTES;
  const linkHtml = `<a href="${escapeHtml(link)}">${tr.tHtml('mail.resetPassword.linkLabel')}</a>`;
  return {
    to,
    subject: tr.t('mail.resetPassword.subject'),
    text: `${tr.t('mail.resetPassword.intro')} ${tr.t('mail.resetPassword.openLink', { minutes })}\n\n${link}\n\n${tr.t('mail.resetPassword.ignore')}`,
    html: mailLayout(
      tr.t('mail.resetPassword.title'),
      `<p>${tr.tHtml('mail.resetPassword.intro')}</p><p>${tr.tHtml('mail.resetPassword.linkLine', { minutes, link: '' }, (name, value) => (name === 'link' ? linkHtml : escapeHtml(value)))}</p><p>${tr.tHtml('mail.resetPassword.ignore')}</p>`,
    ),
  };
}
