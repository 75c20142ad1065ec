import { Button, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePdfDownload } from './use-pdf-download.ts';
import './texts.ts';

type TProps = {
  /** Fetches and saves the PDF (`downloadFile` of a PDF endpoint). */
  onDownload: () => Promise<void>;
  /** The button's words; "Download PDF" unless given. */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

/** A Download PDF action (issue 31): busy while the server draws the document, a clear toast when it cannot. */
export function DownloadPdfButton({ onDownload, label, size = 'xs', variant = 'default' }: TProps) {
  const { t } = useTranslation();
  const { isBusy, run } = usePdfDownload();
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={isBusy}
      onClick={() => run(onDownload)}
    >
      {label ?? t('pdf.download')}
    </Button>
  );
}
