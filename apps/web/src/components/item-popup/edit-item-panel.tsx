import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError } from '../../lib/notify.ts';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';
import './texts.ts';

/** How long the "removed by another member" toast stays (000 §9: 3000 ms). */
const REMOVED_TOAST_MS = 3000;

type TProps<TItem, TKey extends QueryKey> = {
  /** The popup's heading, e.g. 'Edit Rock'. */
  title: string;
  query: UseQueryOptions<TItem, Error, TItem, TKey>;
  /** The toast when the item is deleted while open, e.g. ROCK_TEXTS.removedByOther. */
  removedText: string;
  onClose: () => void;
  /** The form, once the item is loaded; `reload` fetches it again (after a 409). */
  children: (item: TItem, reload: () => Promise<{ data?: TItem }>) => ReactNode;
};

/**
 * An edit popup's loader (000 §2.4): loads the item and shows its form. When the item is
 * deleted while open (a live `Deleted` refetches it and it answers 404) the popup closes with
 * the removed toast (3000 ms); other failures close it with the error toast.
 */
export function EditItemPanel<TItem, TKey extends QueryKey>(props: TProps<TItem, TKey>) {
  const { title, query: options, removedText, onClose, children } = props;
  const { t } = useTranslation();
  const query = useQuery(options);
  const isGone = isApiError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (!query.error) return;
    if (isGone) notifications.show({ color: 'red', message: removedText, autoClose: REMOVED_TOAST_MS });
    else if (!query.data) notifyError(query.error);
    if (isGone || !query.data) onClose();
  }, [query.error, query.data, isGone, onClose, removedText]);

  if (!query.data) {
    return (
      <PopupPanel title={title} onClose={onClose}>
        <Center h={200}>
          <Loader aria-label={t('itemPopup.loading')} />
        </Center>
      </PopupPanel>
    );
  }
  return children(query.data, () => query.refetch());
}
