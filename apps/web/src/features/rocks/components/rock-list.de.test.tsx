import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { openSelect, optionTexts } from '../../../test/select-options.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildRock, buildRockWithChild, ROCK_HANDLERS } from '../test-support.ts';
import { DelegatesChoice } from './delegates-choice.tsx';
import { RockList } from './rock-list.tsx';

const EMPTY = { title: 'Keine offenen Rocks', text: '' };

beforeEach(() => showGermanTexts());
afterEach(() => showTexts(null));

/** Issue 33: a German team reads its rocks, their statuses and types in German (Rocks stays Rocks). */
describe('Rocks in German', { timeout: 30_000 }, () => {
  it('names the status select, its six statuses and the type in German', async () => {
    mockApi(ROCK_HANDLERS);
    renderFeature(<RockList rocks={[buildRock()]} isPending={false} canChange empty={EMPTY} />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('table', { name: 'Rocks' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fällig' })).toBeInTheDocument();
    expect(screen.getByText('Unternehmen')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status von Open the Leeds office' });
    expect(status).toHaveValue('Im Plan');
    const listbox = await openSelect(user, status);
    expect(optionTexts(listbox)).toEqual([
      'Im Plan',
      'Nicht im Plan',
      'Erledigt',
      'Nicht erledigt',
      'Geschlossen',
      'Kein Rock',
    ]);
  });

  it('shows an observer the status badge and the delegation mark with its number in German', () => {
    mockApi(ROCK_HANDLERS);
    renderFeature(
      <RockList rocks={[buildRockWithChild()]} isPending={false} canChange={false} empty={EMPTY} />,
      { url: '/', path: '/', session: buildSession('Observer') },
    );
    expect(screen.getByText('Im Plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delegiert · 1: Delegationskette von/ })).toBeInTheDocument();
  });

  it('asks about one delegated rock or several with the plural of German', () => {
    mockApi({});
    const { unmount } = renderFeature(<DelegatesChoice count={1} onChange={() => undefined} />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    expect(
      screen.getByRole('checkbox', {
        name: 'Auch den davon delegierten Rock löschen, die ganze Kette abwärts',
      }),
    ).toBeInTheDocument();
    unmount();
    renderFeature(<DelegatesChoice count={3} onChange={() => undefined} />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    expect(
      screen.getByRole('checkbox', {
        name: 'Auch die 3 davon delegierten Rocks löschen, die ganze Kette abwärts',
      }),
    ).toBeInTheDocument();
  });
});
