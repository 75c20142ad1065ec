import type { TTranslator } from '../languages/index.ts';
import type { TMail } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';

/** What a lifecycle mail says: the trial ends soon or has ended, a renewal charge failed (again or for good). */
export type TBillingMailKind = 'trialEndsSoon' | 'trialEnded' | 'paymentRetry' | 'paymentFailed';

export type TBillingMailFacts = {
  to: string;
  orgName: string;
  /** The Billing tab: `{appUrl}/org/detail/{orgId}/billing`. */
  link: string;
  /** The trial's end, or the next attempt's day. */
  date?: Date;
  /** The amount that could not be charged, written in each reader's locale. */
  amount?: { cents: number; currencyCode: string };
};

/** The Billing tab of an organisation (001 §2, the `billing` sub-page of `/org/detail/{id}`). */
export const billingLink = (appUrl: string, orgId: string) =>
  `${appUrl.replace(/\/+$/, '')}/org/detail/${orgId}/billing`;

/** One of billing's lifecycle mails to the Owner or a person with `Update|Billing`, in their language. */
export function billingMail(kind: TBillingMailKind, facts: TBillingMailFacts, tr: TTranslator): TMail {
  const vars = {
    org: facts.orgName,
    date: facts.date ? tr.date(facts.date) : '',
    amount: facts.amount ? tr.money(facts.amount.cents, facts.amount.currencyCode) : '',
  };
  const subject = tr.t(`mail.billing.${kind}.subject`, vars);
  const body = tr.t(`mail.billing.${kind}.body`, vars);
  const open = tr.t('mail.billing.openBilling');
  return {
    to: facts.to,
    subject,
    text: `${body}\n\n${open}: ${facts.link}`,
    html: mailLayout(
      subject,
      `<p>${tr.tHtml(`mail.billing.${kind}.body`, vars)}</p><p><a href="${escapeHtml(facts.link)}">${escapeHtml(open)}</a></p>`,
    ),
    action: { label: 'Link', value: facts.link },
  };
}
