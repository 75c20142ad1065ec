import type { TEnvelope } from '@cairn/domain/errors';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { idsInAnswer, markOwn } from '../../lib/live/recently-added.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { reportFormError } from '../form/report-form-error.ts';
import { useSubmitGuard } from '../form/use-submit-guard.ts';

type TForm = Parameters<typeof reportFormError>[0];

type TOptions<TBody, TAnswer extends TEnvelope> = {
  /** The call: create, update, or update then reassign. */
  save: (body: TBody) => Promise<TAnswer>;
  form: TForm;
  /** The cached lists to refresh afterwards (the item type's `all` key). */
  invalidates: QueryKey;
  /** The toast when the server names none (000 §8: 'Created: {title}', 'Updated: {title}'). */
  fallbackText: (answer: TAnswer, body: TBody) => string;
  /** After the toast and the refresh: usually closes the popup. */
  onSaved: (answer: TAnswer, body: TBody) => void;
  /** Takes an error first (e.g. a 409 for the stale-version notice); true when it was handled. */
  takeError?: (error: unknown) => boolean;
};

/**
 * The save of an item popup: the server's success message (or the fallback) as the toast, the
 * item's lists refreshed, then `onSaved`; a failure puts field messages next to their fields
 * and keeps every typed value (nothing is lost on a failed save). `mutate` goes through the
 * submit guard: a second click while it runs, or after it saved, sends nothing; `isPending` stays
 * true until the popup closes (or `release` after a save that keeps it open).
 */
export function useItemSave<TBody, TAnswer extends TEnvelope>(options: TOptions<TBody, TAnswer>) {
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const mutation = useMutation({
    mutationFn: options.save,
    meta: { handlesErrors: true },
    onSuccess: async (answer, body) => {
      markOwn(idsInAnswer(answer));
      notifySuccess(
        answer.messages.find((m) => m.type === 'success')?.text ?? options.fallbackText(answer, body),
      );
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
      options.onSaved(answer, body);
    },
    onError: (error) => {
      if (!options.takeError?.(error)) reportFormError(options.form, error);
    },
  });
  return {
    ...mutation,
    isPending: guard.isBusy || mutation.isPending,
    mutate: (body: TBody) => void guard.run(() => mutation.mutateAsync(body)),
    release: guard.release,
  };
}
