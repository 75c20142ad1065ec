import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../features/test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../features/test-support/render-feature.tsx';
import type { TInstance } from '../../lib/instance.ts';
import { AppFooter } from './app-footer.tsx';
import { InvestigationBanner } from './investigation-banner.tsx';
import { SupportContact } from './support-contact.tsx';

const NOTHING: TInstance = {
  isUnderMaintenance: false,
  investigationBanner: null,
  support: { url: null, email: null, chatUrl: null },
  socialLinks: [],
};

function renderWith(ui: React.ReactElement, instance: Partial<TInstance>) {
  mockApi({ 'GET /app-configuration/instance': { body: { instance: { ...NOTHING, ...instance } } } });
  renderFeature(ui, { url: '/', path: '/', session: buildSession('Member') });
}

afterEach(() => vi.unstubAllGlobals());

describe("the operator's pieces of the shell (issue 34 point 3)", () => {
  it('lists the social links in the footer, each opening in a new tab without a referrer', async () => {
    renderWith(<AppFooter />, {
      socialLinks: [{ name: 'LinkedIn', url: 'https://linkedin.com/company/acme' }],
    });
    const link = await screen.findByRole('link', { name: 'LinkedIn' });
    expect(link).toHaveAttribute('href', 'https://linkedin.com/company/acme');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('navigation', { name: 'Follow us' })).toBeInTheDocument();
  });

  it('shows no social navigation when the operator set none', async () => {
    renderWith(<AppFooter />, {});
    expect(await screen.findByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it("offers the operator's help centre, address and chat, and the company's people without them", async () => {
    renderWith(<SupportContact />, {
      support: { url: 'https://help.acme.com', email: 'help@acme.com', chatUrl: 'https://chat.acme.com' },
    });
    expect(await screen.findByRole('link', { name: 'Chat with support' })).toHaveAttribute(
      'href',
      'https://chat.acme.com',
    );
    expect(screen.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute(
      'href',
      'https://help.acme.com',
    );
    expect(screen.getByRole('link', { name: 'help@acme.com' })).toHaveAttribute(
      'href',
      'mailto:help@acme.com',
    );
    expect(screen.queryByText(/run by your company/)).not.toBeInTheDocument();
  });

  it('sends people to their owner and admins when the operator set no support', async () => {
    renderWith(<SupportContact />, {});
    expect(await screen.findByText(/run by your company/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the administrator's banner as text, markup and all", async () => {
    renderWith(<InvestigationBanner />, { investigationBanner: '<b>Slow</b> meeting pages: we are on it.' });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('<b>Slow</b> meeting pages: we are on it.');
    expect(banner.querySelector('b')).toBeNull();
  });
});
