import { useNavigate } from 'react-router';
import { PromptDialog } from '../prompt-dialog/prompt-dialog.tsx';
import { capitalise, type TDocumentFolder, type TDocumentWebKind } from './document-kind.ts';

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
  const actions = kind.useActions();
  const navigate = useNavigate();
  return (
    <PromptDialog
      title={`New ${kind.noun}`}
      label={`${capitalise(kind.noun)} name`}
      confirmLabel="Create draft"
      maxLength={kind.maxLength}
      forbiddenValues={folder?.revisions.map((revision) => revision.title)}
      forbiddenMessage={kind.texts.revisionExists}
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
