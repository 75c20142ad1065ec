import { ZEmail, ZPersonName } from '@cairn/domain/account/account.schemas';
import { Button } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { TestMantine } from '../../test/render.tsx';
import { applyServerErrors } from './apply-server-errors.ts';
import { EmailField } from './form-fields.tsx';
import { TextField } from './text-fields.tsx';
import { useZodForm } from './use-zod-form.ts';
import { zodFormValidate } from './zod-form-validate.ts';

const ZForm = z.object({ name: ZPersonName, email: ZEmail });

function DemoForm() {
  const form = useZodForm({ schema: ZForm, initialValues: { name: '', email: '' } });
  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <TextField form={form} name="name" label="Name" isRequired />
      <EmailField form={form} name="email" label="Email" isRequired />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('form fields', () => {
  it('show no message on a fresh form, the field message after an edit, all messages after submit', async () => {
    render(
      <TestMantine>
        <DemoForm />
      </TestMantine>,
    );
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'sam@');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows how many characters are used once a limited field nears its limit', async () => {
    function TitleForm() {
      const form = useZodForm({ schema: z.object({ title: z.string() }), initialValues: { title: '' } });
      return <TextField form={form} name="title" label="Title" maxLength={10} />;
    }
    render(
      <TestMantine>
        <TitleForm />
      </TestMantine>,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Sales q');
    expect(screen.queryByText(/\/ 10/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '4 ');
    expect(screen.getByText('9 / 10')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'goals');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sales q4 g');
  });

  it('zodFormValidate gives the first message per field path', () => {
    const validate = zodFormValidate(
      z.object({ a: z.string().min(1, 'Required'), b: z.object({ c: z.string().min(2, 'Too short') }) }),
    );
    expect(validate({ a: '', b: { c: 'x' } })).toEqual({ a: 'Required', 'b.c': 'Too short' });
    expect(validate({ a: 'x', b: { c: 'xy' } })).toEqual({});
  });

  it('applyServerErrors puts field messages on the form and returns the rest', () => {
    let errors = {};
    const form = { setErrors: (next: object) => (errors = next), getValues: () => ({ name: '', email: '' }) };
    const rest = applyServerErrors(
      form,
      new ApiError(422, [
        { id: 'VAL_REQUIRED', type: 'error', text: 'Required', field: 'name' },
        { id: 'X', type: 'error', text: 'Something else' },
      ]),
    );
    expect(errors).toEqual({ name: 'Required' });
    expect(rest.map((message) => message.text)).toEqual(['Something else']);
  });
});
