import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { scorecardExportUrl } from '../api/export-scorecard.ts';
import { useScorecardsOfMeetings } from '../api/get-scorecards-of-meetings.ts';
import { scorecardPathOf } from '../utils/scorecard-paths.ts';
import { AddMeasurablePanel } from './add-measurable-panel.tsx';
import { ScorecardGrid, type TRowAction } from './scorecard-grid.tsx';
import { ScorecardImportPanel } from './scorecard-import-panel.tsx';
import { ScorecardToolbar } from './scorecard-toolbar.tsx';
import { PHONE_SECTION_PERIODS, useGridWindow } from './use-grid-window.ts';
import '../texts.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

type TProps = {
  tractionId: string;
  /** False for observers and archived meetings. */
  canEdit: boolean;
  /** The meeting page's section links to the full page; the full page shows its own heading. */
  variant: 'section' | 'page';
  rowActions?: readonly TRowAction[];
  /** Inside a frame that already names it (the live meeting's Scorecard section): no heading of its own. */
  isTitled?: boolean;
  /** How many periods the grid shows (the full page's `?periods=`); 13 by default, 5 in a section on a phone. */
  periods?: number;
};

/**
 * A meeting's scorecard with its tools: the window (earlier, latest, later), the view
 * preferences, CSV import and export, Add Measurable, and the grid.
 */
export function ScorecardPanel({
  tractionId,
  canEdit,
  variant,
  rowActions,
  periods,
  isTitled = true,
}: TProps) {
  const { t } = useTranslation();
  const scorecards = useScorecardsOfMeetings();
  const scorecard = scorecards.byMeeting.get(tractionId);
  // Read before the first render, so a phone never fetches and draws the 13 weeks first.
  const isPhone = useIsPhone();
  const nav = useGridWindow(
    periods ?? (variant === 'section' && isPhone ? PHONE_SECTION_PERIODS : undefined),
  );
  const canPrint = useFeatureFlag('MeetingPdfs');
  const [isAdding, setAdding] = useState(false);
  const [isImporting, setImporting] = useState(false);
  // The empty grid's own Add Measurable (the toolbar has another).
  const addButton = canEdit ? (
    <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('scorecard.panel.addMeasurable')}
    </Button>
  ) : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('scorecard.section')}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          {isTitled ? (
            <Title order={2} fz="h4">
              {t('scorecard.section')}
            </Title>
          ) : (
            <span />
          )}
          <ScorecardToolbar
            nav={nav}
            exportUrl={
              scorecard ? scorecardExportUrl(scorecard.id, nav.window.end, nav.window.periods) : null
            }
            pdfScorecardId={scorecard && canPrint ? scorecard.id : null}
            onImport={canEdit && scorecard ? () => setImporting(true) : null}
            fullPagePath={variant === 'section' ? scorecardPathOf(tractionId) : null}
            onAdd={canEdit ? () => setAdding(true) : null}
          />
        </Group>
        {canEdit ? null : (
          <Text size="xs" c="dimmed">
            {t('scorecard.panel.readOnlyHint')}
          </Text>
        )}
        {scorecard ? (
          <ScorecardGrid
            scorecardId={scorecard.id}
            window={nav.window}
            today={nav.today}
            canEdit={canEdit}
            rowActions={rowActions}
            emptyAction={addButton}
          />
        ) : scorecards.isPending ? (
          <Text size="sm" c="dimmed">
            {t('scorecard.grid.loading')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('scorecard.grid.loadFailed')}
          </Text>
        )}
      </Stack>
      {isAdding ? <AddMeasurablePanel tractionId={tractionId} onClose={() => setAdding(false)} /> : null}
      {scorecard ? (
        <ScorecardImportPanel
          scorecardId={scorecard.id}
          isOpen={isImporting}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </Paper>
  );
}
