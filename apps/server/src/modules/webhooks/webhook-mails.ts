import type { TMail } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';
import type { TWebhookRow } from './webhooks.repository.ts';

/** The mail to the Owner when the server turns a webhook off after 3 days of failed deliveries. */
export function webhookDisabledMail(
  to: string,
  orgName: string,
  webhook: TWebhookRow,
  appUrl: string,
): TMail {
  const since = webhook.failingSince?.toISOString() ?? 'three days';
  return {
    to,
    subject: `A webhook of ${orgName} was turned off`,
    text: `Every delivery to the webhook ${webhook.url} of ${orgName} has failed since ${since}, so Cairn turned it off. No more events are sent to it.\n\nCheck the receiver, then turn the webhook on again in the organization settings: ${appUrl}\n`,
    html: mailLayout(
      'A webhook was turned off',
      `<p>Every delivery to the webhook <strong>${escapeHtml(webhook.url)}</strong> of ${escapeHtml(orgName)} has failed since ${escapeHtml(since)}, so Cairn turned it off. No more events are sent to it.</p><p>Check the receiver, then turn the webhook on again in the <a href="${escapeHtml(appUrl)}">organization settings</a>.</p>`,
    ),
  };
}
