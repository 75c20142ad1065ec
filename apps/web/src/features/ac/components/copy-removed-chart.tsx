import { AC_ENDPOINTS as E } from '@cairn/domain/ac/ac.endpoints';
import { useNavigate } from 'react-router';
import { PromptDialog } from '../../../components/prompt-dialog/prompt-dialog.tsx';
import { call } from '../../../lib/call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { acChartPath } from '../ac-paths.ts';
import '../texts.ts';

type TProps = { collectionId: string; revisionId: string; opened: boolean; onClose: () => void };

/**
 * "Keep a copy" of a chart someone else removed (002 §4): a new draft of the caller's in the
 * same folder, every seat kept, named here (the removed chart's own name can no longer be read).
 */
export function CopyRemovedChart({ collectionId, revisionId, opened, onClose }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PromptDialog
      title={t('documents.removed.copyTitle')}
      label={t('documents.removed.copyName')}
      confirmLabel={t('documents.removed.copy')}
      opened={opened}
      onClose={onClose}
      onConfirm={async (title) => {
        const { revision } = await call(E.copy, { params: { collectionId, revisionId }, body: { title } });
        onClose();
        void navigate(acChartPath(revision.collectionId, revision.id));
      }}
    />
  );
}
