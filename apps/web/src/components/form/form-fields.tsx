import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import {
  Anchor,
  Checkbox,
  type CheckboxProps,
  PasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

/** What a field needs from its form (any @mantine/form form, e.g. from `useZodForm`). */
export type TFieldForm = {
  getInputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
};

export type TBound = {
  /** The form the field belongs to. */
  form: TFieldForm;
  /** The field's path in the form values (`email`, `address.city`). */
  name: string;
  /** Shows the required asterisk without the browser's own validation bubbles. */
  isRequired?: boolean;
};

export type TInputOwnProps = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required';

/**
 * Binds an input to a form field: value, change, focus and the field's message. The message comes
 * from the form, which validates a field only once it was edited or the form was submitted.
 */
export function bind(form: TFieldForm, name: string, options?: GetInputPropsOptions) {
  const props = form.getInputProps(name, options);
  // Mantine's PasswordInput marks errors only with data-invalid; screen readers need aria-invalid.
  return { ...props, name, 'aria-invalid': props.error ? true : undefined };
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
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
      // Mantine names the show/hide button in English: the person's language instead.
      visibilityToggleButtonProps={{
        'aria-label': t('form.showPassword'),
        ...props.visibilityToggleButtonProps,
      }}
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

/** The sign-up forms' "I agree to the terms & conditions" box, the terms opening in a new tab. */
export function AcceptTermsField({ form, name = 'acceptTerms' }: { form: TFieldForm; name?: string }) {
  return (
    <CheckboxField
      form={form}
      name={name}
      label={
        <Trans
          i18nKey="form.acceptTerms"
          components={{ terms: <Anchor href="/terms" target="_blank" rel="noreferrer" inherit /> }}
        />
      }
    />
  );
}
