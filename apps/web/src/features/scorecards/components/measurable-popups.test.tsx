import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { PERSON_ID } from '../../test-support/render-feature.tsx';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import {
  BEA_ID,
  buildMeasurable,
  gridHandlers,
  MEETING_ID,
  REVENUE_ID,
  SCORECARD_ID,
} from '../test-support.ts';
import { AddMeasurablePanel } from './add-measurable-panel.tsx';
import { EditMeasurablePanel } from './edit-measurable-panel.tsx';

const LOAD = { timeout: 8000 };
type TUser = ReturnType<typeof renderItemUi>['user'];

function renderAdd(tractionId: string | null = MEETING_ID) {
  return renderItemUi((onClose) => <AddMeasurablePanel tractionId={tractionId} onClose={onClose} />, {
    handlers: {
      ...gridHandlers(),
      [`POST /scorecard/${SCORECARD_ID}/add-measurable`]: {
        status: 201,
        body: { measurable: buildMeasurable() },
      },
    },
  });
}

async function pick(user: TUser, label: RegExp, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no list for ${label}`);
    return found;
  });
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

/** Fills the Revenue example: ≥ 12.5 thousand dollars with 2 decimals. */
async function fillRevenue(user: TUser) {
  await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Revenue');
  await pick(user, /Comparison/, '≥ Greater than or equal to');
  await user.type(screen.getByRole('textbox', { name: /Goal/ }), '12.5');
  await pick(user, /Scale/, 'Thousand (k)');
  await pick(user, /Unit/, 'Dollar ($)');
  await user.click(screen.getByRole('button', { name: 'More decimals' }));
}

cleanUpAfterEachItemTest();

describe('Add Measurable', { timeout: 40_000 }, () => {
  it('shows the live preview only once comparison, goal, unit, scale and meeting are there', async () => {
    const { user } = renderAdd();
    await fillRevenue(user);
    expect(await screen.findByTestId('measurable-preview-goal')).toHaveTextContent('≥ $12.50k');
    expect(screen.getByTestId('measurable-preview-cell')).toHaveTextContent('$12.50k');
    expect(screen.getByRole('img', { name: SCORECARD_TEXTS.onTarget })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Goal/ }));
    await waitFor(() => expect(screen.queryByTestId('measurable-preview-goal')).not.toBeInTheDocument());
  });

  it('shows no preview without a meeting, and Add stays disabled', async () => {
    const { user } = renderAdd(null);
    await fillRevenue(user);
    expect(screen.queryByTestId('measurable-preview-goal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Measurable' })).toBeDisabled();
  });

  it('keeps the goal a number field (002 §5) and names what is wrong', async () => {
    const { user } = renderAdd();
    const goal = await screen.findByRole('textbox', { name: /Goal/ }, LOAD);
    await user.type(goal, 'a1b2,3.4.5-');
    expect(goal).toHaveValue('123.45');
    await user.clear(goal);
    expect(await screen.findByText(SCORECARD_TEXTS.required)).toBeInTheDocument();
    await user.type(goal, '-');
    expect(await screen.findByText(SCORECARD_TEXTS.notANumber)).toBeInTheDocument();
    await user.type(goal, '1234567890123456789');
    expect(goal).toHaveValue('-12345678901234');
  });

  it('allows cents currencies 0 or 2 decimals and says so', async () => {
    const { user } = renderAdd();
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(screen.getByRole('button', { name: 'More decimals' }));
    expect(screen.getByTestId('decimals-value')).toHaveTextContent('1');
    await pick(user, /Unit/, 'Dollar ($)');
    expect(await screen.findByText(SCORECARD_TEXTS.decimalsForUnit('Dollar'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More decimals' }));
    expect(screen.getByTestId('decimals-value')).toHaveTextContent('2');
    await waitFor(() =>
      expect(screen.queryByText(SCORECARD_TEXTS.decimalsForUnit('Dollar'))).not.toBeInTheDocument(),
    );
    await pick(user, /Unit/, 'Yen (¥)');
    expect(await screen.findByText(SCORECARD_TEXTS.decimalsForUnit('Yen'))).toBeInTheDocument();
  });

  it('refuses the owner as the assistant', async () => {
    const { user } = renderAdd();
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Owner/ })).toHaveValue('Frances Founder'),
    );
    await pick(user, /Assistant/, 'Frances Founder');
    expect(await screen.findByText(SCORECARD_TEXTS.editorIsOwner)).toBeInTheDocument();
  });

  it('adds the measurable to the meeting scorecard with the domain request', async () => {
    const { api, user, onClose } = renderAdd();
    await fillRevenue(user);
    await user.click(screen.getByRole('button', { name: 'Add Measurable' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`POST /scorecard/${SCORECARD_ID}/add-measurable`)[0]?.body).toMatchObject({
      title: 'Revenue',
      ownerId: PERSON_ID,
      editorId: null,
      comparison: 'GreaterOrEqual',
      goalValue: 12.5,
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 2,
      interval: 'Weekly',
      formula: null,
      tractionId: MEETING_ID,
    });
  });

  it('sends one request on a double click of Add Measurable (issue 35)', async () => {
    const { api, user, onClose } = renderAdd();
    await fillRevenue(user);
    await expectOneRequestOnDoubleClick(
      user,
      api,
      `POST /scorecard/${SCORECARD_ID}/add-measurable`,
      () => screen.getByRole('button', { name: 'Add Measurable' }),
      () => expect(onClose).toHaveBeenCalled(),
    );
  });
});

describe('Edit Measurable', { timeout: 40_000 }, () => {
  function renderEdit(ownerId: string | null = PERSON_ID) {
    const path = `/scorecard/${SCORECARD_ID}/${REVENUE_ID}`;
    return renderItemUi(
      (onClose) => (
        <EditMeasurablePanel scorecardId={SCORECARD_ID} measurableId={REVENUE_ID} onClose={onClose} />
      ),
      {
        handlers: {
          ...gridHandlers(),
          [`GET ${path}`]: { body: { measurable: buildMeasurable({ ownerId }) } },
          [`PUT ${path}`]: { body: { measurable: buildMeasurable({ version: 4 }) } },
          [`PUT ${path}/reassign`]: {
            body: { measurable: buildMeasurable({ version: 5, ownerId: BEA_ID }) },
          },
        },
        role: 'Owner',
      },
    );
  }

  it('asks before an owner change; Cancel sends nothing, Confirm saves and then reassigns', async () => {
    const { api, user, onClose } = renderEdit();
    const owner = await screen.findByRole('combobox', { name: /Owner/ }, LOAD);
    await waitFor(() => expect(owner).toHaveValue('Frances Founder'));
    await pick(user, /Owner/, 'Bea Baker');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCORECARD_TEXTS.ownerChangeConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText(SCORECARD_TEXTS.ownerChangeConfirm)).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const path = `/scorecard/${SCORECARD_ID}/${REVENUE_ID}`;
    expect(api.callsTo(`PUT ${path}`)[0]?.body).toMatchObject({ ownerId: PERSON_ID, version: 3 });
    expect(api.callsTo(`PUT ${path}/reassign`)[0]?.body).toEqual({ ownerId: BEA_ID, version: 4 });
  });

  it('requires the owner on edit', async () => {
    const { user } = renderEdit(null);
    await screen.findByRole('combobox', { name: /Owner/ }, LOAD);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await pick(user, /Owner/, 'Bea Baker');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
