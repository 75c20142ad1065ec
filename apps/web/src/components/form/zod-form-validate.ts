import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Turns a domain zod schema (`ZRegisterFormValues`, `ZCreateOrgRequest.pick(...)` ...) into the
 * `validate` function of @mantine/form, so that web forms and server routes check the same rules
 * with the same texts. Each field gets its first message, under its dot path (`address.city`).
 */
export function zodFormValidate<TSchema extends z.ZodType>(schema: TSchema): (values: unknown) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map((segment) => String(segment)).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
