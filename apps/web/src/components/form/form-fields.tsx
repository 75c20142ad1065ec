import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import {
  Checkbox,
  type CheckboxProps,
  PasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { TextBox, type TTextBoxProps } from './text-box.tsx';

/** What a field needs from its form (any @mantine/form form, e.g. from `useZodForm`). */
export type TFieldForm = {
  getInputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
};

type TBound = {
  /** The form the field belongs to. */
  form: TFieldForm;
  /** The field's path in the form values (`email`, `address.city`). */
  name: string;
  /** Shows the required asterisk without the browser's own validation bubbles. */
  isRequired?: boolean;
};

type TInputOwnProps = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required';

/**
 * Binds an input to a form field: value, change, focus and the field's message. The message comes
 * from the form, which validates a field only once it was edited or the form was submitted.
 */
function bind(form: TFieldForm, name: string, options?: GetInputPropsOptions) {
  const props = form.getInputProps(name, options);
  // Mantine's PasswordInput marks errors only with data-invalid; screen readers need aria-invalid.
  return { ...props, name, 'aria-invalid': props.error ? true : undefined };
}

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

/** An email field: email keyboard, browser autofill and the domain's length limit. */
export function EmailField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TextInputProps, TInputOwnProps | 'type'>) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
      {...bind(form, name)}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}

/** A password field with a show/hide toggle; `autoComplete` says whether it is new or current. */
export function PasswordField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<PasswordInputProps, TInputOwnProps>) {
  return (
    <PasswordInput
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
      {...bind(form, name)}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}

/** A checkbox bound to a boolean field (e.g. accepting the terms). */
export function CheckboxField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<CheckboxProps, TInputOwnProps | 'checked'>) {
  return <Checkbox {...props} {...bind(form, name, { type: 'checkbox' })} aria-required={isRequired} />;
}

/** What a phone field lets through: digits and the usual separators (002 §5 US phone). */
const PHONE_CHARACTERS = '0123456789()-. +';

/** A US phone number field (002 §5: exactly ten digits, the form's schema says so). */
export function PhoneField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TTextBoxProps, TInputOwnProps>) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(212) 555-0100"
      allowedCharacters={PHONE_CHARACTERS}
      maxLength={20}
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
  return (
    <TextField
      inputMode="url"
      autoComplete="url"
      placeholder="example.com"
      spellCheck={false}
      isClearable
      {...props}
      form={form}
      name={name}
      isRequired={isRequired}
    />
  );
}
