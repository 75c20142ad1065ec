import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The messages of a zod check per field, under `prefix.` when given (`address.postalCode` -> `postalCode`). */
export function zodFieldErrors(error: z.ZodError | undefined, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.join('.');
    if (prefix && !path.startsWith(`${prefix}.`)) continue;
    const field = prefix ? path.slice(prefix.length + 1) : path;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed call's messages per field, under `prefix.` when given. */
export function apiFieldErrors(error: unknown, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isApiError(error)) return errors;
  for (const message of error.messages) {
    if (!message.field) continue;
    if (prefix && !message.field.startsWith(`${prefix}.`)) continue;
    errors[prefix ? message.field.slice(prefix.length + 1) : message.field] ??= message.text;
  }
  return errors;
}

/** 001 §8: the failure's own message (the server's words), else "An unknown error occurred." */
export function failureText(error: unknown, t: TFunction): string {
  return (isApiError(error) && error.messages[0]?.text) || t('billing.card.unknownError');
}
