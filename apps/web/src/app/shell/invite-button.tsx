import { can } from '@cairn/domain/permissions/can';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSession } from '../../lib/session/session-query.ts';

/** The Invite Users popup is fetched the first time someone opens it from here. */
const InviteUsersPanel = lazy(() =>
  import('../../features/people/index.ts').then((module) => ({ default: module.InviteUsersPanel })),
);

/**
 * The sub-header's Invite icon (000 §2.3): shown with update permission on licences, it opens the
 * Invite Users popup for the current organisation from any page.
 */
export function InviteButton() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (!session?.org || !can(session.person, 'license.update')) return null;
  return (
    <>
      <Tooltip label={t('shell.invite')}>
        <ActionIcon
          variant="light"
          size="md"
          aria-label={t('shell.invite')}
          onClick={() => {
            setWasOpened(true);
            setOpen(true);
          }}
        >
          <IconUserPlus size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wasOpened ? (
        <Suspense fallback={null}>
          <InviteUsersPanel orgName={session.org.name} opened={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
