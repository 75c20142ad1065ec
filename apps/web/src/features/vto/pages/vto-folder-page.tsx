import { VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useCreateRevision, useVtoFolder } from '../api/vto-api.ts';
import { FolderActions } from '../components/folder-actions.tsx';
import { RevisionList } from '../components/revision-list.tsx';
import { VTO_HOME_PATH, vtoDetailPath } from '../vto-paths.ts';

/** `/vto/folder/{collectionId}` (VtoFolder): one folder's revisions. */
export function VtoFolderPage() {
  const { collectionId = '' } = useParams();
  const { data: session } = useSession();
  const canManage = Boolean(session?.person && session.person.role !== 'Observer');
  const folder = useVtoFolder(collectionId);
  const create = useCreateRevision(collectionId);
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);

  if (folder.isPending) return <Skeleton height={200} radius="md" aria-label="Loading the folder" />;
  if (folder.isError) {
    return (
      <Alert color="red" title="This folder could not be loaded">
        <Anchor component={Link} to={VTO_HOME_PATH}>
          Back to the V/TO folders
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={VTO_HOME_PATH} size="sm">
        ← V/TO folders
      </Anchor>
      <PageTitle title={folder.data.title}>
        <Group gap="xs">
          {folder.data.isCompanyFolder ? <Badge variant="light">Company</Badge> : null}
          {canManage ? (
            <>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen(true)}>
                New V/TO
              </Button>
              <FolderActions folder={folder.data} onDeleted={() => void navigate(VTO_HOME_PATH)} />
            </>
          ) : null}
        </Group>
      </PageTitle>
      <Paper withBorder radius="md" p="md">
        <RevisionList folder={folder.data} canManage={canManage} />
      </Paper>
      <PromptDialog
        title="New V/TO"
        label="V/TO name"
        confirmLabel="Create draft"
        maxLength={VTO_TITLE_MAX_LENGTH}
        forbiddenValues={folder.data.revisions.map((revision) => revision.title)}
        forbiddenMessage={VTO_TEXTS.revisionExists}
        opened={isOpen}
        onClose={() => setOpen(false)}
        onConfirm={async (title) => {
          const answer = await create.mutateAsync({ title });
          await navigate(vtoDetailPath(collectionId, answer.revision.id));
        }}
      />
    </Stack>
  );
}
