import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import type { TNoticeText, TNoticeValue } from '@cairn/domain/notifications/notices';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type TNotificationChannels,
  type TNotificationKind,
} from '@cairn/domain/notifications/notifications.constants';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDbOrTx } from '../../db/client.ts';
import type { TAfterCommit } from '../../db/run-change.ts';
import { people, users } from '../../db/schema/index.ts';
import { readOncePerTx } from '../../db/tx-memo.ts';
import { orgTermsOf, type TLanguagePacks, type TTranslator, translatorFor } from '../languages/index.ts';
import type { TMail, TMailer } from '../mail/index.ts';
import { escapeHtml, mailLayout } from '../mail/index.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** One notification as an area writes it; `subjectKey` ties copies of one question together. */
export type TNote = {
  kind: TNotificationKind;
  orgId: string | null;
  /** Written in each reader's language (`NOTICES` in the domain). */
  title: TNoticeText;
  message: TNoticeText;
  approvalUrl?: string | null;
  denyUrl?: string | null;
  subjectKey?: string | null;
  /** Where the mail's link goes (a page of the app); the app's home when absent. */
  link?: string | null;
};

/** Who receives it: a user, and the person they are in the note's organisation (if any). */
export type TRecipient = { userId: string; personId?: string | null };

/** Kinds whose email another mail already is (the invitation mail carries its link). */
const MAILED_ELSEWHERE: ReadonlySet<TNotificationKind> = new Set(['invitation']);

/** A user's choice for one kind, or the default. */
export function channelsOf(
  preferences: Partial<Record<string, TNotificationChannels>> | null | undefined,
  kind: TNotificationKind,
): TNotificationChannels {
  const chosen = preferences?.[kind];
  const channels = chosen ?? NOTIFICATION_DEFAULTS[kind];
  return MAILED_ELSEWHERE.has(kind) ? { inApp: true, email: false } : channels;
}

/** One value of a notice in the reader's language: a key's text, a span of days in their locale. */
function noticeValue(tr: TTranslator, value: TNoticeValue): string | number {
  if (typeof value !== 'object') return value;
  return 'key' in value ? tr.t(value.key) : tr.dateRange(...value.dateRange);
}

/** A notice's text in the reader's language (a value that is itself a key, a role's name, too). */
function noticeText(tr: TTranslator, text: TNoticeText): string {
  const vars = Object.fromEntries(
    Object.entries(text.vars ?? {}).map(([name, value]) => [name, noticeValue(tr, value)]),
  );
  return tr.t(text.key, vars);
}

/** The mail a notification becomes when its reader asked for email, in the reader's language. */
function notificationMail(
  to: string,
  note: { title: string; message: string; link: string },
  tr: TTranslator,
): TMail {
  const subject =
    note.message.length <= 120 ? note.message : tr.t('mail.notice.subjectLong', { title: note.title });
  return {
    to,
    subject,
    text: `${note.message}\n\n${tr.t('mail.notice.open', { link: note.link })}\n\n${tr.t('mail.notice.choose')}`,
    html: mailLayout(
      note.title,
      `<p>${escapeHtml(note.message)}</p><p><a href="${escapeHtml(note.link)}">${tr.tHtml('mail.notice.openLink')}</a></p><p style="color:#636b74;font-size:13px">${tr.tHtml('mail.notice.choose')}</p>`,
    ),
  };
}

/** What the node remembers of an organisation between changes (the session cache's `orgValue`). */
type TOrgValues = {
  mark: () => number;
  get: <T>(orgId: string, what: string) => T | undefined;
  remember: <T>(orgId: string, what: string, value: T, mark: number) => void;
};

export type TNotifierDeps = {
  mailer: TMailer;
  config: Pick<TConfig, 'appUrl'>;
  languagePacks: TLanguagePacks;
  /** Where organisations' terms are remembered between changes; read in each change without it. */
  orgValues?: TOrgValues;
};

const ORG_TERMS = 'terms';

/**
 * THE ONE WAY to notify someone (issue 15): any area calls it inside its own change, so a
 * rolled-back change notifies nobody. Each recipient gets the note in the app and/or by email as
 * their preferences say; the live `NewNotification` reaches their rooms after commit.
 */
export function createNotifier(deps: TNotifierDeps) {
  /**
   * The organisation's own words (issue 33) for its notes: remembered on the node once a change
   * that read them has committed, until an `org` change (their only writer, `PUT org/terms`) says
   * otherwise on any node, so a note costs no read of them (issue 38); read once per change else.
   */
  async function termsOf(tx: TDbOrTx, afterCommit: TAfterCommit, orgId: string): Promise<TOrgTerms> {
    const memo = deps.orgValues;
    const remembered = memo?.get<TOrgTerms>(orgId, ORG_TERMS);
    if (remembered) return remembered;
    const mark = memo?.mark();
    const terms = await readOncePerTx(tx, `orgTerms:${orgId}`, () => orgTermsOf(tx, orgId));
    if (memo && mark !== undefined) afterCommit(() => memo.remember(orgId, ORG_TERMS, terms, mark));
    return terms;
  }

  /** Writes the note for each recipient (once per user) in `tx`. */
  async function toUsers(tx: TDbOrTx, afterCommit: TAfterCommit, recipients: TRecipient[], note: TNote) {
    const unique = recipients.filter((r, n) => recipients.findIndex((s) => s.userId === r.userId) === n);
    if (unique.length === 0) return;
    const userIds = unique.map((r) => r.userId);
    const readers = await readOncePerTx(tx, `readers:${userIds.join(',')}`, () =>
      tx
        .select({
          id: users.id,
          email: users.email,
          preferences: users.notificationPreferences,
          locale: users.userLocale,
        })
        .from(users)
        .where(inArray(users.id, userIds)),
    );
    const repo = createNotificationsRepository(tx);
    // A note of an organisation reads in its own words (issue 33).
    const terms = note.orgId ? await termsOf(tx, afterCommit, note.orgId) : undefined;
    // One translator per language among the readers, not one per reader.
    const translators = new Map<string, TTranslator>();
    const translatorOf = (locale: string) => {
      const known = translators.get(locale);
      if (known) return known;
      const made = translatorFor(deps.languagePacks, locale, terms);
      translators.set(locale, made);
      return made;
    };
    const link = note.link ?? deps.config.appUrl.replace(/\/+$/, '');
    for (const recipient of unique) {
      const reader = readers.find((u) => u.id === recipient.userId);
      if (!reader) continue;
      const channels = channelsOf(reader.preferences, note.kind);
      const tr = translatorOf(reader.locale ?? 'en');
      const title = noticeText(tr, note.title);
      const message = noticeText(tr, note.message);
      if (channels.inApp) {
        const row = await repo.insert(
          {
            recipientUserId: recipient.userId,
            recipientPersonId: recipient.personId ?? null,
            orgId: note.orgId,
            kind: note.kind,
            title,
            message,
            approvalUrl: note.approvalUrl ?? null,
            denyUrl: note.denyUrl ?? null,
            subjectKey: note.subjectKey ?? null,
          },
          tx,
        );
        afterCommit({
          event: NOTIFICATION_EVENTS.added,
          payload: { userId: recipient.userId, personId: recipient.personId ?? null, notificationId: row.id },
        });
      }
      if (channels.email)
        await deps.mailer.send(notificationMail(reader.email, { title, message, link }, tr), { tx });
    }
  }

  /** The note (or one built per person) for people of an organisation who have joined (with a user). */
  async function toPeople(
    tx: TDbOrTx,
    afterCommit: TAfterCommit,
    orgId: string,
    personIds: readonly string[],
    note: TNote,
  ) {
    if (personIds.length === 0) return;
    const joined = await readOncePerTx(tx, `joined:${orgId}:${personIds.join(',')}`, () =>
      tx
        .select({ id: people.id, userId: people.userId })
        .from(people)
        .where(
          and(
            eq(people.orgId, orgId),
            inArray(people.id, [...personIds]),
            eq(people.hasAccepted, true),
            isNotNull(people.userId),
          ),
        ),
    );
    await toUsers(
      tx,
      afterCommit,
      joined.map((p) => ({ userId: p.userId as string, personId: p.id })),
      note,
    );
  }

  /** Marks every copy of one question answered (its Approve / Deny are gone) and says so live. */
  async function answered(tx: TDbOrTx, afterCommit: TAfterCommit, subjectKey: string) {
    const marked = await createNotificationsRepository(tx).markSubjectActioned(subjectKey, tx);
    for (const row of marked) {
      afterCommit({
        event: NOTIFICATION_EVENTS.actioned,
        payload: { userId: row.userId, personId: row.personId, notificationId: row.id },
      });
    }
  }

  return { toUsers, toPeople, answered };
}

export type TNotifier = ReturnType<typeof createNotifier>;
