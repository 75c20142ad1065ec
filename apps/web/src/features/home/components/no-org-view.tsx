import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { Button, Container } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';

/** Home for a user with no organisation (000 §2.2): the message and the create button. */
export function NoOrgView({ firstName }: { firstName: string }) {
  const openModal = useModalNavigate();
  useDocumentTitle('Welcome');
  return (
    <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
      <EmptyState
        headingOrder={2}
        icon={<IconBuildingCommunity size={30} />}
        title={firstName ? `Welcome to Cairn, ${firstName}` : 'Welcome to Cairn'}
        text={ACCOUNT_TEXTS.noOrganization}
        action={<Button onClick={() => openModal('/org/create')}>Create organization</Button>}
      />
    </Container>
  );
}
