import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '../../../lib/session/session-query.ts';
import { currentLocation, renderAppAt, serveSession } from '../../../test/render-app.tsx';
import { buildTestSession } from '../../../test/sessions.ts';
import { forgetDiscountCode, keepDiscountCode, keptDiscountCode } from '../kept-code.ts';

function renderAt(path: string, session: TSession) {
  serveSession(session);
  renderAppAt(path);
}
const location = currentLocation;
/** The first render loads the shell's lazy chunks, which takes a few seconds on a busy machine. */
const SHELL_LOADS = { timeout: 10_000 };

beforeEach(() => {
  forgetDiscountCode();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a code kept for checkout', () => {
  it('keeps letters, digits, - and _ up to 64, and nothing else', () => {
    expect(keepDiscountCode('WELCOME20')).toBe(true);
    expect(keptDiscountCode()).toBe('WELCOME20');
    for (const bad of ['', '<script>', 'a b', '-lead', 'x'.repeat(65), undefined]) {
      expect(keepDiscountCode(bad)).toBe(false);
      expect(keptDiscountCode()).toBe('WELCOME20');
    }
    forgetDiscountCode();
    expect(keptDiscountCode()).toBe('');
  });

  it('ignores a stored value that could not be a code (edited by hand)', () => {
    localStorage.setItem('cairn.keptDiscountCode', '<img src=x>');
    expect(keptDiscountCode()).toBe('');
  });
});

describe('the code links of 000 §2.1', () => {
  it('/discount/{code} keeps the code and goes home, signed in', async () => {
    renderAt('/discount/WELCOME20', buildTestSession());
    await waitFor(() => expect(location()).toBe('/'), SHELL_LOADS);
    expect(keptDiscountCode()).toBe('WELCOME20');
  });

  it('/referral/{code} keeps the code, even for a person with no organisation yet', async () => {
    const session = buildTestSession();
    renderAt('/referral/FRIEND-7', { ...session, orgId: null, org: null, person: null });
    await waitFor(() => expect(location()).toBe('/'), SHELL_LOADS);
    expect(keptDiscountCode()).toBe('FRIEND-7');
  });

  it('/referral/{code} signed out asks to sign in first and comes back to the link', async () => {
    renderAt('/referral/FRIEND-7', null);
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Freferral%2FFRIEND-7'), SHELL_LOADS);
    expect(keptDiscountCode()).toBe('');
  });

  it('/welcome/beta/user/{code} keeps the code and leads a newcomer to registration', async () => {
    renderAt('/welcome/beta/user/BETA_2026', null);
    await waitFor(() => expect(location()).toBe('/register'), SHELL_LOADS);
    expect(keptDiscountCode()).toBe('BETA_2026');
  });

  it('a link whose code could not be one keeps nothing and says so', async () => {
    renderAt(`/discount/${encodeURIComponent('<b>x</b>')}`, buildTestSession());
    expect(
      await screen.findByText('This link does not carry a code Cairn can use.', {}, SHELL_LOADS),
    ).toBeInTheDocument();
    expect(keptDiscountCode()).toBe('');
  });

  it('/international-redirect leads home', async () => {
    renderAt('/international-redirect', buildTestSession());
    await waitFor(() => expect(location()).toBe('/'), SHELL_LOADS);
  });
});
