import { Alert, Stack, Tabs } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { AccessTokensSection } from './access-tokens-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { LoginTab } from './login-tab.tsx';
import { PreferencesTab } from './preferences-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import '../texts.ts';

const TABS = ['profile', 'login', 'security', 'preferences', 'tokens'] as const;
type TTab = (typeof TABS)[number];

/**
 * Manage account (`/user/detail/{id}/{tab?}`): the profile tab (names), the login tab (email,
 * change password, sign out of other sessions), the security tab (two-factor sign-in, the
 * sessions list), the access tokens tab (personal access tokens, loaded when opened) and, with the flag "user preferences", the
 * preferences tab (theme, the page after sign-in). The tab is part of the address; closing with
 * unsaved changes asks first.
 */
export function ManageProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { id, tab } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: session, isPending } = useSession();
  const [dirtyTabs, setDirtyTabs] = useState({ profile: false, login: false });
  const hasPreferences = useFeatureFlag('UserPreferences');
  const found = TABS.find((name) => name === tab);
  const activeTab: TTab = found ?? 'profile';

  const handleProfileDirty = useCallback(
    (isDirty: boolean) => setDirtyTabs((d) => ({ ...d, profile: isDirty })),
    [],
  );
  const handleLoginDirty = useCallback(
    (isDirty: boolean) => setDirtyTabs((d) => ({ ...d, login: isDirty })),
    [],
  );

  const handleTabChange = (value: string | null) => {
    if (!value || value === activeTab) return;
    // Keeps the page underneath (the modal route's background location) while switching tabs.
    navigate(`/user/detail/${id}/${value}`, { replace: true, state: location.state });
  };

  const user = session?.user;
  const isOwnAccount = Boolean(user && user.id === id);

  return (
    <PopupPanel
      title={t('account.manage.title')}
      onClose={onClose}
      isDirty={dirtyTabs.profile || dirtyTabs.login}
      size="lg"
    >
      {isPending ? <LoadingView /> : null}
      {!isPending && !isOwnAccount ? (
        <Alert color="red" variant="light" role="alert">
          {t('account.manage.notFound')}
        </Alert>
      ) : null}
      {user && isOwnAccount ? (
        <Tabs value={activeTab} onChange={handleTabChange} keepMounted>
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile">{t('account.tab.profile')}</Tabs.Tab>
            <Tabs.Tab value="login">{t('account.tab.login')}</Tabs.Tab>
            <Tabs.Tab value="security">{t('account.tab.security')}</Tabs.Tab>
            <Tabs.Tab value="preferences">{t('account.tab.preferences')}</Tabs.Tab>
            {session?.person ? <Tabs.Tab value="tokens">{t('account.tab.tokens')}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <Stack gap="lg">
              <AvatarSection user={user} />
              <ProfileTab
                initialValues={{ firstName: user.firstName, lastName: user.lastName }}
                onDirtyChange={handleProfileDirty}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="login">
            <LoginTab email={user.email} onDirtyChange={handleLoginDirty} />
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
          {session ? (
            <Tabs.Panel value="preferences">
              <PreferencesTab session={session} hasThemeChoices={hasPreferences} />
            </Tabs.Panel>
          ) : null}
          {session?.person && activeTab === 'tokens' ? (
            <Tabs.Panel value="tokens">
              <AccessTokensSection />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      ) : null}
    </PopupPanel>
  );
}
