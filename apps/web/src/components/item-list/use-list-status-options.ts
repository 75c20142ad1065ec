import { useMemo } from 'react';
import type { TTextKey } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** A list's status filters named in the person's language (the list config's labels are the English). */
export function useListStatusOptions<TStatus extends string>(
  options: readonly { value: TStatus }[],
  keys: Record<TStatus, TTextKey>,
) {
  const { t } = useTranslation();
  return useMemo(
    () => options.map((option) => ({ value: option.value, label: t(keys[option.value]) })),
    [t, options, keys],
  );
}
