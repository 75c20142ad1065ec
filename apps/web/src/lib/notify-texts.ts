import type { TTextKey } from './i18n/i18n.ts';
import { currentReader } from './i18n/texts.ts';

/** Toast durations (spec 000 §9, 002 §9). */
export const TOAST_MS = { success: 2000, status: 5000, error: 5000 } as const;

/** A notice: its title and its text. */
export type TNotice = { title: string; text: string };

/** The generic notices by HTTP status (spec 002 §8), shown for 5000 ms: `<base>.title`, `<base>.text`. */
const STATUS_NOTICE_KEYS = {
  400: 'shell.notice.badRequest',
  401: 'shell.notice.forbidden',
  404: 'shell.notice.notFound',
  422: 'shell.notice.invalid',
  other: 'shell.notice.failed',
  noResponse: 'shell.notice.unknown',
} as const;

type TNoticeBase = (typeof STATUS_NOTICE_KEYS)[keyof typeof STATUS_NOTICE_KEYS];

/** A notice in the language on screen (toasts are shown outside React: they read the reader then). */
function noticeOf(base: TNoticeBase): TNotice {
  const t = currentReader();
  return { title: t(`${base}.title` satisfies TTextKey), text: t(`${base}.text` satisfies TTextKey) };
}

/** The notice for a status: 403 reads like 401 (no permission), unknown statuses like 500. */
export function statusNotice(status: number | null | undefined): TNotice {
  if (status === null || status === undefined || Number.isNaN(status))
    return noticeOf(STATUS_NOTICE_KEYS.noResponse);
  if (status === 400) return noticeOf(STATUS_NOTICE_KEYS[400]);
  if (status === 401 || status === 403) return noticeOf(STATUS_NOTICE_KEYS[401]);
  if (status === 404) return noticeOf(STATUS_NOTICE_KEYS[404]);
  if (status === 422) return noticeOf(STATUS_NOTICE_KEYS[422]);
  return noticeOf(STATUS_NOTICE_KEYS.other);
}

/** The persistent notice when the API cannot be reached (spec 002 §8). */
export const networkNoticeText = () => currentReader()('shell.notice.network');

/** Title of error toasts that show a server message (spec 000 §8). */
export const errorTitle = () => currentReader()('shell.notice.error');

/** Title of every success toast (001 §8). */
export const successTitle = () => currentReader()('shell.notice.success');
