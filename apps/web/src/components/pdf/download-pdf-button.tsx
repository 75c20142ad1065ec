import { PDF_TEXTS } from '@cairn/domain/pdf/pdf.constants';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { usePdfDownload } from './use-pdf-download.ts';

type TProps = {
  /** Fetches and saves the PDF (`downloadFile` of a PDF endpoint). */
  onDownload: () => Promise<void>;
  /** The button's words; "Download PDF" unless given. */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

/** A Download PDF action (issue 31): busy while the server draws the document, a clear toast when it cannot. */
export function DownloadPdfButton({
  onDownload,
  label = PDF_TEXTS.download,
  size = 'xs',
  variant = 'default',
}: TProps) {
  const { isBusy, run } = usePdfDownload();
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={isBusy}
      onClick={() => run(onDownload)}
    >
      {label}
    </Button>
  );
}
