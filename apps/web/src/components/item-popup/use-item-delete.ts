import { Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../lib/notify.ts';
import './texts.ts';

type TOptions = {
  /** The delete call. */
  remove: () => Promise<unknown>;
  /** The confirm's heading, e.g. 'Delete this to-do?'; the item's title is its text. */
  question: string;
  name: string;
  /** A choice under the title, e.g. whether a rock's delegated rocks go too (read it in `remove`). */
  details?: ReactNode;
  /** The toast after deleting. */
  deletedText: string;
  invalidates: QueryKey;
  onDeleted: () => void;
};

/**
 * Deleting an item from its popup: asks first (the title under the question, Delete in red),
 * then deletes, closes, shows the toast and refreshes the item's lists.
 */
export function useItemDelete(options: TOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: options.remove,
    onSuccess: async () => {
      notifySuccess(options.deletedText);
      options.onDeleted();
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
    },
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: options.question,
      children: options.details
        ? createElement(Stack, { gap: 'sm' }, options.name, options.details)
        : options.name,
      labels: { confirm: t('itemPopup.delete'), cancel: t('itemPopup.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });
  return { confirm, isPending: remove.isPending };
}
