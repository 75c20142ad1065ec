import { DASHBOARD_TEXTS } from '@cairn/domain/dashboard/dashboard.constants';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { ChooseWidgetModal } from './choose-widget-modal.tsx';

const rocks = (count: number): TWidget[] =>
  Array.from({ length: count }, (_, n) => ({
    i: `r${n}`,
    x: 0,
    y: n * 4,
    w: 6,
    h: 4,
    type: 'Rocks',
    filters: {},
  }));

function renderChooser(widgets: TWidget[] = [], { isHeadlineStatusOn = false } = {}) {
  const onDone = vi.fn();
  const featureFlags = { ...DEFAULT_FEATURE_FLAGS, HeadlineStatusFilter: isHeadlineStatusOn };
  const api = mockApi({ 'GET /app-configuration/feature-flags': { body: { featureFlags } } });
  renderFeature(
    <ChooseWidgetModal
      widgets={widgets}
      personId={PERSON_ID}
      editing={null}
      onDone={onDone}
      onClose={() => undefined}
    />,
    { url: '/', path: '/', session: buildSession('Owner') },
  );
  return { onDone, api, user: userEvent.setup() };
}

describe('ChooseWidgetModal', () => {
  it('offers the headline statuses only while the HeadlineStatusFilter flag is on (000 §6)', async () => {
    const off = renderChooser();
    await waitFor(() => expect(off.api.callsTo('GET /app-configuration/feature-flags')).toHaveLength(1));
    await off.user.click(await screen.findByRole('button', { name: 'Headlines' }));
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Reviewed' })).not.toBeInTheDocument();
    cleanup();
    const on = renderChooser([], { isHeadlineStatusOn: true });
    await waitFor(() => expect(on.api.callsTo('GET /app-configuration/feature-flags')).toHaveLength(1));
    await on.user.click(await screen.findByRole('button', { name: 'Headlines' }));
    expect(await screen.findByRole('checkbox', { name: 'Reviewed' })).toBeInTheDocument();
  });

  it('adds Meetings at once, with no filters step', async () => {
    const { onDone, user } = renderChooser();
    await user.click(await screen.findByRole('button', { name: 'Meetings' }));
    expect(onDone).toHaveBeenCalledWith('Meetings', {});
  });

  it('disables a type at four widgets and names it', async () => {
    const { onDone, user } = renderChooser(rocks(4));
    expect(await screen.findByText(DASHBOARD_TEXTS.typesAtMaximum(['Rocks']))).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Rocks' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Issues' }));
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeChecked();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('follows the filter rules: Personal turns Mine and Others off, Create needs one option on', async () => {
    const { onDone, user } = renderChooser();
    await user.click(await screen.findByRole('button', { name: 'To-Dos' }));
    const create = screen.getByRole('button', { name: 'Create' });
    await user.click(screen.getByRole('checkbox', { name: 'Mine' }));
    expect(create).toBeDisabled();
    // 002 §5 Messages: the reason Create waits.
    expect(screen.getByText('Indicated fields are required before proceeding.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Personal/ }));
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Others/ })).toBeDisabled();
    expect(create).toBeEnabled();
    expect(screen.queryByText('Indicated fields are required before proceeding.')).not.toBeInTheDocument();
    await user.click(create);
    expect(onDone).toHaveBeenCalledWith('ToDos', { 'is-personal': ['true'] });
  });
});
