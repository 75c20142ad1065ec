import { CHART_PDF_MAX_PAGES } from '@cairn/domain/pdf/pdf.constants';
import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { usePdfDownload } from '../../../components/pdf/use-pdf-download.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../../../components/pdf/texts.ts';
import '../texts.ts';

const PAGE_COUNTS = Array.from({ length: CHART_PDF_MAX_PAGES }, (_, index) => index + 1);

/**
 * The chart's Download PDF (issue 31): the server draws it on US-letter landscape pages, as
 * many pages across as chosen (001 §9 print rules); the pages down follow from its shape.
 */
export function ChartPdfMenu({ collectionId, revisionId }: { collectionId: string; revisionId: string }) {
  const { t } = useTranslation();
  const { isBusy, run } = usePdfDownload();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          loading={isBusy}
          leftSection={<IconFileTypePdf size={14} aria-hidden />}
          rightSection={<IconChevronDown size={12} aria-hidden />}
        >
          {t('pdf.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('ac.pdf.pagesAcross')}</Menu.Label>
        {PAGE_COUNTS.map((pages) => (
          <Menu.Item
            key={pages}
            onClick={() =>
              run(() =>
                downloadFile(PDF_ENDPOINTS.chart, { params: { collectionId, revisionId }, query: { pages } }),
              )
            }
          >
            {t('ac.pdf.pagesWide', { count: pages })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
