import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSession } from '../../lib/session/session-query.ts';
import './texts.ts';

type TProps = {
  /** 'This {AC or VTO} has been removed by another user.' (002 §8). */
  message: string;
  /** Where "back" goes (the folder, or the home when the folder is unknown). */
  backPath: string;
  backLabel: string;
  /** The document's own copy dialog, open while `opened`; it closes itself with `onClose`. */
  copyDialog: (state: { opened: boolean; onClose: () => void }) => ReactNode;
};

/**
 * A V/TO or chart removed by another user (002 §4, §8): everyone may go back to the folder;
 * non-observers are offered a copy of their own ("Keep a copy"). Observers cannot copy it.
 */
export function RemovedRevisionAlert({ message, backPath, backLabel, copyDialog }: TProps) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const [isCopyOpen, setCopyOpen] = useState(false);
  const canCopy = session?.person != null && session.person.role !== 'Observer';
  return (
    <Alert color="orange" title={message}>
      <Group gap="md">
        <Anchor component={Link} to={backPath}>
          {backLabel}
        </Anchor>
        {canCopy ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={() => setCopyOpen(true)}
          >
            {t('documents.removed.keepCopy')}
          </Button>
        ) : null}
      </Group>
      {canCopy ? copyDialog({ opened: isCopyOpen, onClose: () => setCopyOpen(false) }) : null}
    </Alert>
  );
}
