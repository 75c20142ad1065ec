import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAppAt, serveSession } from '../../test/render-app.tsx';
import { buildTestSession } from '../../test/sessions.ts';

const serve = serveSession;
const renderApp = renderAppAt;
const location = currentLocation;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('routes and guards', () => {
  it('sends an unsigned deep link to /login?redirect={path}', async () => {
    serve(null);
    renderApp('/org/detail/abc/people');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Forg%2Fdetail%2Fabc%2Fpeople'));
  });

  it('sends an unsigned deep link to a modal route to sign in with that route', async () => {
    serve(null);
    renderApp('/org/create');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Forg%2Fcreate'));
  });

  it('sends a signed-in user without an organisation from an organisation route to the welcome route', async () => {
    serve(
      buildTestSession({
        orgId: null,
        org: null,
        person: null,
        user: { ...buildTestSession().user, orgs: [] },
      }),
    );
    renderApp('/org/detail/abc');
    await waitFor(() => expect(location()).toBe('/welcome/tools/user'));
    expect(
      await screen.findByText(
        'You are not part of an organization. Create a new one to use Cairn.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows only the maintenance page while the MaintenancePage flag is on', async () => {
    serve(buildTestSession(), { MaintenancePage: true });
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { name: "Oh Nuts! We're Temporarily Down For Maintenance" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Cairn' })).not.toBeInTheDocument();
  });

  it('lets the instance administrator keep working while the maintenance page is on', async () => {
    const session = buildTestSession();
    serve({ ...session, user: { ...session.user, isInstanceAdmin: true } }, { MaintenancePage: true });
    renderApp('/about');
    // The first render of the signed-in shell in this file loads its lazy chunks.
    expect(
      await screen.findByRole('heading', { name: 'About Cairn' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('shows only the maintenance page to everyone, the administrator too, while the operator has MAINTENANCE=1', async () => {
    const session = buildTestSession();
    serve({ ...session, user: { ...session.user, isInstanceAdmin: true } }, {}, { isUnderMaintenance: true });
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { name: "Oh Nuts! We're Temporarily Down For Maintenance" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Cairn' })).not.toBeInTheDocument();
  });

  it('shows the friendly not-found page with a way home for an unknown path', async () => {
    serve(null);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('answers not-found for /style-guide when its flag is off', async () => {
    serve(buildTestSession(), { StyleGuide: false });
    renderApp('/style-guide');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
  });

  it('removes a leftover authentication hash from the address', async () => {
    serve(null);
    renderApp('/about#access_token=abc&token_type=bearer');
    expect(await screen.findByRole('heading', { name: 'About Cairn' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/about'));
  });

  it('opens a modal route over the page it came from, and closing returns there', async () => {
    serve(buildTestSession());
    const background = { pathname: '/about', search: '', hash: '', state: null, key: 'bg' };
    renderApp({ pathname: '/org/create', state: { backgroundLocation: background } });
    expect(await screen.findByRole('heading', { name: 'About Cairn' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/about'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create organization' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'About Cairn' })).toBeInTheDocument();
  });
});
