import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import { Badge, Button, Group, Paper, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useFreeDomains, useSaveFreeDomains, useSeatCount } from '../api/licences.ts';

type TLicenceSummaryProps = { orgId: string; canEditDomains: boolean };

/**
 * The licence overview of the people tab (`/org/detail/{id}/license`, 000 §6): how many paid
 * seats and free people the organisation has, and the free email domains (set by the Owner)
 * whose people take no paid seat.
 */
export function LicenceSummary({ orgId, canEditDomains }: TLicenceSummaryProps) {
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
                <Text span fw={700} fz="lg">
                  {seats.data.seatCount}
                </Text>{' '}
                paid {seats.data.seatCount === 1 ? 'seat' : 'seats'}
              </Text>
              <Text size="sm" c="dimmed">
                <Text span fw={700} fz="lg" c="var(--mantine-color-text)">
                  {seats.data.freeCount}
                </Text>{' '}
                free (Free Observers and people on free domains)
              </Text>
            </>
          ) : (
            <Skeleton h={28} w={260} />
          )}
        </Group>
        {canEditDomains ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TagsInput
              label="Free email domains"
              description="People whose email is on one of these domains take no paid seat. Press Enter after each."
              placeholder={shown.length ? '' : 'e.g. contractors.example.com'}
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
              Save domains
            </Button>
          </Group>
        ) : shown.length ? (
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              Free email domains:
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
  return (
    <Badge
      variant={hasLicense ? 'light' : 'outline'}
      color={hasLicense ? 'teal' : 'gray'}
      radius="sm"
      tt="none"
    >
      {hasLicense ? LICENCE_TEXTS.paid : LICENCE_TEXTS.free}
    </Badge>
  );
}
