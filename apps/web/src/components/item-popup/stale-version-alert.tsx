import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

/**
 * The notice of a stale edit (002 §4 Concurrency: a 409, the typed values stay) with the button
 * that reloads the item's version. `itemName` is the item in the person's language ('rock').
 */
export function StaleVersionAlert({ itemName, onReload }: { itemName: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert">
      {t('itemPopup.stale', { item: itemName })}{' '}
      <Button size="compact-sm" variant="light" onClick={onReload} ml="xs">
        {t('itemPopup.reload')}
      </Button>
    </Alert>
  );
}
