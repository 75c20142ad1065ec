import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';

/** What the hook needs of a @mantine/form form (useZodForm). */
type TMergeableForm<TValues> = {
  isDirty: (path?: string) => boolean;
  getValues: () => TValues;
  setValues: (values: TValues) => void;
  setInitialValues: (values: TValues) => void;
};

type TOptions<TItem extends { version: number }, TValues extends Record<string, unknown>> = {
  /** The item as the popup loaded it. */
  item: TItem;
  /** Fetches the item again (the popup's query refetch). */
  refetch: () => Promise<{ data?: TItem }>;
  form: TMergeableForm<TValues>;
  /** The form values of an item: what the popup starts from. */
  valuesOf: (item: TItem) => TValues;
};

/**
 * The version an edit popup sends, and whether the last save met a newer one (409). A 409 keeps
 * the form as typed; `reload` fetches the item again, adopts its version, and takes the other
 * person's values into every field the user has not changed, so the next save lays only what
 * was typed over their change (002 §4 Concurrency) instead of undoing it.
 */
export function useItemVersion<TItem extends { version: number }, TValues extends Record<string, unknown>>(
  options: TOptions<TItem, TValues>,
) {
  const { item, refetch, form, valuesOf } = options;
  const [version, setVersion] = useState(item.version);
  const [isStale, setStale] = useState(false);
  return {
    version,
    isStale,
    /** True (and marks the popup stale) when the error is a 409. */
    takeConflict: (error: unknown) => {
      const isConflict = isApiError(error) && error.status === 409;
      if (isConflict) setStale(true);
      return isConflict;
    },
    reload: async () => {
      const fresh = (await refetch()).data;
      if (!fresh) return;
      const theirs = valuesOf(fresh);
      const typed = form.getValues();
      const merged = { ...theirs };
      for (const key of Object.keys(theirs) as (keyof TValues & string)[]) {
        if (form.isDirty(key)) merged[key] = typed[key];
      }
      form.setInitialValues(theirs);
      form.setValues(merged);
      setVersion(fresh.version);
      setStale(false);
    },
  };
}
