import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call Cairn made to the fake Stripe API: what the SDK sent, decoded. */
export type TStripeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

/** The cards the fake knows, by PaymentMethod id (Stripe's own test ids). */
export const FAKE_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  attached: 'pm_card_attached',
} as const;

const json = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const missing = (response: ServerResponse, what: string) =>
  json(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

const card = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});

/** Answers the few Stripe endpoints the provider calls, as Stripe documents them. */
function answer(call: TStripeCall, response: ServerResponse) {
  const route = `${call.method} ${call.path}`;
  const methodId = call.path.match(/^\/v1\/payment_methods\/([^/]+)$/)?.[1];
  if (call.method === 'GET' && methodId) {
    if (!Object.values(FAKE_METHODS).includes(methodId as never)) return missing(response, 'payment_method');
    return json(response, 200, card(methodId, methodId === FAKE_METHODS.visa ? null : 'cus_existing'));
  }
  if (route === 'POST /v1/customers') return json(response, 200, { id: 'cus_new', object: 'customer' });
  if (route === 'POST /v1/payment_intents') {
    if (call.form.get('payment_method') === FAKE_METHODS.declined)
      return json(response, 402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
    return json(response, 200, { id: 'pi_1', object: 'payment_intent', status: 'succeeded' });
  }
  if (route === 'POST /v1/tax/calculations') {
    const amount = Number(call.form.get('line_items[0][amount]'));
    const isTexas = call.form.get('customer_details[address][state]') === 'TX';
    return json(response, 200, {
      id: 'taxcalc_1',
      object: 'tax.calculation',
      tax_amount_exclusive: isTexas ? Math.round(amount * 0.0825) : 0,
    });
  }
  if (route === 'GET /v1/promotion_codes') {
    const coupons: Record<string, object> = {
      SPRING25: { id: 'co_1', valid: true, percent_off: 25, duration: 'repeating', duration_in_months: 3 },
      FIVEOFF: { id: 'co_2', valid: true, percent_off: null, amount_off: 500, duration: 'once' },
    };
    const code = call.query.get('code') ?? '';
    const coupon = coupons[code];
    const data = coupon ? [{ id: 'promo_1', code, active: true, promotion: { type: 'coupon', coupon } }] : [];
    return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
  }
  return missing(response, route);
}

async function readCall(request: IncomingMessage): Promise<TStripeCall> {
  let body = '';
  for await (const chunk of request) body += chunk;
  const url = new URL(request.url ?? '/', 'http://fake');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    form: new URLSearchParams(body),
    idempotencyKey: header('idempotency-key'),
    authorization: header('authorization'),
  };
}

/** A local HTTP fake of Stripe's API on a free port: it records every call for the tests to check. */
export async function startFakeStripe() {
  const calls: TStripeCall[] = [];
  const server = createServer((request, response) => {
    void readCall(request).then((call) => {
      calls.push(call);
      answer(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
