import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { UsagePage } from './usage-page.tsx';

const adminSession = () => {
  const session = buildSession('Owner');
  return { ...session, user: { ...session.user, isInstanceAdmin: true } };
};

const days = (people: (day: number) => number) =>
  Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    people: people(index),
  }));
const weeks = (people: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    weekStart: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-0${1 + (index % 4)}`,
    people: index === 11 ? people : 0,
  }));

const render = (usage: object, session = adminSession()) => {
  mockApi({ 'GET /admin/usage': { body: { usage } } });
  renderFeature(<UsagePage />, { url: '/admin/usage', path: '/admin/usage', session });
};

describe('UsagePage', () => {
  it('shows views per area and the active people today and this week', async () => {
    render({
      isCountingPageViews: true,
      isCountingPeople: true,
      pageViews: [
        { area: 'todos', views: 12 },
        { area: 'live-meeting', views: 3 },
      ],
      activeByDay: days((index) => (index === 29 ? 4 : 1)),
      activeByWeek: weeks(6),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('To-Dos12');
    expect(rows[2]).toHaveTextContent('Live meetings3');
    expect(screen.getByTestId('usage-active-summary')).toHaveTextContent('Active today: 4 · this week: 6');
    expect(screen.queryByText(/flag is off/)).not.toBeInTheDocument();
  });

  it('shows an empty state, and says which counting is off', async () => {
    render({
      isCountingPageViews: false,
      isCountingPeople: true,
      pageViews: [],
      activeByDay: days(() => 0),
      activeByWeek: weeks(0),
    });
    expect(await screen.findByText('Nothing counted yet')).toBeInTheDocument();
    expect(
      screen.getByText('Page views are not counted now: the Product analytics flag is off.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Active people are not counted/)).not.toBeInTheDocument();
  });

  it('tells anyone but the instance administrator the page is not theirs', () => {
    render({}, buildSession('Owner'));
    expect(
      screen.getByText('Only the instance administrator can see the usage of this instance.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
