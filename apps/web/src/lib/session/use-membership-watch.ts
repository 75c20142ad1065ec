import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_NAME_KEYS } from '../i18n/role-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { sessionQueryKey } from './session-query.ts';

/** Organisations the live hub said were deleted (so losing one reads "deleted", not "removed"). */
const deletedOrgIds = new Set<string>();
export const noteOrgDeleted = (orgId: string) => deletedOrgIds.add(orgId);

/** Set by a call that changes the caller's own role (ownership transfer): that change needs no notice. */
let isOwnRoleChangeExpected = false;
export const expectOwnRoleChange = (isExpected = true) => {
  isOwnRoleChangeExpected = isExpected;
};

type TSeen = { userId: string; orgId: string | null; orgName: string | null; role: string | null };

/**
 * Follows the signed-in person's membership as the session reloads after live person and
 * organisation events (002 §4): a changed role shows 'Your permission level has changed' and
 * goes home with the new permissions; losing the organisation (removed, or it was deleted)
 * says so and goes home in the organisation the session moved to, or none.
 */
export function useMembershipWatch(session: TSessionAnswer | null | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const seen = useRef<TSeen | null>(null);

  useEffect(() => {
    if (!session) return;
    const now: TSeen = {
      userId: session.user.id,
      orgId: session.orgId,
      orgName: session.org?.name ?? null,
      role: session.person?.role ?? null,
    };
    const before = seen.current;
    seen.current = now;
    if (!before || before.userId !== now.userId || !before.orgId) return;

    const stillMember = session.user.orgs.some((org) => org.id === before.orgId);
    if (!stillMember) {
      const name = before.orgName ?? '';
      notifications.show({
        color: 'orange',
        message: deletedOrgIds.has(before.orgId)
          ? t('shell.membership.orgDeleted', { name })
          : t('shell.membership.orgAccessLost', { name }),
        autoClose: false,
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      navigate('/');
      return;
    }
    if (before.orgId === now.orgId && before.role && now.role && before.role !== now.role) {
      if (isOwnRoleChangeExpected) {
        isOwnRoleChangeExpected = false;
        return;
      }
      notifications.show({
        color: 'blue',
        title: t('shell.membership.permissionChanged'),
        message: t('shell.membership.permissionNow', { role: t(ROLE_NAME_KEYS[now.role as TRole]) }),
        autoClose: 8000,
      });
      // Everything cached was read with the old role's rights.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      navigate('/');
    }
  }, [session, navigate, queryClient, t]);
}
