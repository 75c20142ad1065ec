import { DASHBOARD_TEXTS } from '@cairn/domain/dashboard/dashboard.constants';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

function renderChooser(widgets: TWidget[] = []) {
  const onDone = vi.fn();
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
  return { onDone, user: userEvent.setup() };
}

describe('ChooseWidgetModal', () => {
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
    await user.click(screen.getByRole('checkbox', { name: /Personal/ }));
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Others/ })).toBeDisabled();
    expect(create).toBeEnabled();
    await user.click(create);
    expect(onDone).toHaveBeenCalledWith('ToDos', { 'is-personal': ['true'] });
  });
});
