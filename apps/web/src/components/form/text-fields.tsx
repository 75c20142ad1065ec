import { bind, type TBound, type TInputOwnProps } from './form-fields.tsx';
import { TextBox, type TTextBoxProps } from './text-box.tsx';

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
