import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionPlaceholder, useRevealedCount } from '../../../components/later-sections.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { IssuesListCard } from './issues-list-card.tsx';
import { PlanCard } from './plan-card.tsx';
import { QuarterRocks } from './quarter-rocks.tsx';
import { QuarterlyResultsPanel } from './quarterly-results-panel.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

type TProps = {
  revision: TVtoRevision;
  save: TSave;
  personId: string;
  /** Every section in the first render (the printout, printed on the next frame). */
  isWhole?: boolean;
};

/** About a section's height on a phone, held until it is drawn. */
const PLACEHOLDER_HEIGHT = '20rem';

/**
 * The Traction page of the printed V/TO: 1-Year Plan, Rocks, Issues List side by side. On a
 * phone, where they stack, the Rocks and the Issues List are drawn right after the plan.
 */
export function TractionPage({ revision, save, personId, isWhole = false }: TProps) {
  const { t } = useTranslation();
  const canEdit = revision.permissions.canEdit;
  const [isRecording, setRecording] = useState(false);
  const isPhone = useIsPhone();
  const revealed = useRevealedCount(3, isPhone && !isWhole ? 1 : 3);
  if (!revision.oneYearPlan || !revision.quarterlyPlan) {
    return <Alert color="gray">{t('vto.traction.ltOnly')}</Alert>;
  }
  return (
    <Stack gap="sm">
      {canEdit ? (
        <Group justify="flex-end" className="vto-no-print">
          <Button
            variant="light"
            leftSection={<IconChecklist size={16} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            {t('vto.results.title')}
          </Button>
        </Group>
      ) : null}
      {isRecording ? (
        <QuarterlyResultsPanel revision={revision} save={save} onClose={() => setRecording(false)} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" className="vto-page">
        <PlanCard
          title={t('vto.section.oneYearPlan')}
          endpoint={S.oneYearPlan}
          plan={revision.oneYearPlan}
          pick={(r) => r.oneYearPlan}
          canEdit={canEdit}
          save={save}
        />
        {revealed > 1 ? (
          <PlanCard
            title={t('vto.section.rocks')}
            endpoint={S.quarterlyPlan}
            plan={revision.quarterlyPlan}
            pick={(r) => r.quarterlyPlan}
            canEdit={canEdit}
            save={save}
          >
            <QuarterRocks plan={revision.quarterlyPlan} canEdit={canEdit} save={save} personId={personId} />
          </PlanCard>
        ) : (
          <SectionPlaceholder height={PLACEHOLDER_HEIGHT} />
        )}
        <Stack gap="md">
          {revealed > 2 ? (
            <IssuesListCard
              issues={revision.longTermIssues ?? []}
              canEdit={canEdit}
              save={save}
              personId={personId}
            />
          ) : (
            <SectionPlaceholder height={PLACEHOLDER_HEIGHT} />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
