import { ACCOUNT_TEXTS, NAME_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { ZEmail, ZNewPassword, ZPersonName } from '@cairn/domain/account/account.schemas';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { CheckboxField, EmailField, PasswordField } from '../../../components/form/form-fields.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { StyleGuideSection } from './style-guide-section.tsx';
import './texts.ts';

/** The demo's schema: the domain's fields, and the box's own message in the language on screen. */
const demoFormSchema = (t: TFunction) =>
  z.object({
    name: ZPersonName,
    email: ZEmail,
    password: ZNewPassword,
    isAgreed: z.literal(true, { error: t('styleGuide.fields.tickTheBox') }),
  });

/** A live form: messages appear only after a field was edited or the form submitted. */
function DemoForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => demoFormSchema(t), [t]);
  const form = useZodForm({
    schema,
    initialValues: { name: '', email: '', password: '', isAgreed: false as boolean },
  });
  return (
    <form onSubmit={form.onSubmit(() => notifySuccess(t('styleGuide.fields.formUpdated')))} noValidate>
      <Stack gap="sm" maw={420}>
        <TextField
          form={form}
          name="name"
          label={t('styleGuide.fields.name')}
          maxLength={NAME_MAX_LENGTH}
          isRequired
        />
        <EmailField form={form} name="email" label={t('styleGuide.fields.email')} isRequired />
        <PasswordField
          form={form}
          name="password"
          label={t('styleGuide.fields.password')}
          autoComplete="new-password"
          isRequired
        />
        <CheckboxField form={form} name="isAgreed" label={t('styleGuide.fields.understand')} />
        <Group gap="sm">
          <Button type="submit">{t('styleGuide.fields.submit')}</Button>
          <Button variant="default" onClick={() => form.reset()}>
            {t('styleGuide.fields.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Fields: text, email and password, at rest, described, and in their error states. */
export function StyleGuideFields() {
  const { t, message } = useTranslation();
  return (
    <StyleGuideSection
      id="fields"
      title={t('styleGuide.section.fields')}
      description={t('styleGuide.fields.description')}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('styleGuide.fields.states')}
          </Title>
          <TextInput
            label={t('styleGuide.fields.text')}
            placeholder={t('styleGuide.fields.textPlaceholder')}
            description={t('styleGuide.fields.textDescription')}
          />
          <TextInput
            label={t('styleGuide.fields.textError')}
            defaultValue=""
            error={message(ACCOUNT_TEXTS.required)}
            withAsterisk
          />
          <TextInput
            label={t('styleGuide.fields.emailError')}
            type="email"
            defaultValue="sam@example"
            error={message(ACCOUNT_TEXTS.invalidEmail)}
          />
          <PasswordInput
            label={t('styleGuide.fields.passwordError')}
            defaultValue="short"
            error={message(ACCOUNT_TEXTS.passwordPolicy)}
          />
          <TextInput
            label={t('styleGuide.fields.disabled')}
            defaultValue={t('styleGuide.fields.readOnly')}
            disabled
          />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('styleGuide.fields.tryIt')}
          </Title>
          <DemoForm />
        </Stack>
      </SimpleGrid>
    </StyleGuideSection>
  );
}
