import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import type { TDb, TDbOrTx } from './client.ts';
import { events } from './schema/index.ts';

/** What happened to the entity; each area adds its verbs here. */
export type TChangeAction =
  | 'created'
  | 'updated'
  | 'added'
  | 'roleChanged'
  | 'removed'
  | 'archived'
  | 'restored'
  | 'colorTagChanged'
  | 'ownerChanged'
  | 'favorited'
  | 'unfavorited'
  | 'leadershipTeamChanged'
  | 'completed'
  | 'uncompleted'
  | 'statusChanged'
  | 'deleted'
  | 'solved'
  | 'reopened'
  | 'moved'
  | 'removedFromMeeting'
  | 'profileChanged'
  | 'linked'
  | 'invited'
  | 'invitationRevoked'
  | 'invitationAccepted'
  | 'invitationDeclined'
  | 'featureFlagsChanged'
  | 'investigationBannerChanged'
  | 'read'
  | 'unread'
  | 'upgradeRequested'
  | 'upgradeApproved'
  | 'upgradeDenied'
  | 'notificationPreferencesChanged'
  | 'billingPermissionGranted'
  | 'billingPermissionRemoved'
  /** A personal access token made a call (its method and route in `data`). */
  | 'used'
  | 'revoked'
  | 'accessTokensAllowed'
  | 'accessTokensRefused'
  /** The server turned a webhook off after 3 days of failed deliveries. */
  | 'disabled'
  /** One live-meeting action (its name, the new version and the occurrence in `data`). */
  | 'liveAction'
  /** A quarterly session of a meeting was started or ended (issue 32). */
  | 'quarterlySessionStarted'
  | 'quarterlySessionEnded'
  /** An export of the organisation was asked for; an organisation was made from an export. */
  | 'exported'
  | 'imported'
  /** Billing (issue 29): the subscription's transitions, coupons, the account email and the cards. */
  | 'trialStarted'
  | 'subscribed'
  | 'subscriptionCanceled'
  | 'subscriptionRenewed'
  | 'subscriptionRemoved'
  | 'couponApplied'
  | 'billingCustomerChanged'
  | 'paymentMethodAdded'
  | 'paymentMethodRemoved'
  | 'primaryPaymentMethodChanged'
  | 'billingAddressChanged'
  /** Billing's lifecycle jobs: the trial's end, a period renewed or not, a cancellation that took effect. */
  | 'trialExpired'
  | 'periodRenewed'
  | 'paymentFailed'
  | 'subscriptionEnded'
  /** A Stripe webhook moved the subscription (BILLING_PROVIDER=stripe). */
  | 'subscriptionSynced'
  /** The paid seats changed and the Stripe subscription's quantity followed (BILLING_PROVIDER=stripe). */
  | 'subscriptionSeatsChanged';

/** What kind of row changed: a live-update entity kind, or an account- or instance-wide record. */
export type TChangeEntityType =
  | TLiveEntityType
  | 'user'
  | 'appSettings'
  | 'dashboard'
  | 'accessToken'
  | 'webhook';

/** One "who changed what" row (ARCHITECTURE §7). */
export type TChangeEvent = {
  /** The organisation of the changed row; null for account- and instance-wide changes. */
  orgId: string | null;
  actorUserId: string;
  /** The kind of the changed row (`org`, `person`, `meeting`, ..., `user`, `appSettings`). */
  entityType: TChangeEntityType;
  entityId: string;
  action: TChangeAction;
  data?: Record<string, unknown>;
};

/** Appends to the events table; `runChange` (db/run-change.ts) calls it inside the change's transaction. */
export function createEventsRepository(db: TDb) {
  return {
    /** Records one change; never updated or deleted afterwards. */
    async record(event: TChangeEvent, tx: TDbOrTx = db) {
      await tx.insert(events).values({ ...event, data: event.data ?? null });
    },
  };
}
