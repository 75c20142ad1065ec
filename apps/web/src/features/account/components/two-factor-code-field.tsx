import { TWO_FACTOR_CODE_MAX_LENGTH } from '@cairn/domain/account/two-factor.constants';
import { TextInput, type TextInputProps } from '@mantine/core';
import { bind, type TBound, type TInputOwnProps } from '../../../components/form/form-fields.tsx';

/** A code from the authenticator app (or a recovery code): one-time-code autofill, no spell check. */
export function TwoFactorCodeField({
  form,
  name,
  isRequired,
  ...props
}: TBound & Omit<TextInputProps, TInputOwnProps>) {
  return (
    <TextInput
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="off"
      maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
      {...props}
      {...bind(form, name)}
      withAsterisk={isRequired}
      aria-required={isRequired}
    />
  );
}
