import { ORG_NAME_MAX_LENGTH } from '@cairn/domain/orgs/orgs.constants';
import { type TCreateOrgRequest, ZCreateOrgRequest } from '@cairn/domain/orgs/orgs.schemas';
import { Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { POPUP_PANEL_TEXTS } from '../../../components/popup-panel/popup-panel-texts.ts';
import { SubmitButton } from '../../../components/popup-panel/submit-button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useCreateOrg } from '../api/create-org.ts';
import '../texts.ts';

/**
 * Create an organisation (`/org/create`): the name, then `POST orgs` makes the user its Owner,
 * the session switches to it (every cached answer is refreshed) and home opens with
 * 'Created: {name}'.
 */
export function CreateOrgModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOrg();
  const switchOrg = useSwitchOrg();
  const form = useZodForm<TCreateOrgRequest>({ schema: ZCreateOrgRequest, initialValues: { name: '' } });
  const guard = useSubmitGuard();
  const formId = useId();
  const isWorking = create.isPending || switchOrg.isPending || guard.isBusy;

  const createAndSwitch = async (values: TCreateOrgRequest) => {
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync({ name: values.name.trim(), timeZone: browserTimeZone() });
    } catch (error) {
      reportFormError(form, error);
      throw error; // shown on the form; rethrown so the submit guard lets the person retry
    }
    notifySuccess(t('orgs.create.created', { name: created.org.name }));
    try {
      await switchOrg.mutateAsync(created.org.id);
    } catch {
      // The organisation exists; the switch failure was shown by the app's error policy.
      onClose();
    }
  };
  const handleSubmit = form.onSubmit((values) => guard.run(() => createAndSwitch(values)));

  return (
    <PopupPanel
      title={t('orgs.create.title')}
      onClose={onClose}
      isDirty={form.isDirty() && !isWorking}
      size="md"
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('orgs.create.intro')}
          </Text>
          <TextField
            form={form}
            name="name"
            label={t('orgs.create.name')}
            maxLength={ORG_NAME_MAX_LENGTH}
            isRequired
            data-autofocus
          />
          <Group justify="flex-end" mt="xs">
            <SubmitButton
              label={t('orgs.create.submit')}
              formId={formId}
              isBusy={isWorking}
              blockedReason={form.isValid() ? null : POPUP_PANEL_TEXTS.fillRequired}
            />
          </Group>
        </Stack>
      </form>
    </PopupPanel>
  );
}
