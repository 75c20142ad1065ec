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

/** The email with the link that sets a new password. */
export function resetPasswordMail(to: string, link: string): TMail {
  return {
    to,
    subject: 'Reset your Cairn password',
    text: `Someone asked to reset the password of your Cairn account. Open this link to choose a new one (valid for ${RESET_CODE_TTL_MINUTES} minutes):\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    html: mailLayout(
      'Reset your password',
      `<p>Someone asked to reset the password of your Cairn account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${RESET_CODE_TTL_MINUTES} minutes).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
    ),
  };
}
