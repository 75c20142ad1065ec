import { Alert, Button } from '@mantine/core';

/** What a 409 says in an edit popup (002 §4 Concurrency): the typed values stay. */
const STALE_TEXTS = {
  stale: (item: string) =>
    `Someone else changed this ${item} while you were editing. Reload it to save your changes on top of theirs.`,
  reload: 'Reload',
} as const;

/** The notice of a stale edit with the button that reloads the item's version. */
export function StaleVersionAlert({ itemName, onReload }: { itemName: string; onReload: () => void }) {
  return (
    <Alert color="yellow" role="alert">
      {STALE_TEXTS.stale(itemName)}{' '}
      <Button size="compact-sm" variant="light" onClick={onReload} ml="xs">
        {STALE_TEXTS.reload}
      </Button>
    </Alert>
  );
}
