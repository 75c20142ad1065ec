import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';

function renderForm() {
  const onVerified = vi.fn();
  renderFeature(<VerifyCodeForm email="frances@example.com" onVerified={onVerified} />, {
    url: '/register',
    path: '/register',
    session: null,
  });
  return onVerified;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('VerifyCodeForm limits', () => {
  it('shows the server’s text when this client guessed too many wrong codes, and keeps the code', async () => {
    mockApi({
      'POST /account/register/verification/verify': errorAnswer(
        429,
        'RATE_LIMITED',
        ACCOUNT_TEXTS.tooManyCodeGuesses,
      ),
    });
    const onVerified = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/verification code/i), 'ABCDEF');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByText(ACCOUNT_TEXTS.tooManyCodeGuesses)).toBeInTheDocument();
    expect(screen.getByLabelText(/verification code/i)).toHaveValue('ABCDEF');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows on the field why a code typed in another browser than the registration’s is refused', async () => {
    mockApi({
      'POST /account/register/verification/verify': errorAnswer(
        422,
        'VAL_CODE_OTHER_BROWSER',
        ACCOUNT_TEXTS.codeOtherBrowser,
        'verificationCode',
      ),
    });
    const onVerified = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/verification code/i), 'ABCDEF');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByText(ACCOUNT_TEXTS.codeOtherBrowser)).toBeInTheDocument();
    expect(screen.getByLabelText(/verification code/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('takes only letters and digits: a typed space does nothing and a pasted code loses its spaces', async () => {
    mockApi({});
    renderForm();
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText(/verification code/i);
    await user.type(field, 'AB C-1');
    expect(field).toHaveValue('ABC1');
    await user.clear(field);
    await user.click(field);
    await user.paste(' 7K2 QX9 ');
    expect(field).toHaveValue('7K2QX9');
  });
});
