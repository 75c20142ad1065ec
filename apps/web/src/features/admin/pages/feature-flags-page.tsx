import {
  ADMIN_FEATURE_FLAGS,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_TEXTS,
} from '@cairn/domain/flags/feature-flags';
import { Badge, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useUpdateFeatureFlag } from '../api/update-feature-flag.ts';
import { InvestigationBannerForm } from '../components/investigation-banner-form.tsx';

/**
 * `/admin/feature-flags`: the instance administrator switches the flags that change something
 * in Cairn, for every organisation at once (the change reaches open browsers live). Anyone else
 * is told the page is not theirs.
 */
export function FeatureFlagsPage() {
  const { data: session } = useSession();
  const { data: flags } = useFeatureFlags();
  const update = useUpdateFeatureFlag();

  if (!session?.user.isInstanceAdmin) {
    return (
      <Stack gap="md">
        <PageTitle title="Feature flags" />
        <Text>Only the instance administrator can change feature flags.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <PageTitle title="Feature flags" />
      <Text c="dimmed" size="sm">
        These switches apply to every organization on this Cairn. Open browsers pick a change up at once.
      </Text>
      {ADMIN_FEATURE_FLAGS.map(({ name, label, description }) => {
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
                      Changed from the default
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
                        onSuccess: () => notifySuccess(FEATURE_FLAG_TEXTS.saved(label, next)),
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
