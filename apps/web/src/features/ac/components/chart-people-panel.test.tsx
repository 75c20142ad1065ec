import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildSeat } from '../test-support.ts';
import { ChartPeoplePanel } from './chart-people-panel.tsx';

const ANN = { assignedTo: 'Ann Able', assignedToId: 'ann' };
// Ann in three seats (overloaded), Bo in one, one seat vacant.
const SEATS = [
  buildSeat('visionary', null, { title: 'Visionary', ...ANN }),
  buildSeat('integrator', 'visionary', { title: 'Integrator', ...ANN }),
  buildSeat('sales', 'integrator', { title: 'Sales', ...ANN }),
  buildSeat('finance', 'integrator', { title: 'Finance', assignedTo: 'Bo Bell', assignedToId: 'bo' }),
  buildSeat('marketing', 'integrator', { title: 'Marketing' }),
];

function renderPanel() {
  renderFeature(<ChartPeoplePanel seats={SEATS} onFind={() => undefined} onClose={() => undefined} />, {
    url: '/',
    path: '/',
    session: buildSession('Owner'),
  });
}

afterEach(() => showTexts(null));

describe('ChartPeoplePanel', () => {
  it('counts the holders, the vacant seats and the overloaded, each with its plural', async () => {
    renderPanel();
    expect(
      await screen.findByText(
        '2 people hold 4 of 5 seats · 1 vacant · 1 in 3 or more seats',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 seats: overloaded?')).toBeInTheDocument();
    expect(screen.getByText('1 seat')).toBeInTheDocument();
  });

  it('reads German from the German pack', async () => {
    showGermanTexts();
    renderPanel();
    expect(
      await screen.findByText(
        '2 Personen besetzen 4 von 5 Positionen · 1 unbesetzt · 1 in 3 oder mehr Positionen',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 Positionen: überlastet?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unbesetzte Positionen' })).toBeInTheDocument();
  });
});
