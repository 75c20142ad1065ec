import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import type { TDocumentFolder, TDocumentWebKind } from './document-kind.ts';
import './texts.ts';

/** New V/TO, New chart ...: a draft in the folder, named in the prompt (unique in the folder); opens it once made. */
export function NewRevisionPrompt({
  kind,
  folder,
  onClose,
}: {
  kind: TDocumentWebKind;
  folder: TDocumentFolder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actions = kind.useActions();
  const navigate = useNavigate();
  return (
    <PromptDialog
      title={t(kind.texts.newRevision)}
      label={t(kind.texts.revisionName)}
      confirmLabel={t('documents.createDraft')}
      maxLength={kind.maxLength}
      forbiddenValues={folder?.revisions.map((revision) => revision.title)}
      forbiddenMessage={t(kind.texts.revisionExists)}
      opened={folder !== null}
      onClose={onClose}
      onConfirm={async (title) => {
        if (!folder) return;
        const revision = await actions.createRevision(folder.id, title);
        await navigate(kind.revisionPath(folder.id, revision.id));
      }}
    />
  );
}
