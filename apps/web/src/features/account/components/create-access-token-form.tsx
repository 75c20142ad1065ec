import {
  ACCESS_TOKEN_EXPIRY_CHOICES,
  ACCESS_TOKEN_LIMITS,
} from '@cairn/domain/integrations/access-tokens.constants';
import { ZCreateAccessTokenRequest } from '@cairn/domain/integrations/access-tokens.schemas';
import {
  TOKEN_SCOPE_AREAS,
  type TTokenScope,
  type TTokenScopeArea,
} from '@cairn/domain/integrations/token-scopes';
import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCreateAccessToken } from '../api/create-access-token.ts';
import '../texts.ts';

/** What each scope area is called on screen: `account.tokens.area.<area>`. */
const areaKey = (area: TTokenScopeArea) => `account.tokens.area.${area}`;

type TLevel = 'none' | 'read' | 'write';
const LEVELS: TLevel[] = ['none', 'read', 'write'];

const expiryOptions = (t: TFunction) =>
  ACCESS_TOKEN_EXPIRY_CHOICES.map((days) => ({
    value: days === null ? 'never' : String(days),
    label:
      days === null
        ? t('account.tokens.never')
        : days === 365
          ? t('account.tokens.oneYear')
          : t('account.tokens.days', { count: days }),
  }));

/**
 * The create form of account settings' access tokens: a name, an expiry (up to a year, or
 * never), and either full access or read / write per area. `onCreated` gets the secret, which
 * the section shows once.
 */
export function CreateAccessTokenForm({ onCreated }: { onCreated: (token: string, name: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateAccessToken();
  const guard = useSubmitGuard();
  const form = useZodForm({
    schema: ZCreateAccessTokenRequest.pick({ name: true }),
    initialValues: { name: '' },
  });
  const [expiry, setExpiry] = useState('30');
  const [isFullAccess, setFullAccess] = useState(false);
  const [levels, setLevels] = useState<Record<string, TLevel>>({});
  const [scopeError, setScopeError] = useState<string | null>(null);

  const scopes = (): TTokenScope[] =>
    isFullAccess
      ? ['all']
      : TOKEN_SCOPE_AREAS.flatMap((area) => {
          const level = levels[area] ?? 'none';
          return level === 'none' ? [] : [`${area}:${level}` as TTokenScope];
        });

  const handleSubmit = form.onSubmit(({ name }) => {
    const chosen = scopes();
    if (chosen.length === 0) {
      setScopeError(t('account.tokens.scopesRequired'));
      return;
    }
    setScopeError(null);
    void guard.run(async () => {
      try {
        const answer = await create.mutateAsync({
          name,
          expiresInDays: expiry === 'never' ? null : Number(expiry),
          scopes: chosen,
        });
        onCreated(answer.token, answer.accessToken.name);
        form.reset();
        setLevels({});
        setFullAccess(false);
        guard.release();
      } catch (error) {
        const rest = applyServerErrors(form, error);
        if (rest.length > 0 || !form.errors) notifyError(error);
        throw error;
      }
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('account.tokens.newForm')}>
      <Stack gap="sm">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('account.tokens.name')}
            description={t('account.tokens.nameHint')}
            maxLength={ACCESS_TOKEN_LIMITS.nameMaxLength}
            required
            {...form.getInputProps('name')}
          />
          <Select
            label={t('account.tokens.expiresAfter')}
            data={expiryOptions(t)}
            value={expiry}
            onChange={(value) => setExpiry(value ?? '30')}
            allowDeselect={false}
          />
        </Group>
        <Checkbox
          label={t('account.tokens.fullAccess')}
          checked={isFullAccess}
          onChange={(event) => setFullAccess(event.currentTarget.checked)}
        />
        {isFullAccess ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            {TOKEN_SCOPE_AREAS.map((area) => (
              <Group key={area} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" id={`scope-${area}`}>
                  {t(areaKey(area))}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby={`scope-${area}`}
                  value={levels[area] ?? 'none'}
                  onChange={(value) => setLevels((current) => ({ ...current, [area]: value as TLevel }))}
                  data={LEVELS.map((level) => ({ value: level, label: t(`account.tokens.level.${level}`) }))}
                />
              </Group>
            ))}
          </SimpleGrid>
        )}
        {scopeError ? (
          <Text size="sm" c="red.8" role="alert">
            {scopeError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={guard.isBusy}>
            {t('account.tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
