import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrackedByLine } from '../../../components/tracked-by/tracked-by-line.tsx';
import { buildTodo } from '../../test-support/item-fixtures.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { renderFeature } from '../../test-support/render-feature.tsx';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { buildMeasurable, gridHandlers, REVENUE_ID, SCORECARD_ID } from '../test-support.ts';
import { EditMeasurablePanel } from './edit-measurable-panel.tsx';
import { MeasurableTitleCell } from './measurable-title-cell.tsx';

const LOAD = { timeout: 8000 };
const ROCK_ID = '99999999-9999-4999-8999-999999999999';
const TODO_ID = '88888888-8888-4888-8888-888888888888';
const linked = { id: ROCK_ID, kind: 'Rock' as const, title: 'Launch the website' };
const path = `/scorecard/${SCORECARD_ID}/${REVENUE_ID}`;
const searchAnswer = (items: object[]) => ({ body: { items, totalCount: null, totalPages: null } });

cleanUpAfterEachItemTest();

describe('a measurable linked to a rock or to-do (001 §3 linkedItemId)', { timeout: 40_000 }, () => {
  it('shows "Tracks rock" under the title on the scorecard row', () => {
    renderFeature(
      <table>
        <tbody>
          <tr>
            <MeasurableTitleCell
              measurable={buildMeasurable({ linkedItemId: ROCK_ID, linkedItem: linked })}
              owner={undefined}
              locale="en-US"
              canEdit={false}
              canMoveUp={false}
              canMoveDown={false}
              onEdit={() => {}}
              onChart={() => {}}
              onMove={() => {}}
              rowActions={[]}
              onDragStart={() => {}}
              onDragEnd={() => {}}
            />
          </tr>
        </tbody>
      </table>,
      { url: '/', path: '/' },
    );
    expect(screen.getByTestId('linked-item')).toHaveTextContent('Tracks rock: Launch the website');
  });

  it("offers the linked rock and the meeting's to-dos in Edit, and sends the one picked", async () => {
    const { api, user, onClose } = renderItemUi(
      (close) => <EditMeasurablePanel scorecardId={SCORECARD_ID} measurableId={REVENUE_ID} onClose={close} />,
      {
        handlers: {
          ...gridHandlers(),
          [`GET ${path}`]: {
            body: { measurable: buildMeasurable({ linkedItemId: ROCK_ID, linkedItem: linked }) },
          },
          [`PUT ${path}`]: { body: { measurable: buildMeasurable({ version: 4 }) } },
          'POST /rocks/search': searchAnswer([]),
          'POST /todos/search': searchAnswer([buildTodo({ id: TODO_ID, title: 'Send the proposal' })]),
        },
        role: 'Owner',
      },
    );
    const field = await screen.findByRole('combobox', { name: /Tracks/ }, LOAD);
    await waitFor(() => expect(field).toHaveValue('Launch the website'));
    await user.click(field);
    const list = await waitFor(() => {
      const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no list');
      return found;
    });
    await user.click(await within(list).findByRole('option', { name: 'Send the proposal', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT ${path}`)[0]?.body).toMatchObject({ linkedItemId: TODO_ID });
  });

  it('says which measurables track a rock, and nothing when none does', async () => {
    mockApi({
      [`GET /scorecards/tracking/${ROCK_ID}`]: {
        body: {
          measurables: [
            { id: REVENUE_ID, title: 'Pages live', scorecardId: SCORECARD_ID, tractionId: SCORECARD_ID },
          ],
        },
      },
      [`GET /scorecards/tracking/${TODO_ID}`]: { body: { measurables: [] } },
    });
    renderFeature(
      <>
        <TrackedByLine itemId={ROCK_ID} />
        <TrackedByLine itemId={TODO_ID} />
      </>,
      { url: '/', path: '/' },
    );
    expect(await screen.findByTestId('tracked-by', {}, LOAD)).toHaveTextContent(
      'Tracked by the measurable Pages live',
    );
    expect(screen.getAllByTestId('tracked-by')).toHaveLength(1);
  });
});
