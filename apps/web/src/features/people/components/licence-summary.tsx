import { Badge, Button, Group, Paper, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useFreeDomains, useSaveFreeDomains, useSeatCount } from '../api/licences.ts';
import '../texts.ts';

type TLicenceSummaryProps = { orgId: string; canEditDomains: boolean };

/**
 * The licence overview of the people tab (`/org/detail/{id}/license`, 000 §6): how many paid
 * seats and free people the organisation has, and the free email domains (set by the Owner)
 * whose people take no paid seat.
 */
export function LicenceSummary({ orgId, canEditDomains }: TLicenceSummaryProps) {
  const { t } = useTranslation();
  const seats = useSeatCount(orgId);
  const domains = useFreeDomains(orgId);
  const save = useSaveFreeDomains(orgId);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = draft ?? domains.data ?? [];
  const isDirty = draft !== null && draft.join(',') !== (domains.data ?? []).join(',');

  useEffect(() => {
    if (!isDirty) setDraft(null);
  }, [isDirty]);

  const handleSave = () =>
    save.mutate(shown, {
      onSuccess: () => {
        setDraft(null);
        setError(undefined);
      },
      // What was typed stays; the refusal shows under the field.
      onError: (failure) => {
        const text = isApiError(failure) ? failure.messages[0]?.text : undefined;
        if (text) setError(text);
        else notifyError(failure);
      },
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="lg" wrap="wrap">
          {seats.data ? (
            <>
              <Text size="sm">
                <Trans
                  i18nKey="people.licence.paidSeats"
                  values={{ count: seats.data.seatCount }}
                  components={{ strong: <Text span fw={700} fz="lg" /> }}
                />
              </Text>
              <Text size="sm" c="dimmed">
                <Trans
                  i18nKey="people.licence.freePeople"
                  values={{ count: seats.data.freeCount }}
                  components={{ strong: <Text span fw={700} fz="lg" c="var(--mantine-color-text)" /> }}
                />
              </Text>
            </>
          ) : (
            <Skeleton h={28} w={260} />
          )}
        </Group>
        {canEditDomains ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TagsInput
              label={t('people.licence.domains')}
              description={t('people.licence.domainsHint')}
              placeholder={shown.length ? '' : t('people.licence.domainsPlaceholder')}
              value={shown}
              onChange={(value) => {
                setDraft(value);
                setError(undefined);
              }}
              error={error}
              clearable
              style={{ flex: '1 1 20rem' }}
            />
            <Button onClick={handleSave} disabled={!isDirty} loading={save.isPending}>
              {t('people.licence.saveDomains')}
            </Button>
          </Group>
        ) : shown.length ? (
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('people.licence.domainsList')}
            </Text>
            {shown.map((domain) => (
              <Badge key={domain} variant="light" color="gray" tt="none">
                {domain}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A person's licence as a small badge next to their role. */
export function LicenceBadge({ hasLicense }: { hasLicense: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={hasLicense ? 'light' : 'outline'}
      color={hasLicense ? 'teal' : 'gray'}
      radius="sm"
      tt="none"
    >
      {hasLicense ? t('people.licence.paid') : t('people.licence.free')}
    </Badge>
  );
}
