import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { DownloadPdfButton } from '../../../components/pdf/download-pdf-button.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';

/** The V/TO's Download PDF (issue 31): its two pages drawn by the server, while VisionPdf is on. */
export function VtoPdfButton({ collectionId, revisionId }: { collectionId: string; revisionId: string }) {
  const isOn = useFeatureFlag('VisionPdf');
  if (!isOn) return null;
  return (
    <DownloadPdfButton
      size="sm"
      variant="subtle"
      onDownload={() => downloadFile(PDF_ENDPOINTS.vto, { params: { collectionId, revisionId } })}
    />
  );
}
