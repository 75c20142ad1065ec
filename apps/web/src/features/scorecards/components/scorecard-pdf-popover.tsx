import { addDays } from '@cairn/domain/items/calendar-date';
import type { TPdfOrientation } from '@cairn/domain/pdf/pdf.constants';
import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { ZScorecardPdfRequest } from '@cairn/domain/pdf/pdf.schemas';
import { Button, Popover, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadPdfButton } from '../../../components/pdf/download-pdf-button.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../../../components/pdf/texts.ts';
import '../texts.ts';

type TProps = {
  scorecardId: string;
  /** The grid's window: the range starts as it. */
  end: string;
  periods: number;
  /** False on a phone: the button goes without its icon (fewer elements). */
  withIcon?: boolean;
};

/**
 * The scorecard's Download PDF (issue 31): a range picker (the grid's window to start with) and
 * the page's way round, then `POST traction/scorecard/pdf/{s}`. A range the server would refuse
 * is named next to its field before anything is sent.
 */
export function ScorecardPdfPopover({ scorecardId, end, periods, withIcon = true }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [from, setFrom] = useState(addDays(end, -(periods * 7) + 1));
  const [to, setTo] = useState(end);
  const [orientation, setOrientation] = useState<TPdfOrientation>('landscape');
  const checked = ZScorecardPdfRequest.safeParse({ from, to, orientation });
  const errorOf = (field: string) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  return (
    <Popover opened={isOpen} onChange={setOpen} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={withIcon ? <IconFileTypePdf size={16} aria-hidden /> : undefined}
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
        >
          {t('pdf.download')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <TextInput
            type="date"
            label={t('scorecard.pdf.from')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            error={errorOf('from')}
            size="xs"
          />
          <TextInput
            type="date"
            label={t('scorecard.pdf.to')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={errorOf('to')}
            size="xs"
          />
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              {t('scorecard.pdf.orientation')}
            </Text>
            <SegmentedControl
              size="xs"
              value={orientation}
              onChange={(value) => setOrientation(value as TPdfOrientation)}
              data={[
                { value: 'landscape', label: t('scorecard.pdf.landscape') },
                { value: 'portrait', label: t('scorecard.pdf.portrait') },
              ]}
            />
          </Stack>
          <Text size="xs" c="dimmed">
            {t('scorecard.pdf.hint')}
          </Text>
          {checked.success ? (
            <DownloadPdfButton
              variant="filled"
              onDownload={async () => {
                await downloadFile(PDF_ENDPOINTS.scorecard, {
                  params: { scorecardId },
                  body: { from, to, orientation },
                });
                setOpen(false);
              }}
            />
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
