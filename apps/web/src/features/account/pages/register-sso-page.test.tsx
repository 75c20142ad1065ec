import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature, USER_ID } from '../../test-support/render-feature.tsx';
import { RegisterSsoPage } from './register-sso-page.tsx';

const pending = () => {
  const session = buildSession(null);
  return {
    ...session,
    user: { ...session.user, firstName: 'Nia', lastName: 'Provider', ssoTermsPending: true },
  };
};

describe('RegisterSsoPage (/register-sso)', () => {
  it('shows the address from the link, keeps the policy unaccepted until ticked, then sends the names and goes home', async () => {
    const accepted = { ...pending(), user: { ...pending().user, ssoTermsPending: false } };
    const api = mockApi({
      'POST /sso/register': { body: { userId: USER_ID } },
      'GET /session': { body: accepted },
    });
    renderFeature(<RegisterSsoPage />, {
      url: '/register-sso?email=nia%40corp.example',
      path: '/register-sso',
      session: pending(),
    });
    expect(screen.getByLabelText('Email')).toHaveValue('nia@corp.example');
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Nia');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.termsRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /sso/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^last name/i));
    await user.type(screen.getByLabelText(/^last name/i), 'Nakamura');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /sso/register')[0]?.body).toEqual({
      firstName: 'Nia',
      lastName: 'Nakamura',
      acceptTerms: true,
    });
  });

  it('sends an account that has nothing to accept home', async () => {
    mockApi({});
    renderFeature(<RegisterSsoPage />, {
      url: '/register-sso',
      path: '/register-sso',
      session: buildSession(),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
