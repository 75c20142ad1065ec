import { can } from '@cairn/domain/permissions/can';
import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { confirmLeave } from '../../../components/form/use-leave-guard.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { PreferencesTab } from '../../account/index.ts';
import { BillingTab } from '../../billing/index.ts';
import { useOrg } from '../api/get-org.ts';
import { ExportImportSection } from '../components/export-import-section.tsx';
import { OrgAccessTokensSetting } from '../components/org-access-tokens-setting.tsx';
import { OrgDetailForm } from '../components/org-detail-form.tsx';
import { OrgLogoSetting } from '../components/org-logo-setting.tsx';
import { OrgSsoSetting } from '../components/org-sso-setting.tsx';
import { OrgTermsSetting } from '../components/org-terms-setting.tsx';
import { OrgTwoFactorSetting } from '../components/org-two-factor-setting.tsx';
import { PeopleTab } from '../components/people-tab.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';
import '../texts.ts';

const TABS = ['detail', 'people', 'billing', 'usersettings', 'integrations', 'export'] as const;
type TTab = (typeof TABS)[number];
/** Sub-pages shown by another tab: the licence page (000 §2.1 `license`) is the people tab. */
const TAB_ALIASES: Record<string, TTab> = { license: 'people' };

/**
 * Organisation settings (`/org/detail/{id}/{tab?}`): the detail tab (name and theme colour), the
 * people and licences tab (also `/license`), and the caller's own settings (`/usersettings`, 000
 * §2.1: where Settings leads those who cannot manage the organisation). It shows the current organisation only; for another of the user's
 * organisations it offers to switch to it (the server answers 404 for any other id).
 */
export function OrgDetailPage() {
  const { t } = useTranslation();
  const { id = '', tab } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const isCurrent = session?.orgId === id;
  const org = useOrg(id, isCurrent);
  const hasThemeChoices = useFeatureFlag('UserPreferences');
  // 001 §6: the Owner and people granted `Update|Billing` (the Owner loses it with the Owner level).
  const canBill = session?.permissions.includes('Update|Billing') ?? false;
  const named = TABS.find((name) => name === tab && (name !== 'billing' || canBill));
  const activeTab: TTab = named ?? TAB_ALIASES[tab ?? ''] ?? 'detail';

  if (!session?.person) return <LoadingView />;

  if (!isCurrent)
    return (
      <OtherOrgNotice
        id={id}
        current={{ id: session.orgId ?? '', name: session.org?.name ?? '' }}
        orgs={session.user.orgs}
      />
    );

  if (org.isPending) return <LoadingView label={t('orgs.detail.loading')} />;
  if (org.isError) {
    const isMissing = isApiError(org.error) && org.error.status === 404;
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={isMissing ? t('orgs.detail.notFound') : t('orgs.detail.loadFailed')}
      >
        {isMissing ? (
          <Button size="xs" variant="white" component={Link} to="/">
            {t('orgs.detail.toDashboard')}
          </Button>
        ) : (
          <Button size="xs" variant="white" onClick={() => org.refetch()} loading={org.isFetching}>
            {t('orgs.detail.tryAgain')}
          </Button>
        )}
      </Alert>
    );
  }

  return (
    <Stack gap={0}>
      <PageTitle title={t('orgs.detail.title')} />
      <Tabs
        value={activeTab}
        onChange={(value) =>
          value && confirmLeave(() => void navigate(`/org/detail/${id}/${value}`, { replace: true }))
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="detail">{t('orgs.tab.detail')}</Tabs.Tab>
          <Tabs.Tab value="people">{t('orgs.tab.people')}</Tabs.Tab>
          {canBill ? <Tabs.Tab value="billing">{t('orgs.tab.billing')}</Tabs.Tab> : null}
          <Tabs.Tab value="usersettings">{t('orgs.tab.mySettings')}</Tabs.Tab>
          {can(session.person, 'webhooks.manage') ? (
            <Tabs.Tab value="integrations">{t('orgs.tab.integrations')}</Tabs.Tab>
          ) : null}
          {can(session.person, 'org.export') ? (
            <Tabs.Tab value="export">{t('orgs.tab.export')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="detail">
          <Stack gap="xl">
            <OrgLogoSetting org={org.data} canEdit={can(session.person, 'org.update')} />
            <OrgDetailForm org={org.data} canEdit={can(session.person, 'org.update')} />
            {can(session.person, 'org.requireTwoFactor') ? (
              <OrgTwoFactorSetting
                orgId={id}
                isRequired={org.data.requireTwoFactor}
                userId={session.user.id}
                hasTwoFactor={session.user.twoFactorEnabled}
              />
            ) : null}
            {can(session.person, 'org.requireSso') ? (
              <OrgSsoSetting
                orgId={id}
                requiredDomain={session.org?.ssoRequiredDomain ?? null}
                ownerEmail={session.user.email}
              />
            ) : null}
            {can(session.person, 'org.allowAccessTokens') ? <OrgAccessTokensSetting orgId={id} /> : null}
            {can(session.person, 'org.renameTerms') ? (
              <OrgTermsSetting terms={session.org?.terms ?? {}} />
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="people">
          <PeopleTab orgId={id} orgName={org.data.name} me={session.person} />
        </Tabs.Panel>
        {canBill ? (
          <Tabs.Panel value="billing">
            <BillingTab />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="usersettings">
          <PreferencesTab session={session} hasThemeChoices={hasThemeChoices} />
        </Tabs.Panel>
        {can(session.person, 'webhooks.manage') ? (
          <Tabs.Panel value="integrations">
            <WebhooksSection />
          </Tabs.Panel>
        ) : null}
        {can(session.person, 'org.export') ? (
          <Tabs.Panel value="export">
            <ExportImportSection />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

type TOrgRef = { id: string; name: string };
type TOtherOrgNoticeProps = { id: string; current: TOrgRef; orgs: TOrgRef[] };

/**
 * Settings of an organisation other than the current one: switch to it, or, when it is not one
 * of the user's, a way back to the current one's settings or the dashboard.
 */
function OtherOrgNotice({ id, current, orgs }: TOtherOrgNoticeProps) {
  const { t } = useTranslation();
  const switchOrg = useSwitchOrg();
  const other = orgs.find((candidate) => candidate.id === id);
  if (!other) {
    return (
      <EmptyState
        title={t('orgs.detail.notFound')}
        text={<Text>{t('orgs.other.notYours')}</Text>}
        action={
          <Group justify="center" gap="sm">
            {current.id ? (
              <Button component={Link} to={`/org/detail/${current.id}`}>
                {t('orgs.other.openCurrent', { org: current.name })}
              </Button>
            ) : null}
            <Button component={Link} to="/" variant="default">
              {t('orgs.detail.toDashboard')}
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('orgs.other.wrongOrg', { org: current.name })}
      text={<Text>{t('orgs.other.switchHint', { org: other.name })}</Text>}
      action={
        <Button onClick={() => switchOrg.mutate(other.id)} loading={switchOrg.isPending}>
          {t('orgs.other.switch', { org: other.name })}
        </Button>
      }
    />
  );
}
