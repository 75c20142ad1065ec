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

/** The prices the fake knows, by lookup key (the plan handles). */
export const FAKE_PRICES: Record<string, string> = {
  'eos-one-monthly': 'price_monthly',
  'eos-one-annual': 'price_annual',
};

const COUPONS: Record<string, object> = {
  SPRING25: { id: 'co_1', valid: true, percent_off: 25, duration: 'repeating', duration_in_months: 3 },
  FIVEOFF: { id: 'co_2', valid: true, percent_off: null, amount_off: 500, duration: 'once' },
};

const DAY_S = 24 * 60 * 60;

type TAnswer = { status: number; body: object };
type TSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  discounts: string[];
  items: {
    object: 'list';
    data: {
      id: string;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; lookup_key: string };
    }[];
  };
};

/** What the fake keeps between calls: customers, cards' customers, subscriptions, idempotent answers. */
function createState() {
  return {
    sequence: 0,
    customers: new Map<string, { id: string; metadata: Record<string, string> }>(),
    methodCustomers: new Map<string, string>([[FAKE_METHODS.attached, 'cus_existing']]),
    subscriptions: new Map<string, TSubscription>(),
    /** Answers by idempotency key, with the form they were made for (Stripe refuses other parameters). */
    replays: new Map<string, { form: string; answer: TAnswer }>(),
    /** Routes (`POST /v1/subscriptions`) to refuse once each with an invalid request, in order. */
    failures: [] as string[],
  };
}
type TState = ReturnType<typeof createState>;

const found = (body: object): TAnswer => ({ status: 200, body });
const missing = (what: string): TAnswer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});
const declined: TAnswer = {
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
};

const card = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});

/** `metadata[key]=value` fields of a form as an object. */
const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form].flatMap(([key, value]) => {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

/** The discounts a subscription write asks for: kept ones (`discount`) and promotion codes. */
function discountsOf(form: URLSearchParams, state: TState): string[] | null {
  const asked = [...form].filter(([key]) => key.startsWith('discounts['));
  if (!asked.length) return null;
  return asked.map(([key, value]) =>
    key.endsWith('[discount]') ? value : `di_${value}_${++state.sequence}`,
  );
}

/** Creates or changes a subscription from the SDK's form (the fields Cairn sends). */
function writeSubscription(state: TState, form: URLSearchParams, existing?: TSubscription): TAnswer {
  const method = form.get('default_payment_method');
  if (method === FAKE_METHODS.declined) return declined;
  const lookupKey = (id: string | null) =>
    Object.entries(FAKE_PRICES).find(([, price]) => price === id)?.[0] ?? '';
  const item = existing?.items.data[0];
  const priceId = form.get('items[0][price]') ?? item?.price.id ?? null;
  const now = Math.floor(Date.now() / 1000);
  const start = item?.current_period_start ?? now;
  const days = lookupKey(priceId) === 'eos-one-annual' ? 365 : 30;
  const subscription: TSubscription = existing ?? {
    id: `sub_${++state.sequence}`,
    object: 'subscription',
    customer: form.get('customer') ?? '',
    status: 'active',
    cancel_at_period_end: false,
    metadata: {},
    default_payment_method: null,
    discounts: [],
    items: { object: 'list', data: [] },
  };
  subscription.items.data = [
    {
      id: item?.id ?? `si_${++state.sequence}`,
      quantity: Number(form.get('items[0][quantity]') ?? item?.quantity ?? 1),
      current_period_start: start,
      current_period_end: start + days * DAY_S,
      price: { id: priceId ?? '', lookup_key: lookupKey(priceId) },
    },
  ];
  if (form.has('cancel_at_period_end'))
    subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
  subscription.metadata = { ...subscription.metadata, ...metadataOf(form) };
  subscription.default_payment_method = method ?? subscription.default_payment_method;
  subscription.discounts = discountsOf(form, state) ?? subscription.discounts;
  state.subscriptions.set(subscription.id, subscription);
  return found(subscription);
}

/** Answers the Stripe endpoints Cairn calls, as Stripe documents them. */
function answer(call: TStripeCall, state: TState): TAnswer {
  const route = `${call.method} ${call.path}`;
  const [, resource, id, action] = call.path.match(/^\/v1\/([a-z_]+)(?:\/([^/]+))?(?:\/([a-z_]+))?$/) ?? [];
  if (resource === 'payment_methods' && id) {
    const known = Object.values(FAKE_METHODS).includes(id as never);
    if (!known) return missing('payment_method');
    if (action === 'attach') state.methodCustomers.set(id, call.form.get('customer') ?? '');
    return found(card(id, state.methodCustomers.get(id) ?? null));
  }
  if (route === 'POST /v1/customers') {
    const customer = { id: `cus_${++state.sequence}`, metadata: metadataOf(call.form) };
    state.customers.set(customer.id, customer);
    return found({ object: 'customer', ...customer });
  }
  if (resource === 'customers' && id) {
    const customer = state.customers.get(id);
    return customer ? found({ object: 'customer', ...customer }) : missing('customer');
  }
  if (route === 'GET /v1/prices') {
    const price = FAKE_PRICES[call.query.get('lookup_keys[0]') ?? ''];
    const data = price ? [{ id: price, object: 'price', lookup_key: call.query.get('lookup_keys[0]') }] : [];
    return found({ object: 'list', data, has_more: false, url: '/v1/prices' });
  }
  if (route === 'POST /v1/subscriptions') return writeSubscription(state, call.form);
  if (route === 'GET /v1/subscriptions') {
    const customer = call.query.get('customer');
    const data = [...state.subscriptions.values()].filter((sub) => sub.customer === customer).reverse();
    return found({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
  }
  if (resource === 'subscriptions' && id) {
    const subscription = state.subscriptions.get(id);
    if (!subscription) return missing('subscription');
    if (call.method === 'GET') return found(subscription);
    if (call.method === 'DELETE') {
      subscription.status = 'canceled';
      return found(subscription);
    }
    return writeSubscription(state, call.form, subscription);
  }
  if (route === 'POST /v1/payment_intents')
    return call.form.get('payment_method') === FAKE_METHODS.declined
      ? declined
      : found({ id: 'pi_1', object: 'payment_intent', status: 'succeeded' });
  if (route === 'POST /v1/tax/calculations') {
    const amount = Number(call.form.get('line_items[0][amount]'));
    const isTexas = call.form.get('customer_details[address][state]') === 'TX';
    return found({
      id: 'taxcalc_1',
      object: 'tax.calculation',
      tax_amount_exclusive: isTexas ? Math.round(amount * 0.0825) : 0,
    });
  }
  if (route === 'GET /v1/promotion_codes') {
    const code = call.query.get('code') ?? '';
    const coupon = COUPONS[code];
    const data = coupon
      ? [{ id: `promo_${code}`, code, active: true, promotion: { type: 'coupon', coupon } }]
      : [];
    return found({ object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
  }
  return missing(route);
}

/** An answer, or the first answer of its idempotency key (Stripe's replay; other parameters: 400). */
function answerOnce(call: TStripeCall, state: TState): TAnswer {
  // A refused request's parameters: Stripe keeps no answer for it, a retry runs again.
  if (state.failures[0] === `${call.method} ${call.path}`) {
    state.failures.shift();
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Refused.' } },
    };
  }
  const key = call.idempotencyKey;
  if (call.method !== 'POST' || !key) return answer(call, state);
  const form = call.form.toString();
  const earlier = state.replays.get(key);
  if (earlier)
    return earlier.form === form
      ? earlier.answer
      : {
          status: 400,
          body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests …' } },
        };
  const made = answer(call, state);
  state.replays.set(key, { form, answer: made });
  return made;
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

/**
 * A local HTTP fake of Stripe's API on a free port, with state (customers, attached cards,
 * subscriptions) and Stripe's idempotent replays: it records every call for the tests to check.
 */
export async function startFakeStripe() {
  const calls: TStripeCall[] = [];
  const state = createState();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readCall(request).then((call) => {
      calls.push(call);
      const { status, body } = answerOnce(call, state);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    /** The subscriptions Stripe holds now. */
    subscriptions: state.subscriptions,
    /** The customers made so far. */
    customers: state.customers,
    /** Refuses the next call of that route (`POST /v1/subscriptions`) with an invalid request. */
    refuseNext: (route: string) => state.failures.push(route),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
