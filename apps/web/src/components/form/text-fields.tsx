import { NAME_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { PHONE_MAX_LENGTH } from '@cairn/domain/common/field-rules';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { bind, type TBound, type TFieldForm, type TInputOwnProps } from './form-fields.tsx';
import { TextBox, type TTextBoxProps } from './text-box.tsx';
import './texts.ts';

// Apart from form-fields.tsx: the sign-in page needs only its email and password fields.

/**
 * A text field of a form (names, titles ...): the 002 §5 text field (`TextBox`) bound to the form,
 * with its counter near the limit, optional clear button and allowed characters.
 */
export function TextField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TTextBoxProps, TInputOwnProps>) {
  const { value, onChange, ...bound } = bind(form, name);
  return (
    <TextBox
      {...props}
      {...bound}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(text)}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}

/** What a phone field lets through: digits and the usual separators. */
const PHONE_CHARACTERS = '0123456789()-. +';

/**
 * A phone number field of any country (issue 35, in place of 002 §5's US-only rule); the form's
 * schema (`zPhone`) checks it, and a number without "+" is read as one of the viewer's country.
 */
export function PhoneField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TTextBoxProps, TInputOwnProps>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('form.phoneExample')}
      allowedCharacters={PHONE_CHARACTERS}
      maxLength={PHONE_MAX_LENGTH}
      isClearable
      {...props}
      form={form}
      name={name}
      isRequired={isRequired}
    />
  );
}

/** A website field (002 §5: optional http(s), a domain, an optional path; the form's schema checks). */
export function WebsiteField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TTextBoxProps, TInputOwnProps>) {
  const { t } = useTranslation();
  return (
    <TextField
      inputMode="url"
      autoComplete="url"
      placeholder={t('form.websiteExample')}
      spellCheck={false}
      isClearable
      {...props}
      form={form}
      name={name}
      isRequired={isRequired}
    />
  );
}

/** First and last name side by side (one column on phones): the sign-up forms' and the profile's. */
export function NameFields({
  form,
  autoFocus,
  isRequired,
}: {
  form: TFieldForm;
  autoFocus?: boolean;
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextField
        form={form}
        name="firstName"
        label={t('form.firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        autoFocus={autoFocus}
        isRequired={isRequired}
      />
      <TextField
        form={form}
        name="lastName"
        label={t('form.lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        isRequired={isRequired}
      />
    </SimpleGrid>
  );
}
