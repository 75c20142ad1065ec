import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '@cairn/domain/integrations/webhooks.constants';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isPublicAddress, PrivateAddressError } from './webhook-address-guard.ts';

/** One signed message to send: the same id and body on every attempt; a fresh timestamp and signature. */
export type TWebhookMessage = { url: string; secret: string; messageId: string; body: string };

/** What an attempt came to: the receiver's status and answer, or why none came. */
export type TAttemptOutcome = {
  isSuccess: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
};

/** The Standard Webhooks headers of one attempt (webhook-id, webhook-timestamp, webhook-signature). */
function signedHeaders(message: TWebhookMessage, now: Date): Record<string, string> {
  const signature = new Webhook(message.secret).sign(message.messageId, now, message.body);
  return {
    'content-type': 'application/json',
    'user-agent': 'Cairn-Webhooks/1',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * POSTs one signed message: a 2xx within the timeout succeeds; anything else fails. Redirects
 * are never followed (a 3xx fails), and the socket connects only to public addresses unless
 * `allowPrivate` (the address is checked as it is resolved, and IP literals before connecting).
 */
export function sendWebhook(message: TWebhookMessage, options: { allowPrivate: boolean; now: Date }) {
  return new Promise<TAttemptOutcome>((resolve) => {
    const failed = (
      error: string,
      responseStatus: number | null = null,
      responseBody: string | null = null,
    ) => resolve({ isSuccess: false, responseStatus, responseBody, error });
    const url = new URL(message.url);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
      failed(new PrivateAddressError(host).message);
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: signedHeaders(message, options.now),
      lookup: guardedLookup(options.allowPrivate),
      timeout: WEBHOOK_LIMITS.timeoutMs,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} s`)),
    );
    request.on('error', (error) => failed(error.message));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        // Keep only what the log shows; the rest is read and dropped.
        if (size < WEBHOOK_LIMITS.responseBodyMaxLength) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('error', (error) => failed(error.message, response.statusCode ?? null));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const body = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_LIMITS.responseBodyMaxLength);
        if (status >= 200 && status < 300)
          resolve({ isSuccess: true, responseStatus: status, responseBody: body, error: null });
        else if (status >= 300 && status < 400) failed(WEBHOOK_TEXTS.redirectNotFollowed, status, body);
        else failed(`the receiver answered ${status}`, status, body);
      });
    });
    request.end(message.body);
  });
}
