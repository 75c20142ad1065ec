import { AC_TEXTS, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TAcCollection } from '@cairn/domain/ac/ac.schemas';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { AC_HOME_PATH, acChartPath, acFolderPath } from '../ac-paths.ts';
import { useAcCollections, useAcFolder, useCreateAcFolder, useCreateAcRevision } from '../api/ac-api.ts';
import { AcFolderActions, ChartList } from '../components/chart-list.tsx';

/** Whether the signed-in person may make and change charts (never an Observer). */
function useCanManage() {
  const { data: session } = useSession();
  return Boolean(session?.person && session.person.role !== 'Observer');
}

/** New chart in a folder, named in the prompt (names unique in the folder); opens it once made. */
function NewChartPrompt({ folder, onClose }: { folder: TAcCollection | null; onClose: () => void }) {
  const createChart = useCreateAcRevision();
  const navigate = useNavigate();
  return (
    <PromptDialog
      title="New chart"
      label="Chart name"
      confirmLabel="Create"
      maxLength={AC_TITLE_MAX_LENGTH}
      forbiddenValues={folder?.revisions.map((r) => r.title)}
      forbiddenMessage={AC_TEXTS.revisionExists}
      opened={folder !== null}
      onClose={onClose}
      onConfirm={async (title) => {
        if (!folder) return;
        const revision = await createChart.mutateAsync({ collectionId: folder.id, title });
        await navigate(acChartPath(folder.id, revision.id));
      }}
    />
  );
}

/** A folder's heading: its name (a link to its page on the list), the company mark, New chart and its menu. */
function FolderHeading({
  folder,
  canManage,
  isOwnPage,
  onNewChart,
  onDeleted,
}: {
  folder: TAcCollection;
  canManage: boolean;
  isOwnPage: boolean;
  onNewChart: () => void;
  onDeleted?: () => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        {isOwnPage ? null : (
          <Title order={2} fz="h4">
            <Anchor component={Link} to={acFolderPath(folder.id)} inherit>
              {folder.title}
            </Anchor>
          </Title>
        )}
        {folder.isCompanyFolder ? <Badge variant="light">Company</Badge> : null}
      </Group>
      {canManage ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onNewChart}
          >
            New chart
          </Button>
          <AcFolderActions folder={folder} onDeleted={onDeleted} />
        </Group>
      ) : null}
    </Group>
  );
}

/** `/ac`: the chart folders, the company folder first, each with its charts; new folders and charts. */
export function AcHomePage() {
  const canManage = useCanManage();
  const collections = useAcCollections();
  const createFolder = useCreateAcFolder();
  const [isFolderOpen, setFolderOpen] = useState(false);
  const [chartIn, setChartIn] = useState<TAcCollection | null>(null);
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
            <FolderHeading
              folder={folder}
              canManage={canManage}
              isOwnPage={false}
              onNewChart={() => setChartIn(folder)}
            />
            <ChartList folder={folder} canManage={canManage} />
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
      <NewChartPrompt folder={chartIn} onClose={() => setChartIn(null)} />
    </Stack>
  );
}

/** `/ac/folder/{collectionId}`: one folder's charts, with New chart and the folder's menu. */
export function AcFolderPage() {
  const { collectionId = '' } = useParams();
  const canManage = useCanManage();
  const folder = useAcFolder(collectionId);
  const navigate = useNavigate();
  const [chartIn, setChartIn] = useState<TAcCollection | null>(null);

  if (folder.isPending) return <Skeleton height={200} radius="md" aria-label="Loading the folder" />;
  if (folder.isError) {
    return (
      <Alert color="red" title="This folder could not be loaded">
        <Anchor component={Link} to={AC_HOME_PATH}>
          Back to the chart folders
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={AC_HOME_PATH} size="sm">
        ← Chart folders
      </Anchor>
      <PageTitle title={folder.data.title} />
      <Paper withBorder radius="md" p="md" component="section" aria-label={folder.data.title}>
        <Stack gap="sm">
          <FolderHeading
            folder={folder.data}
            canManage={canManage}
            isOwnPage
            onNewChart={() => setChartIn(folder.data)}
            onDeleted={() => void navigate(AC_HOME_PATH)}
          />
          <ChartList folder={folder.data} canManage={canManage} />
        </Stack>
      </Paper>
      <NewChartPrompt folder={chartIn} onClose={() => setChartIn(null)} />
    </Stack>
  );
}
