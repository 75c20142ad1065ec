import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { IssuesListCard } from './issues-list-card.tsx';
import { PlanCard } from './plan-card.tsx';
import { QuarterRocks } from './quarter-rocks.tsx';
import { QuarterlyResultsPanel } from './quarterly-results-panel.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

type TProps = { revision: TVtoRevision; save: TSave; personId: string };

/** The Traction page of the printed V/TO: 1-Year Plan, Rocks, Issues List side by side. */
export function TractionPage({ revision, save, personId }: TProps) {
  const { t } = useTranslation();
  const canEdit = revision.permissions.canEdit;
  const [isRecording, setRecording] = useState(false);
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
        <Stack gap="md">
          <IssuesListCard
            issues={revision.longTermIssues ?? []}
            canEdit={canEdit}
            save={save}
            personId={personId}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
