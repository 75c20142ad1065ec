import { PDF_TEXTS } from '@cairn/domain/pdf/pdf.constants';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifyErrorText } from '../../lib/notify.ts';

/**
 * Runs a PDF download, busy meanwhile; on failure the server's own reason when it gives one
 * (a switched-off flag, a range too long) or the spec's "Problem downloading PDF" (002 §8).
 */
export function usePdfDownload() {
  const [isBusy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      const hasReason = isApiError(error) && error.messages.length > 0 && error.status < 500;
      if (hasReason) notifyError(error);
      else notifyErrorText(PDF_TEXTS.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, run };
}
