import type { TInvitation } from '@cairn/domain/people/invitations.schemas';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useSignOut } from '../../../lib/session/use-sign-out.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { AuthCard } from '../../account/index.ts';
import { useAnswerInvitation, useInvitation } from '../api/invitations.ts';
import { InvitationRegisterForm } from '../components/invitation-register-form.tsx';

const homeLink = (
  <Anchor component={Link} to="/" size="sm">
    Go to Cairn
  </Anchor>
);

/**
 * `/welcome/invitation/{invitationId}/{key}` (and its `process/` twin, 000 §2.1): who invites
 * the visitor to what. Signed out, a new address chooses a password here (names prefilled, no
 * emailed code: the link proves the address) and lands in the organisation; an address with an
 * account signs in and comes back here; signed in as that email they accept (and land in the organisation) or
 * decline; signed in as anyone else they are told to switch accounts. Expired, withdrawn,
 * tampered and used links each have their own text.
 */
export function InvitationPage() {
  const { invitationId = '', key = '' } = useParams();
  const invitation = useInvitation(invitationId, key);

  if (invitation.isPending) return <LoadingView label="Loading the invitation" isFullScreen />;
  if (invitation.isError) {
    const isGone = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <AuthCard
        title={isGone ? 'This invitation no longer works' : 'The invitation could not be loaded'}
        footer={homeLink}
      >
        <Stack gap="md">
          <Text>{isGone ? invitation.error.message : 'Check your connection and try again.'}</Text>
          {isGone ? null : (
            <Button onClick={() => invitation.refetch()} loading={invitation.isFetching}>
              Try again
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
  const location = useLocation();
  const { data: session, isPending: isSessionPending } = useSession();
  const answer = useAnswerInvitation(invitationId, invitationKey);
  const switchOrg = useSwitchOrg();
  const signOut = useSignOut();
  const here = encodeURIComponent(location.pathname);
  const intro = `${invitation.inviterName} invited you to join ${invitation.orgName} as ${ROLE_LABELS[invitation.role]}.`;

  if (invitation.status !== 'Pending') {
    const isAccepted = invitation.status === 'Accepted';
    return (
      <AuthCard
        title={isAccepted ? 'This invitation was accepted' : 'This invitation was declined'}
        footer={homeLink}
      >
        <Text>{isAccepted ? PEOPLE_TEXTS.invitationUsed : PEOPLE_TEXTS.declined}</Text>
      </AuthCard>
    );
  }

  const handle = async (verb: 'accept' | 'decline') => {
    try {
      const orgId = await answer.mutateAsync(verb);
      if (verb === 'accept' && orgId) {
        notifySuccess(PEOPLE_TEXTS.accepted(invitation.orgName));
        switchOrg.mutate(orgId);
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const isSignedInAsInvitee = session?.user.email.toLowerCase() === invitation.email;
  return (
    <AuthCard
      title={`Join ${invitation.orgName}`}
      subtitle={`Invitation for ${invitation.email}`}
      footer={homeLink}
    >
      <Stack gap="md">
        <Text>{intro}</Text>
        {isSessionPending ? <LoadingView label="Checking your sign-in" /> : null}
        {!isSessionPending && !session && invitation.hasAccount ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              You already have a Cairn account with this email. Sign in to accept.
            </Text>
            <Button component={Link} to={`/login?redirect=${here}`}>
              Sign in
            </Button>
          </Stack>
        ) : null}
        {!isSessionPending && !session && !invitation.hasAccount ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              New to Cairn? Choose a password to create your account and join. This link already confirms your
              email.
            </Text>
            <InvitationRegisterForm
              invitation={invitation}
              invitationId={invitationId}
              invitationKey={invitationKey}
              onJoined={(orgId) => {
                notifySuccess(PEOPLE_TEXTS.accepted(invitation.orgName));
                switchOrg.mutate(orgId);
              }}
            />
          </Stack>
        ) : null}
        {session && !isSignedInAsInvitee ? (
          <Alert color="yellow" variant="light" role="alert" title="Signed in as someone else">
            <Stack gap="sm">
              <Text size="sm">{PEOPLE_TEXTS.wrongAccount(invitation.email)}</Text>
              <Button size="xs" variant="white" onClick={() => signOut.mutate()} loading={signOut.isPending}>
                Sign out
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {session && isSignedInAsInvitee ? (
          <Group grow>
            <Button variant="default" onClick={() => handle('decline')} disabled={answer.isPending}>
              Decline
            </Button>
            <Button onClick={() => handle('accept')} loading={answer.isPending || switchOrg.isPending}>
              Accept
            </Button>
          </Group>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
