import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { messageText } from '../../lib/i18n/messages.ts';

/**
 * Turns a domain zod schema (`ZRegisterFormValues`, `ZCreateOrgRequest.pick(...)` ...) into the
 * `validate` function of @mantine/form, so that web forms and server routes check the same rules
 * with the same texts (in the person's language). Each field gets its first message, under its dot path (`address.city`).
 */
export function zodFormValidate<TSchema extends z.ZodType>(schema: TSchema): (values: unknown) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map((segment) => String(segment)).join('.');
      // The schemas' texts are the domain's English: shown in the person's language.
      if (!(path in errors)) errors[path] = messageText(issue.message);
    }
    return errors;
  };
}
