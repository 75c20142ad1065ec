import { truncateFolderTitle, VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useCreateFolder, useCreateRevision, useVtoCollections } from '../api/vto-api.ts';
import { FolderActions } from '../components/folder-actions.tsx';
import { RevisionList } from '../components/revision-list.tsx';
import { vtoDetailPath, vtoFolderPath } from '../vto-paths.ts';

/** `/vto` (VtoHome): the folders, the company folder first, each with its revisions. */
export function VtoHomePage() {
  const { data: session } = useSession();
  const canManage = Boolean(session?.person && session.person.role !== 'Observer');
  const collections = useVtoCollections();
  const createFolder = useCreateFolder();
  const navigate = useNavigate();
  const [isFolderOpen, setFolderOpen] = useState(false);
  const [newIn, setNewIn] = useState<string | null>(null);
  const createRevision = useCreateRevision(newIn ?? '');

  return (
    <Stack gap="md">
      <PageTitle title="V/TO">
        {canManage ? (
          <Button
            leftSection={<IconFolderPlus size={18} aria-hidden />}
            variant="light"
            onClick={() => setFolderOpen(true)}
          >
            Create folder
          </Button>
        ) : null}
      </PageTitle>
      {collections.isPending ? <Skeleton height={160} radius="md" aria-label="Loading V/TO folders" /> : null}
      {collections.isError ? (
        <Alert color="red" title="The V/TO folders could not be loaded">
          <Button size="xs" variant="light" onClick={() => void collections.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {(collections.data ?? []).map((folder) => (
        <Paper key={folder.id} withBorder radius="md" p="md" component="section" aria-label={folder.title}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Title order={2} fz="h4" title={folder.title}>
                  <Anchor component={Link} to={vtoFolderPath(folder.id)} inherit>
                    {truncateFolderTitle(folder.title)}
                  </Anchor>
                </Title>
                {folder.isCompanyFolder ? <Badge variant="light">Company</Badge> : null}
              </Group>
              {canManage ? (
                <Group gap={4}>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setNewIn(folder.id)}
                  >
                    New V/TO
                  </Button>
                  <FolderActions folder={folder} />
                </Group>
              ) : null}
            </Group>
            <RevisionList folder={folder} canManage={canManage} />
          </Stack>
        </Paper>
      ))}
      <PromptDialog
        title="Create folder"
        label="Folder name"
        confirmLabel="Create"
        maxLength={VTO_TITLE_MAX_LENGTH}
        forbiddenValues={(collections.data ?? []).map((folder) => folder.title)}
        forbiddenMessage={VTO_TEXTS.folderExists}
        opened={isFolderOpen}
        onClose={() => setFolderOpen(false)}
        onConfirm={(title) => createFolder.mutateAsync({ title })}
      />
      <PromptDialog
        title="New V/TO"
        label="V/TO name"
        confirmLabel="Create draft"
        maxLength={VTO_TITLE_MAX_LENGTH}
        forbiddenValues={(collections.data ?? [])
          .find((folder) => folder.id === newIn)
          ?.revisions.map((r) => r.title)}
        forbiddenMessage={VTO_TEXTS.revisionExists}
        opened={newIn !== null}
        onClose={() => setNewIn(null)}
        onConfirm={async (title) => {
          const answer = await createRevision.mutateAsync({ title });
          if (newIn) await navigate(vtoDetailPath(newIn, answer.revision.id));
        }}
      />
    </Stack>
  );
}
