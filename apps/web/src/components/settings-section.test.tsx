import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SettingsSection } from './settings-section.tsx';

describe('SettingsSection', () => {
  it('heads its controls at the level it is given, the intro under the title', () => {
    renderWithProviders(
      <SettingsSection title="Sessions" intro="Where you are signed in." headingOrder={3}>
        <button type="button">Sign out</button>
      </SettingsSection>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Sessions' });
    const intro = screen.getByText('Where you are signed in.');
    const button = screen.getByRole('button', { name: 'Sign out' });
    expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the intro out when there is none', () => {
    const { container } = renderWithProviders(
      <SettingsSection title="Language" headingOrder={2}>
        <span>choice</span>
      </SettingsSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Language' })).toBeTruthy();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
