import { VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { IssuesListCard } from './issues-list-card.tsx';
import { PlanCard } from './plan-card.tsx';
import { QuarterRocks } from './quarter-rocks.tsx';
import { QuarterlyResultsPanel } from './quarterly-results-panel.tsx';
import type { TSave } from './vto-save.ts';

type TProps = { revision: TVtoRevision; save: TSave; personId: string };

/** The Traction page of the printed V/TO: 1-Year Plan, Rocks, Issues List side by side. */
export function TractionPage({ revision, save, personId }: TProps) {
  const canEdit = revision.permissions.canEdit;
  const [isRecording, setRecording] = useState(false);
  if (!revision.oneYearPlan || !revision.quarterlyPlan) {
    return (
      <Alert color="gray">The Traction page of this V/TO is shared with the leadership team only.</Alert>
    );
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
            Record quarterly results
          </Button>
        </Group>
      ) : null}
      {isRecording ? (
        <QuarterlyResultsPanel revision={revision} save={save} onClose={() => setRecording(false)} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" className="vto-page">
        <PlanCard
          title="1-Year Plan"
          endpoint={S.oneYearPlan}
          plan={revision.oneYearPlan}
          pick={(r) => r.oneYearPlan}
          canEdit={canEdit}
          save={save}
        />
        <PlanCard
          title="Rocks"
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
