import { VTO_TRACTION_ENDPOINTS as T } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoLongTermIssue } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { AddRowInput } from '../../../components/add-row-input.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { SectionCard } from './section-card.tsx';
import type { TSave } from './vto-save.ts';
import '../texts.ts';

type TProps = { issues: TVtoLongTermIssue[]; canEdit: boolean; save: TSave; personId: string };

/** The long-term Issues List: issues parked on the V/TO until a meeting takes them up. */
export function IssuesListCard({ issues, canEdit, save, personId }: TProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('vto.section.issuesList')}>
      <Stack gap="xs">
        {issues.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('vto.issues.none')}
          </Text>
        ) : null}
        <Box component="ol" className="vto-list">
          {issues.map((issue) => (
            <li key={issue.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">{issue.title}</Text>
                {canEdit ? (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('vto.issues.remove', { title: issue.title })}
                    className="vto-no-print"
                    onClick={() =>
                      void save(T.removeLongTermIssue, () => issue.version, { entryId: issue.id })
                    }
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            </li>
          ))}
        </Box>
        {canEdit ? (
          <AddRowInput
            className="vto-no-print"
            label={t('vto.issues.new')}
            placeholder={t('vto.issues.placeholder')}
            buttonLabel={t('vto.issues.add')}
            maxLength={200}
            onAdd={(title) => save(T.addLongTermIssue, () => 0, { body: { title, ownerId: personId } })}
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
