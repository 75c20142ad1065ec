import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@cairn/domain/integrations/webhooks.constants';
import { ZCreateWebhookRequest } from '@cairn/domain/integrations/webhooks.schemas';
import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import '../texts.ts';

/** The add form of the webhooks section: the receiver's URL, the events it wants, a note. */
export function WebhookForm() {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const guard = useSubmitGuard();
  const form = useZodForm({
    schema: ZCreateWebhookRequest,
    initialValues: { url: '', events: [] as string[], description: '' },
  });

  const handleSubmit = form.onSubmit((values) => {
    void guard.run(async () => {
      try {
        await create.mutateAsync({
          ...values,
          events: values.events as (typeof WEBHOOK_EVENT_TYPES)[number][],
        });
        notifySuccess(t('orgs.webhook.added'));
        form.reset();
        guard.release();
      } catch (error) {
        if (applyServerErrors(form, error).length > 0 || !form.errors) notifyError(error);
        throw error;
      }
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('orgs.webhook.new')}>
      <Stack gap="sm">
        <TextInput
          label={t('orgs.webhook.url')}
          placeholder={t('orgs.webhook.urlPlaceholder')}
          maxLength={WEBHOOK_LIMITS.urlMaxLength}
          required
          {...form.getInputProps('url')}
        />
        <MultiSelect
          label={t('orgs.webhook.events')}
          placeholder={t('orgs.webhook.eventsPlaceholder')}
          data={[...WEBHOOK_EVENT_TYPES]}
          searchable
          required
          {...form.getInputProps('events')}
        />
        <TextInput
          label={t('orgs.webhook.description')}
          maxLength={WEBHOOK_LIMITS.descriptionMaxLength}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={guard.isBusy}>
            {t('orgs.webhook.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
