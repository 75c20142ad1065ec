import { ADMIN_FEATURE_FLAGS, DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { Badge, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useUpdateFeatureFlag } from '../api/update-feature-flag.ts';
import { FLAG_TEXT_KEYS } from '../components/flag-texts.ts';
import { InvestigationBannerForm } from '../components/investigation-banner-form.tsx';
import '../texts.ts';

/**
 * `/admin/feature-flags`: the instance administrator switches the flags that change something
 * in Cairn, for every organisation at once (the change reaches open browsers live). Anyone else
 * is told the page is not theirs.
 */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const { data: flags } = useFeatureFlags();
  const update = useUpdateFeatureFlag();

  if (!session?.user.isInstanceAdmin) {
    return (
      <Stack gap="md">
        <PageTitle title={t('admin.flags.title')} />
        <Text>{t('admin.flags.notAdmin')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <PageTitle title={t('admin.flags.title')} />
      <Text c="dimmed" size="sm">
        {t('admin.flags.intro')}
      </Text>
      {ADMIN_FEATURE_FLAGS.map((flag) => {
        const { name } = flag;
        const keys = FLAG_TEXT_KEYS[name];
        const label = keys ? t(keys.label) : flag.label;
        const description = keys ? t(keys.description) : flag.description;
        const isOn = flags?.[name] ?? DEFAULT_FEATURE_FLAGS[name];
        const isPending = update.isPending && update.variables?.name === name;
        return (
          <Paper key={name} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{label}</Text>
                  {isOn !== DEFAULT_FEATURE_FLAGS[name] ? (
                    <Badge size="sm" variant="light" color="gray">
                      {t('admin.flags.changed')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              </Stack>
              {flags ? (
                <Switch
                  checked={isOn}
                  disabled={isPending}
                  aria-label={label}
                  onChange={(event) => {
                    const next = event.currentTarget.checked;
                    update.mutate(
                      { name, isOn: next },
                      {
                        onSuccess: () =>
                          notifySuccess(
                            next
                              ? t('admin.flags.savedOn', { name: label })
                              : t('admin.flags.savedOff', { name: label }),
                          ),
                        onError: notifyError,
                      },
                    );
                  }}
                />
              ) : (
                <Skeleton width={36} height={20} radius="xl" />
              )}
            </Group>
            {name === 'InvestigationBanner' ? (
              <Stack mt="md">
                <InvestigationBannerForm isShown={isOn} />
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
