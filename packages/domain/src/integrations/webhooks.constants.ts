/** Webhooks (issue 36 point 3): the events an endpoint may subscribe to, and the delivery rules. */

/** The kinds of item whose created, updated and deleted changes are sent. */
export const WEBHOOK_ITEM_KINDS = [
  'todo',
  'issue',
  'rock',
  'headline',
  'measurable',
  'measured_value',
] as const;
export type TWebhookItemKind = (typeof WEBHOOK_ITEM_KINDS)[number];

/** Every event type, named `<kind>.<what happened>` as the Standard Webhooks spec suggests. */
export const WEBHOOK_EVENT_TYPES = [
  ...WEBHOOK_ITEM_KINDS.flatMap((kind) => [`${kind}.created`, `${kind}.updated`, `${kind}.deleted`] as const),
  'meeting.started',
  'meeting.ended',
  'person.joined',
  'person.left',
  'vto.published',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event type a Test delivery carries; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2000,
  descriptionMaxLength: 200,
  /** Endpoints one organisation may have. */
  maxPerOrg: 20,
  /** A receiver must answer within this, else the attempt failed. */
  timeoutMs: 10_000,
  /** How much of a receiver's answer the delivery log keeps. */
  responseBodyMaxLength: 1000,
  /**
   * The waits before each retry of a failed delivery: a try at once, then 7 more spread over
   * about 24 hours (Standard Webhooks' own schedule, shortened to end within a day).
   */
  retryDelaysMs: [
    60_000,
    5 * 60_000,
    30 * 60_000,
    2 * 3_600_000,
    5 * 3_600_000,
    8 * 3_600_000,
    8 * 3_600_000,
  ],
  /** An endpoint whose deliveries have failed without one success for this long is turned off. */
  disableAfterFailingMs: 3 * 24 * 3_600_000,
  /** How many recent deliveries the log shows. */
  logSize: 50,
} as const;

/** Where a delivery stands. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_TEXTS = {
  urlRequired: 'Enter the URL that receives the events.',
  urlInvalid: 'Enter a full URL, such as https://example.com/hooks/cairn.',
  urlNotHttps: 'The URL must start with https://.',
  urlPrivate: 'The URL leads to a private, loopback or link-local address; webhooks are not sent there.',
  urlUnresolvable: "The URL's host name could not be found.",
  urlCredentials: 'Leave user names and passwords out of the URL.',
  urlTooLong: `A URL has at most ${WEBHOOK_LIMITS.urlMaxLength} characters.`,
  eventsRequired: 'Choose at least one event.',
  eventInvalid: 'Unknown event.',
  descriptionTooLong: `A description has at most ${WEBHOOK_LIMITS.descriptionMaxLength} characters.`,
  tooMany: `An organization can have at most ${WEBHOOK_LIMITS.maxPerOrg} webhooks.`,
  disabledMailSubject: 'A webhook was turned off',
  redirectNotFollowed: 'The receiver answered with a redirect; redirects are not followed.',
} as const;
