import { AC_TEXTS, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useAcCollections, useCreateAcFolder, useCreateAcRevision } from '../api/ac-api.ts';

/** `/ac`: the chart folders, the company folder first, each with its charts; new folders and charts. */
export function AcHomePage() {
  const { data: session } = useSession();
  const canManage = Boolean(session?.person && session.person.role !== 'Observer');
  const collections = useAcCollections();
  const createFolder = useCreateAcFolder();
  const createChart = useCreateAcRevision();
  const navigate = useNavigate();
  const [isFolderOpen, setFolderOpen] = useState(false);
  const [chartIn, setChartIn] = useState<string | null>(null);
  const folders = [...(collections.data ?? [])].sort(
    (a, b) => Number(b.isCompanyFolder) - Number(a.isCompanyFolder),
  );

  return (
    <Stack gap="md">
      <PageTitle title="Accountability Chart">
        {canManage ? (
          <Button
            variant="light"
            leftSection={<IconFolderPlus size={18} aria-hidden />}
            onClick={() => setFolderOpen(true)}
          >
            Create folder
          </Button>
        ) : null}
      </PageTitle>
      {collections.isPending ? <Skeleton height={160} radius="md" aria-label="Loading charts" /> : null}
      {collections.isError ? (
        <Alert color="red" title="The charts could not be loaded">
          <Button size="xs" variant="light" onClick={() => void collections.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {folders.map((folder) => (
        <Paper key={folder.id} withBorder radius="md" p="md" component="section" aria-label={folder.title}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Title order={2} fz="h4">
                  {folder.title}
                </Title>
                {folder.isCompanyFolder ? <Badge variant="light">Company</Badge> : null}
              </Group>
              {canManage ? (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setChartIn(folder.id)}
                >
                  New chart
                </Button>
              ) : null}
            </Group>
            {folder.revisions.length === 0 ? (
              <Text size="sm" c="dimmed">
                No charts in this folder yet{canManage ? ': start one with New chart.' : '.'}
              </Text>
            ) : (
              folder.revisions.map((revision) => (
                <Group key={revision.id} gap="xs">
                  <Anchor component={Link} to={`/ac/collection/${folder.id}/revision/${revision.id}`}>
                    {revision.title}
                  </Anchor>
                  <Badge size="xs" variant="light" color={revision.isPublished ? 'green' : 'gray'}>
                    {revision.isPublished ? 'Published' : 'Draft'}
                  </Badge>
                </Group>
              ))
            )}
          </Stack>
        </Paper>
      ))}
      <PromptDialog
        title="Create folder"
        label="Folder name"
        confirmLabel="Create"
        maxLength={AC_TITLE_MAX_LENGTH}
        forbiddenValues={folders.map((folder) => folder.title)}
        forbiddenMessage={AC_TEXTS.folderExists}
        opened={isFolderOpen}
        onClose={() => setFolderOpen(false)}
        onConfirm={(title) => createFolder.mutateAsync(title)}
      />
      <PromptDialog
        title="New chart"
        label="Chart name"
        confirmLabel="Create"
        maxLength={AC_TITLE_MAX_LENGTH}
        forbiddenValues={folders.find((folder) => folder.id === chartIn)?.revisions.map((r) => r.title)}
        forbiddenMessage={AC_TEXTS.revisionExists}
        opened={chartIn !== null}
        onClose={() => setChartIn(null)}
        onConfirm={async (title) => {
          if (!chartIn) return;
          const revision = await createChart.mutateAsync({ collectionId: chartIn, title });
          await navigate(`/ac/collection/${chartIn}/revision/${revision.id}`);
        }}
      />
    </Stack>
  );
}
