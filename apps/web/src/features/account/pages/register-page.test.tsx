import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature, USER_ID } from '../../test-support/render-feature.tsx';
import { RegisterPage } from './register-page.tsx';

const GOOD_PASSWORD = 'Level-Ten-10';

function renderRegister(url = '/register') {
  return renderFeature(<RegisterPage />, { url, path: '/register/:isExistingAccount?', session: null });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/first name/i), 'Frances');
  await user.type(screen.getByLabelText(/last name/i), 'Founder');
  await user.type(screen.getByLabelText(/^email/i), 'Frances@Example.com');
  await user.type(screen.getByLabelText(/^password/i), GOOD_PASSWORD);
  await user.type(screen.getByLabelText(/confirm password/i), GOOD_PASSWORD);
  await user.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('RegisterPage validation', () => {
  it('shows no message on a fresh form, and keeps Create account disabled while invalid', () => {
    mockApi({});
    renderRegister();
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordMismatch)).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_TEXTS.termsRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordPolicy)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('says the password fields must match as soon as the confirmation differs', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(screen.getByLabelText(/^password/i), GOOD_PASSWORD);
    await user.type(screen.getByLabelText(/confirm password/i), 'Level-Ten-11');
    expect(screen.getByText(ACCOUNT_TEXTS.passwordMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/confirm password/i));
    await user.type(screen.getByLabelText(/confirm password/i), GOOD_PASSWORD);
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordMismatch)).not.toBeInTheDocument();
    // Changing the password under a typed confirmation checks the confirmation again.
    await user.type(screen.getByLabelText(/^password/i), '!');
    expect(screen.getByText(ACCOUNT_TEXTS.passwordMismatch)).toBeInTheDocument();
  });

  it('shows the password policy text for a password that does not meet it', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(screen.getByLabelText(/^password/i), 'alllowercase1');
    expect(screen.getByText(ACCOUNT_TEXTS.passwordPolicy)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^password/i));
    await user.type(screen.getByLabelText(/^password/i), GOOD_PASSWORD);
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordPolicy)).not.toBeInTheDocument();
  });

  it('asks to agree with the terms when the box is unticked again, and blocks the submit', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillValidForm(user);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText(ACCOUNT_TEXTS.termsRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('puts a server refusal on its field and keeps what was typed', async () => {
    const api = mockApi({
      'POST /account/register': errorAnswer(422, 'AUTH_EMAIL_TAKEN', ACCOUNT_TEXTS.emailTaken, 'email'),
    });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.emailTaken)).toBeInTheDocument();
    expect(api.callsTo('POST /account/register')).toHaveLength(1);
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Frances');
    expect(screen.getByLabelText(/^password/i)).toHaveValue(GOOD_PASSWORD);
  });
});

describe('RegisterPage code step', () => {
  it('registers, checks the code length, shows a wrong code, resends, and signs in with the right one', async () => {
    const api = mockApi({
      'POST /account/register': { body: { email: 'frances@example.com', verificationRequired: true } },
      'POST /account/register/verification/create': { body: { email: 'frances@example.com' } },
      'POST /account/register/verification/verify': [
        errorAnswer(422, 'VAL_CODE_INVALID', ACCOUNT_TEXTS.codeInvalid, 'verificationCode'),
        { body: { token: 't', userId: USER_ID } },
      ],
      'GET /session': { body: buildSession(null) },
    });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(api.callsTo('POST /account/register')[0]?.body).toEqual({
      firstName: 'Frances',
      lastName: 'Founder',
      email: 'Frances@Example.com',
      password: GOOD_PASSWORD,
      acceptTerms: true,
    });
    const code = await screen.findByLabelText(/verification code/i);
    expect(screen.getByText('frances@example.com')).toBeInTheDocument();

    await user.type(code, 'AB12C');
    expect(screen.getByText(ACCOUNT_TEXTS.codeLength)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /verify/i })).toBeDisabled();
    await user.type(code, 'D');
    expect(screen.queryByText(ACCOUNT_TEXTS.codeLength)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByText(ACCOUNT_TEXTS.codeInvalid)).toBeInTheDocument();
    expect(code).toHaveValue('AB12CD');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(api.callsTo('POST /account/register/verification/create')[0]?.body).toEqual({
        email: 'frances@example.com',
      }),
    );

    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /account/register/verification/verify').at(-1)?.body).toEqual({
      email: 'frances@example.com',
      verificationCode: '123456',
    });
    expect(api.callsTo('GET /session').length).toBeGreaterThan(0);
  });
});
