import { GETTING_STARTED_STEPS } from '@cairn/domain/dashboard/getting-started';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../../test-support/render-feature.tsx';
import {
  cleanUpAfterEachItemTest,
  renderItemUi,
  type TMockHandlers,
} from '../../test-support/render-item-popup.tsx';
import { GettingStartedCard } from './getting-started-card.tsx';

const PATH = '/dashboard/getting-started';
const answer = (done: readonly string[], isDismissed = false) => ({
  body: {
    gettingStarted: {
      steps: GETTING_STARTED_STEPS.map((step) => ({ step, isDone: done.includes(step) })),
      isDismissed,
    },
  },
});

const renderCard = (handlers: TMockHandlers, isLeader = true) =>
  renderItemUi(() => <GettingStartedCard orgId={ORG_ID} isLeader={isLeader} />, {
    handlers,
  });

cleanUpAfterEachItemTest();

describe('GettingStartedCard', { timeout: 30_000 }, () => {
  it('ticks the steps done and links each step left to where it is done', async () => {
    renderCard({ [`GET ${PATH}`]: answer(['invite', 'meeting']) });
    expect(await screen.findByRole('heading', { name: 'Your first week in Cairn' })).toBeInTheDocument();
    expect(screen.getByText('2 of 6 done. Each step ticks itself when it is done.')).toBeInTheDocument();
    expect(screen.getByText('Invite your team', { exact: false })).toHaveTextContent(
      'Invite your team (done)',
    );
    expect(screen.queryByRole('link', { name: 'Invite your team' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add measurables' })).toHaveAttribute('href', '/scorecards');
    expect(screen.getByRole('link', { name: 'Set rocks' })).toHaveAttribute('href', '/rocks');
    expect(screen.getByRole('progressbar', { name: '2 of 6 steps done' })).toBeInTheDocument();
  });

  it('goes away for good when dismissed', async () => {
    const { api, user } = renderCard({
      [`GET ${PATH}`]: answer([]),
      [`PUT ${PATH}`]: answer([], true),
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(api.callsTo(`PUT ${PATH}`)[0]?.body).toEqual({ isDismissed: true }));
    await waitFor(() => expect(screen.queryByText('Your first week in Cairn')).not.toBeInTheDocument());
  });

  it('shows nothing once every step is done, or to people who do not set the organisation up', async () => {
    const { api } = renderCard({ [`GET ${PATH}`]: answer(GETTING_STARTED_STEPS) });
    await waitFor(() => expect(api.callsTo(`GET ${PATH}`)).toHaveLength(1));
    expect(screen.queryByText('Your first week in Cairn')).not.toBeInTheDocument();
  });

  it('asks nothing for a person who is not a leader', () => {
    const { api } = renderCard({ [`GET ${PATH}`]: answer([]) }, false);
    // A disabled query starts nothing on mount; render has flushed the mount effects.
    expect(api.callsTo(`GET ${PATH}`)).toHaveLength(0);
    expect(screen.queryByText('Your first week in Cairn')).not.toBeInTheDocument();
  });
});
