import { ORG_NAME_MAX_LENGTH, ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { type TCreateOrgRequest, ZCreateOrgRequest } from '@cairn/domain/orgs/orgs.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useCreateOrg } from '../api/create-org.ts';

/**
 * Create an organisation (`/org/create`): the name, then `POST orgs` makes the user its Owner,
 * the session switches to it (every cached answer is refreshed) and home opens with
 * 'Created: {name}'.
 */
export function CreateOrgModal({ onClose }: { onClose: () => void }) {
  const create = useCreateOrg();
  const switchOrg = useSwitchOrg();
  const form = useZodForm<TCreateOrgRequest>({ schema: ZCreateOrgRequest, initialValues: { name: '' } });
  const isWorking = create.isPending || switchOrg.isPending;

  const handleSubmit = form.onSubmit(async (values) => {
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync({ name: values.name.trim(), timeZone: browserTimeZone() });
    } catch (error) {
      reportFormError(form, error);
      return;
    }
    notifySuccess(ORG_TEXTS.created(created.org.name));
    try {
      await switchOrg.mutateAsync(created.org.id);
    } catch {
      // The organisation exists; the switch failure was shown by the app's error policy.
      onClose();
    }
  });

  return (
    <PopupPanel
      title="Create organization"
      onClose={onClose}
      isDirty={form.isDirty() && !isWorking}
      size="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            An organization holds your team's meetings, Rocks, To-Dos and people. You will be its Owner and
            can add people next.
          </Text>
          <TextField
            form={form}
            name="name"
            label="Organization name"
            maxLength={ORG_NAME_MAX_LENGTH}
            isRequired
            data-autofocus
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={isWorking} disabled={!form.isValid() || isWorking}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupPanel>
  );
}
