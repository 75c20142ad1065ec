import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError, notifyErrorText } from '../../lib/notify.ts';
import './texts.ts';

/**
 * Runs a PDF download, busy meanwhile; on failure the server's own reason when it gives one
 * (a switched-off flag, a range too long) or the spec's "Problem downloading PDF" (002 §8).
 */
export function usePdfDownload() {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      const hasReason = isApiError(error) && error.messages.length > 0 && error.status < 500;
      if (hasReason) notifyError(error);
      else notifyErrorText(t('pdf.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, run };
}
