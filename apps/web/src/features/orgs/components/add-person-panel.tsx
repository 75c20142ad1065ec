import { NAME_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { type TAddMemberRequest, ZAddMemberRequest } from '@cairn/domain/orgs/orgs.schemas';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { EmailField, TextField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useAddMember } from '../api/add-member.ts';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY: TAddMemberRequest = { firstName: '', lastName: '', email: '', role: 'Member' };

export type TAddPersonPanelProps = {
  orgName: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * Adds a person to the organisation (`PUT org/add-member`). Someone already registered joins at
 * once; anyone else gets an email with a link to register and join. The form is kept on a failed
 * save and cleared after a successful one.
 */
export function AddPersonPanel({ orgName, opened, onClose }: TAddPersonPanelProps) {
  const add = useAddMember();
  const form = useZodForm<TAddMemberRequest>({ schema: ZAddMemberRequest, initialValues: EMPTY });

  const handleClose = () => {
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      notifySuccess(ORG_TEXTS.memberAdded(`${answer.person.firstName} ${answer.person.lastName}`.trim()));
      for (const message of answer.messages.filter((m) => m.type === 'warning')) notifyInfo(message.text);
      handleClose();
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <PopupPanel title="Add a person" opened={opened} onClose={handleClose} isDirty={form.isDirty()} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They join {orgName} straight away if they already use Cairn; otherwise we email them a link to
            register.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField
              form={form}
              name="firstName"
              label="First name"
              maxLength={NAME_MAX_LENGTH}
              isRequired
              data-autofocus
            />
            <TextField form={form} name="lastName" label="Last name" maxLength={NAME_MAX_LENGTH} isRequired />
          </SimpleGrid>
          <EmailField form={form} name="email" label="Email" autoComplete="off" isRequired />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={!form.isValid() || add.isPending}>
              Add person
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupPanel>
  );
}
