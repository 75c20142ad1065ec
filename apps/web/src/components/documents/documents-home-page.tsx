import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PageTitle } from '../page-title.tsx';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import type { TDocumentFolder, TDocumentWebKind } from './document-kind.ts';
import { DocumentFolderMenu, FolderRevisions, useCanManageDocuments } from './folder-revisions.tsx';
import { NewRevisionPrompt } from './new-revision-prompt.tsx';
import './texts.ts';

/**
 * A document's home (`/vto`, `/ac`): its folders, the company folder first, each with its
 * revisions; non-observers make folders (whose page then opens) and drafts and change them from
 * the menus (001 §2-§5, §9).
 */
export function DocumentsHomePage({ kind }: { kind: TDocumentWebKind }) {
  const { t } = useTranslation();
  const canManage = useCanManageDocuments();
  const collections = kind.useFolders();
  const actions = kind.useActions();
  const navigate = useNavigate();
  const [isFolderOpen, setFolderOpen] = useState(false);
  const [newIn, setNewIn] = useState<TDocumentFolder | null>(null);
  const label = kind.folderLabel ?? ((title: string) => title);
  // Stable: the company folder first, the rest in the server's order.
  const folders = [...(collections.data ?? [])].sort(
    (a, b) => Number(b.isCompanyFolder) - Number(a.isCompanyFolder),
  );

  return (
    <Stack gap="md">
      <PageTitle title={t(kind.texts.title)}>
        {canManage ? (
          <Button
            leftSection={<IconFolderPlus size={18} aria-hidden />}
            variant="light"
            onClick={() => setFolderOpen(true)}
          >
            {t('documents.createFolder')}
          </Button>
        ) : null}
      </PageTitle>
      {collections.isPending ? (
        <Skeleton height={160} radius="md" aria-label={t(kind.texts.foldersLoading)} />
      ) : null}
      {collections.isError ? (
        <Alert color="red" title={t(kind.texts.foldersFailed)}>
          <Button size="xs" variant="light" onClick={() => void collections.refetch()}>
            {t('documents.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {folders.map((folder) => (
        <Paper key={folder.id} withBorder radius="md" p="md" component="section" aria-label={folder.title}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Title order={2} fz="h4" title={folder.title}>
                  <Anchor component={Link} to={kind.folderPath(folder.id)} inherit>
                    {label(folder.title)}
                  </Anchor>
                </Title>
                {folder.isCompanyFolder ? <Badge variant="light">{t('documents.company')}</Badge> : null}
              </Group>
              {canManage ? (
                <Group gap={4}>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setNewIn(folder)}
                  >
                    {t(kind.texts.newRevision)}
                  </Button>
                  <DocumentFolderMenu kind={kind} folder={folder} />
                </Group>
              ) : null}
            </Group>
            <FolderRevisions kind={kind} folder={folder} canManage={canManage} />
          </Stack>
        </Paper>
      ))}
      <PromptDialog
        title={t('documents.createFolder')}
        label={t('documents.folderName')}
        confirmLabel={t('documents.create')}
        maxLength={kind.maxLength}
        forbiddenValues={folders.map((folder) => folder.title)}
        forbiddenMessage={t('documents.folderExists')}
        opened={isFolderOpen}
        onClose={() => setFolderOpen(false)}
        onConfirm={async (title) => {
          // 001 §2: the new folder's page opens (VtoFolder / AcFolder with its collectionId).
          const id = await actions.createFolder(title);
          void navigate(kind.folderPath(id));
        }}
      />
      <NewRevisionPrompt kind={kind} folder={newIn} onClose={() => setNewIn(null)} />
    </Stack>
  );
}
