import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

/** How long a row ticked done stays in view, with Undo in its toast. */
const UNDO_MS = 5000;

type TItem = { id: string; title: string; version: number };

type TOptions<T extends TItem> = {
  /** The list's query keys (refreshed once the done row fades or the undo lands). */
  queryKey: QueryKey;
  /** Marks the item done or undone; answers the item as saved (its new version). */
  setDone: (item: T, isDone: boolean) => Promise<T>;
  /** The toast's text for an item ticked done, e.g. "Done: {title}". */
  doneText: (item: T) => string;
};

/**
 * Ticking an item done (a to-do completed, an issue solved) with a way back: the row stays in
 * view, done, while a toast offers Undo for 5 s; Undo sends the reverse call with the saved
 * version. The list is refreshed when the toast closes, so the row leaves only then. Unticking
 * goes through at once.
 */
export function useDoneWithUndo<T extends TItem>({ queryKey, setDone, doneText }: TOptions<T>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [lingering, setLingering] = useState<ReadonlyMap<string, T>>(new Map());
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
  const forget = useCallback((id: string) => {
    setLingering((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  const mutation = useMutation({
    mutationFn: ({ item, isDone }: { item: T; isDone: boolean }) => setDone(item, isDone),
    onSuccess: (saved, { isDone }) => {
      if (!isDone) {
        forget(saved.id);
        void refresh();
        return;
      }
      setLingering((current) => new Map(current).set(saved.id, saved));
      const toastId = `done-${saved.id}-${saved.version}`;
      notifications.show({
        id: toastId,
        color: 'teal',
        autoClose: UNDO_MS,
        onClose: () => {
          forget(saved.id);
          void refresh();
        },
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{doneText(saved)}</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => {
                notifications.hide(toastId);
                mutation.mutate({ item: saved, isDone: false });
              }}
            >
              {t('itemList.undo')}
            </Button>
          </Group>
        ),
      });
    },
    onError: () => void refresh(),
  });
  return {
    /** Tick (true) or untick (false) an item. */
    setDone: (item: T, isDone: boolean) => mutation.mutate({ item, isDone }),
    /** The item whose call is running, if any. */
    pendingId: mutation.isPending ? mutation.variables?.item.id : undefined,
    /**
     * The list's rows with the ones ticked done in the last 5 s kept in place, shown as saved
     * (done), even when a refresh has already taken them out.
     */
    withLingering: (items: readonly T[]): readonly T[] => {
      if (lingering.size === 0) return items;
      const shown = items.map((item) => lingering.get(item.id) ?? item);
      const missing = [...lingering.values()].filter((item) => !items.some((row) => row.id === item.id));
      return [...shown, ...missing];
    },
  };
}
