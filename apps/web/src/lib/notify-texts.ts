/** Toast durations (spec 000 §9, 002 §9). */
export const TOAST_MS = { success: 2000, status: 5000, error: 5000 } as const;

/** A notice: its title and its text. */
export type TNotice = { title: string; text: string };

/** The generic notices by HTTP status (spec 002 §8), shown for 5000 ms. */
export const STATUS_NOTICES = {
  400: {
    title: 'SOMETHING WENT WRONG',
    text: 'Please check the information you entered and confirm that all fields are filled in. If the problem continues, visit the Help Center, try again, or contact support.',
  },
  401: {
    title: 'ACCESS IS CURRENTLY RESTRICTED',
    text: 'You do not have permission to do this. Please contact your administrator.',
  },
  404: {
    title: "SORRY, WE COULDN'T LOCATE THE ITEM YOU'RE LOOKING FOR",
    text: 'The item does not exist or is no longer available. Please check your search criteria.',
  },
  422: {
    title: 'THERE WAS AN ISSUE SUBMITTING YOUR FORM',
    text: 'Please check the errors and the required fields. If the problem continues, contact support.',
  },
  other: {
    title: "WE'RE SORRY, BUT SOMETHING WENT WRONG",
    text: 'Please try again later or refresh the page.',
  },
  noResponse: { title: 'ERROR', text: 'An unknown error occurred' },
} as const satisfies Record<string, TNotice>;

/** The persistent notice when the API cannot be reached (spec 002 §8). */
export const NETWORK_NOTICE_TEXT = 'Please check your connection and refresh the page.';

/** Title of error toasts that show a server message (spec 000 §8). */
export const ERROR_TITLE = 'ERROR';

/** Title of every success toast (001 §8). */
export const SUCCESS_TITLE = 'SUCCESS';

/** Picks the notice for a status: 403 reads like 401 (no permission), unknown statuses like 500. */
export function noticeForStatus(status: number | null | undefined): TNotice {
  if (status === null || status === undefined || Number.isNaN(status)) return STATUS_NOTICES.noResponse;
  if (status === 400) return STATUS_NOTICES[400];
  if (status === 401 || status === 403) return STATUS_NOTICES[401];
  if (status === 404) return STATUS_NOTICES[404];
  if (status === 422) return STATUS_NOTICES[422];
  return STATUS_NOTICES.other;
}
