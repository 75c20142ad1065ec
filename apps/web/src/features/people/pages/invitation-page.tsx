import { endSentence } from '@cairn/domain/common/sentence';
import type { TInvitation } from '@cairn/domain/people/invitations.schemas';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useSignOut } from '../../../lib/session/use-sign-out.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { AuthCard } from '../../account/index.ts';
import { useAnswerInvitation, useInvitation } from '../api/invitations.ts';
import { InvitationRegisterForm } from '../components/invitation-register-form.tsx';
import '../texts.ts';

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" size="sm">
      {t('people.join.home')}
    </Anchor>
  );
}

/**
 * `/welcome/invitation/{invitationId}/{key}` (and its `process/` twin, 000 §2.1): who invites
 * the visitor to what. Signed out, a new address chooses a password here (names prefilled, no
 * emailed code: the link proves the address) and lands in the organisation; an address with an
 * account signs in and comes back here; signed in as that email they accept (and land in the organisation) or
 * decline; signed in as anyone else they are told to switch accounts. Expired, withdrawn,
 * tampered and used links each have their own text.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '', key = '' } = useParams();
  const invitation = useInvitation(invitationId, key);

  if (invitation.isPending) return <LoadingView label={t('people.join.loading')} isFullScreen />;
  if (invitation.isError) {
    const isGone = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <AuthCard title={isGone ? t('people.join.gone') : t('people.join.loadFailed')} footer={<HomeLink />}>
        <Stack gap="md">
          <Text>{isGone ? invitation.error.message : t('people.join.checkConnection')}</Text>
          {isGone ? null : (
            <Button onClick={() => invitation.refetch()} loading={invitation.isFetching}>
              {t('people.join.tryAgain')}
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }
  return <InvitationCard invitation={invitation.data} invitationId={invitationId} invitationKey={key} />;
}

type TInvitationCardProps = { invitation: TInvitation; invitationId: string; invitationKey: string };

function InvitationCard({ invitation, invitationId, invitationKey }: TInvitationCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: session, isPending: isSessionPending } = useSession();
  const answer = useAnswerInvitation(invitationId, invitationKey);
  const switchOrg = useSwitchOrg();
  const signOut = useSignOut();
  const here = encodeURIComponent(location.pathname);
  const intro = t('people.join.intro', {
    inviter: invitation.inviterName,
    org: invitation.orgName,
    role: t(ROLE_NAME_KEYS[invitation.role]),
  });
  const joined = t('people.join.joined', { org: endSentence(invitation.orgName) });

  if (invitation.status !== 'Pending') {
    const isAccepted = invitation.status === 'Accepted';
    return (
      <AuthCard
        title={isAccepted ? t('people.join.acceptedTitle') : t('people.join.declinedTitle')}
        footer={<HomeLink />}
      >
        <Text>{isAccepted ? t('people.join.used') : t('people.join.declined')}</Text>
      </AuthCard>
    );
  }

  const handle = async (verb: 'accept' | 'decline') => {
    try {
      const orgId = await answer.mutateAsync(verb);
      if (verb === 'accept' && orgId) {
        notifySuccess(joined);
        switchOrg.mutate(orgId);
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const isSignedInAsInvitee = session?.user.email.toLowerCase() === invitation.email;
  return (
    <AuthCard
      title={t('people.join.title', { org: invitation.orgName })}
      subtitle={t('people.join.subtitle', { email: invitation.email })}
      footer={<HomeLink />}
    >
      <Stack gap="md">
        <Text>{intro}</Text>
        {isSessionPending ? <LoadingView label={t('people.join.checkingSignIn')} /> : null}
        {!isSessionPending && !session && invitation.hasAccount ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('people.join.hasAccount')}
            </Text>
            <Button component={Link} to={`/login?redirect=${here}`}>
              {t('people.join.signIn')}
            </Button>
          </Stack>
        ) : null}
        {!isSessionPending && !session && !invitation.hasAccount ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('people.join.newAccount')}
            </Text>
            <InvitationRegisterForm
              invitation={invitation}
              invitationId={invitationId}
              invitationKey={invitationKey}
              onJoined={(orgId) => {
                notifySuccess(joined);
                switchOrg.mutate(orgId);
              }}
            />
          </Stack>
        ) : null}
        {session && !isSignedInAsInvitee ? (
          <Alert color="yellow" variant="light" role="alert" title={t('people.join.otherAccountTitle')}>
            <Stack gap="sm">
              <Text size="sm">{t('people.join.otherAccount', { email: invitation.email })}</Text>
              <Button size="xs" variant="white" onClick={() => signOut.mutate()} loading={signOut.isPending}>
                {t('people.join.signOut')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {session && isSignedInAsInvitee ? (
          <Group grow>
            <Button variant="default" onClick={() => handle('decline')} disabled={answer.isPending}>
              {t('people.join.decline')}
            </Button>
            <Button onClick={() => handle('accept')} loading={answer.isPending || switchOrg.isPending}>
              {t('people.join.accept')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
