import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session/session-query.ts';
import { setCookie } from '../../test/cookies.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { fakeMediaQueryList } from '../../test/match-media.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { buildTestSession, TEST_ORG_ID } from '../../test/sessions.ts';
import { AppShellLayout } from './app-shell-layout.tsx';

const PREFERENCE = 'PUT /api/v2/session/user/navBarPreference';

function renderShell(session = buildTestSession()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  return renderWithProviders(
    <AppShellLayout>
      <p>Page content</p>
    </AppShellLayout>,
    { queryClient, route: '/' },
  );
}

function phoneViewport(isPhone: boolean) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) =>
    fakeMediaQueryList(query, isPhone && query.includes('max-width')),
  );
}

afterEach(() => {
  phoneViewport(false);
  vi.restoreAllMocks();
});

describe('left menu state (000 §2.3)', () => {
  it('starts open when the user never chose, and saves a collapse with PUT navBarPreference?open=false', async () => {
    setCookie('cairn_csrf', 't1');
    // The contract's answer: the choice as saved.
    const { calls } = mockFetch({
      [PREFERENCE]: ({ url }) => ({
        body: { succeeded: true, messages: [], open: url.endsWith('open=true') },
      }),
    });
    const { queryClient } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(`${PREFERENCE}?open=false`),
    );
    // The menu now also reads the feature flags (the Insights entry), so the PUT need not be first.
    const saved = calls.find((call) => `${call.method} ${call.url}`.startsWith(PREFERENCE));
    expect(saved?.headers['x-csrf-token']).toBe('t1');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ReturnType<typeof buildTestSession>>(sessionQueryKey)?.user.navBarOpen,
      ).toBe(false),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v2/session/user/navBarPreference?open=true'));
  });

  it('starts collapsed when the saved choice is closed', () => {
    mockFetch({});
    renderShell(buildTestSession({ user: { ...buildTestSession().user, navBarOpen: false } }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('starts closed under 576 px whatever was saved, and does not save a phone toggle', async () => {
    phoneViewport(true);
    // The contract's answer: the choice as saved.
    const { calls } = mockFetch({
      [PREFERENCE]: ({ url }) => ({
        body: { succeeded: true, messages: [], open: url.endsWith('open=true') },
      }),
    });
    renderShell(buildTestSession({ user: { ...buildTestSession().user, navBarOpen: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('navBarPreference'))).toHaveLength(0);
  });

  it('opens again at the saved choice when a phone-width window is widened to desktop', async () => {
    const listeners: ((event: { matches: boolean }) => void)[] = [];
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
            listeners.push(listener),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    mockFetch({});
    renderShell(buildTestSession({ user: { ...buildTestSession().user, navBarOpen: true } }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
    act(() => {
      for (const listener of listeners) listener({ matches: false });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument());
  });
});

describe('the shell', () => {
  it('puts EOS AI first in the menu only with the ChatBot flag and a connected model', async () => {
    const serve = (hasModel: boolean) =>
      mockFetch({
        'GET /api/v2/app-configuration/feature-flags': {
          body: { succeeded: true, messages: [], featureFlags: { ChatBot: true } },
        },
        'GET /api/v2/assistant': { body: { succeeded: true, messages: [], hasModel, dailyLimit: 200 } },
      });
    serve(true);
    const { unmount } = renderShell();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const entry = await within(menu).findByRole('link', { name: /EOS AI/ });
    expect(entry).toHaveAttribute('href', '/ai');
    expect(within(menu).getAllByRole('link')[0]).toBe(entry);
    unmount();

    const { calls } = serve(false);
    renderShell();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v2/assistant')).toBe(true));
    expect(screen.queryByRole('link', { name: /EOS AI/ })).not.toBeInTheDocument();
  });

  it('shows the header, the menu with Settings for an Owner, the page and the footer', async () => {
    mockFetch({});
    renderShell();
    expect(screen.getByRole('link', { name: 'Cairn home' })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: /Settings/ })).toHaveAttribute(
      'href',
      `/org/detail/${TEST_ORG_ID}`,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const name of ['About', 'Privacy policy', 'Terms and conditions', 'Cookie policy', 'Contact']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} Cairn`)).toBeInTheDocument();
  });

  it('leads a Member’s Settings to their own settings in the organisation (000 §2.1 usersettings)', () => {
    mockFetch({});
    const session = buildTestSession({ person: { id: 'p', role: 'Member', upgradeRequestStatus: 'None' } });
    renderShell(session);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: /Settings/ })).toHaveAttribute(
      'href',
      `/org/detail/${session.orgId}/usersettings`,
    );
  });

  it('lists the organisations with their logos and offers Create organization in the selector', async () => {
    mockFetch({});
    const user = buildTestSession().user;
    const logoUrl = '/api/v2/org/org-2/logo/0123456789abcdef0123456789abcdef';
    renderShell(
      buildTestSession({
        user: { ...user, orgs: [...user.orgs, { id: 'org-2', name: 'Beta Ltd', logoUrl }] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Organization: Acme/ }));
    const beta = await screen.findByRole('menuitem', { name: /Beta Ltd/ });
    expect(beta.querySelector('img')?.getAttribute('src')).toBe(logoUrl);
    expect(screen.getByRole('menuitem', { name: 'Create organization' })).toBeInTheDocument();
  });

  it('switches organisation with PUT session/org/{id}', async () => {
    setCookie('cairn_csrf', 't2');
    const { calls } = mockFetch({
      'PUT /api/v2/session/org/org-2': { body: { succeeded: true, messages: [] } },
    });
    const user = buildTestSession().user;
    renderShell(
      buildTestSession({
        user: { ...user, orgs: [...user.orgs, { id: 'org-2', name: 'Beta Ltd', logoUrl: null }] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Organization: Acme/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Beta Ltd/ }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/v2/session/org/org-2')).toBe(
        true,
      ),
    );
  });

  it('signs out with DELETE session/{id} from the avatar menu', async () => {
    const session = buildTestSession();
    const { calls } = mockFetch({
      [`DELETE /api/v2/session/${session.session.id}`]: { body: { succeeded: true, messages: [] } },
    });
    const { queryClient } = renderShell(session);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Sam Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toBeNull());
  });
});
