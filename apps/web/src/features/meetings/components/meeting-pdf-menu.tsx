import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { usePdfDownload } from '../../../components/pdf/use-pdf-download.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../../../components/pdf/texts.ts';
import '../texts.ts';

/** The meeting documents a team hands out, in the order of the page, each named by its key. */
const DOCUMENTS = [
  { type: 'scorecard', label: 'meeting.pdf.scorecard' },
  { type: 'rocks', label: 'meeting.pdf.rocks' },
  { type: 'headlines', label: 'meeting.pdf.headlines' },
  { type: 'todos', label: 'meeting.pdf.todos' },
  { type: 'issues', label: 'meeting.pdf.issues' },
] as const satisfies readonly { type: string; label: TTextKey }[];

/**
 * Download PDF on a meeting's overview (issue 31): its open lists and scorecard as the page
 * shows them, each a `GET traction/{m}/{type}/pdf`. Shown while MeetingPdfs is on.
 */
export function MeetingPdfMenu({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const isOn = useFeatureFlag('MeetingPdfs');
  const { isBusy, run } = usePdfDownload();
  if (!isOn) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={isBusy}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('pdf.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {DOCUMENTS.map(({ type, label }) => (
          <Menu.Item
            key={type}
            onClick={() => run(() => downloadFile(PDF_ENDPOINTS.meeting, { params: { meetingId, type } }))}
          >
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
