import { NAME_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { ZEmail, ZNewPassword, ZPersonName } from '@cairn/domain/account/account.schemas';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { CheckboxField, EmailField, PasswordField } from '../../../components/form/form-fields.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

const ZDemoForm = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZNewPassword,
  isAgreed: z.literal(true, { error: 'Please tick the box.' }),
});

/** A live form: messages appear only after a field was edited or the form submitted. */
function DemoForm() {
  const form = useZodForm({
    schema: ZDemoForm,
    initialValues: { name: '', email: '', password: '', isAgreed: false as boolean },
  });
  return (
    <form onSubmit={form.onSubmit(() => notifySuccess('Updated: style guide form'))} noValidate>
      <Stack gap="sm" maw={420}>
        <TextField form={form} name="name" label="Name" maxLength={NAME_MAX_LENGTH} isRequired />
        <EmailField form={form} name="email" label="Email" isRequired />
        <PasswordField form={form} name="password" label="Password" autoComplete="new-password" isRequired />
        <CheckboxField form={form} name="isAgreed" label="I understand how fields show their messages" />
        <Group gap="sm">
          <Button type="submit">Submit</Button>
          <Button variant="default" onClick={() => form.reset()}>
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Fields: text, email and password, at rest, described, and in their error states. */
export function StyleGuideFields() {
  return (
    <StyleGuideSection
      id="fields"
      title="Fields"
      description="Labels above inputs; required fields carry an asterisk. A field shows its message only after it was edited or the form was submitted."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            States
          </Title>
          <TextInput label="Text" placeholder="A meeting title" description="Up to 100 characters." />
          <TextInput label="Text with an error" defaultValue="" error="Required" withAsterisk />
          <TextInput
            label="Email with an error"
            type="email"
            defaultValue="sam@example"
            error="Invalid Email"
          />
          <PasswordInput
            label="Password with an error"
            defaultValue="short"
            error="Your password must be at least 8 characters long and contain at least one capital letter, one lowercase letter and one number."
          />
          <TextInput label="Disabled" defaultValue="Read only value" disabled />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            Try it
          </Title>
          <DemoForm />
        </Stack>
      </SimpleGrid>
    </StyleGuideSection>
  );
}
