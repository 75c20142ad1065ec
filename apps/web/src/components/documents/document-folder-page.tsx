import { Alert, Anchor, Badge, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PageTitle } from '../page-title.tsx';
import type { TDocumentFolder, TDocumentWebKind } from './document-kind.ts';
import { DocumentFolderMenu, FolderRevisions, useCanManageDocuments } from './folder-revisions.tsx';
import { NewRevisionPrompt } from './new-revision-prompt.tsx';
import './texts.ts';

/** A folder's own page (`/vto/folder/{c}`, `/ac/folder/{c}`): its revisions, New and the folder's menu. */
export function DocumentFolderPage({ kind }: { kind: TDocumentWebKind }) {
  const { t } = useTranslation();
  const { collectionId = '' } = useParams();
  const canManage = useCanManageDocuments();
  const folder = kind.useFolder(collectionId);
  const navigate = useNavigate();
  const [newIn, setNewIn] = useState<TDocumentFolder | null>(null);

  if (folder.isPending)
    return <Skeleton height={200} radius="md" aria-label={t('documents.folderLoading')} />;
  if (folder.isError) {
    return (
      <Alert color="red" title={t('documents.folderFailed')}>
        <Anchor component={Link} to={kind.homePath}>
          {t(kind.texts.backToFolders)}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={kind.homePath} size="sm">
        ← {t(kind.texts.folders)}
      </Anchor>
      <PageTitle title={folder.data.title}>
        {folder.data.isCompanyFolder ? <Badge variant="light">{t('documents.company')}</Badge> : null}
        {canManage ? (
          <>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setNewIn(folder.data)}>
              {t(kind.texts.newRevision)}
            </Button>
            <DocumentFolderMenu
              kind={kind}
              folder={folder.data}
              onDeleted={() => void navigate(kind.homePath)}
            />
          </>
        ) : null}
      </PageTitle>
      <Paper withBorder radius="md" p="md" component="section" aria-label={folder.data.title}>
        <FolderRevisions kind={kind} folder={folder.data} canManage={canManage} />
      </Paper>
      <NewRevisionPrompt kind={kind} folder={newIn} onClose={() => setNewIn(null)} />
    </Stack>
  );
}
