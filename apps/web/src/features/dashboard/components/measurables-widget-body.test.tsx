import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BASE_HANDLERS,
  buildGridWithErrorCells,
  gridHandlers,
  REVENUE_ID,
  SCORECARD_ID,
  WEEKS,
} from '../../scorecards/test-support.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { MeasurablesWidgetBody } from './measurables-widget-body.tsx';

const VALUE_PATH = `PUT /scorecard/${SCORECARD_ID}/${REVENUE_ID}/add-measured-value`;

describe('MeasurablesWidgetBody', () => {
  it("shows the person's measurables and saves a value typed into a period", async () => {
    const api = mockApi({
      ...BASE_HANDLERS,
      ...gridHandlers(),
      [VALUE_PATH]: (call) => ({
        body: {
          measuredValue: {
            ...(call.body as object),
            isOnTarget: true,
            note: '',
            version: 2,
            isComputed: false,
          },
        },
      }),
    });
    renderFeature(<MeasurablesWidgetBody personId={PERSON_ID} canEdit />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    expect(await screen.findByRole('link', { name: 'Revenue' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales calls' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Revenue, .*: \$13\.25k, edit$/ }));
    const input = screen.getByRole('textbox', { name: /^Revenue, / });
    await user.clear(input);
    await user.type(input, '15{Enter}');
    await waitFor(() => expect(api.callsTo(VALUE_PATH)).toHaveLength(1));
    expect(api.callsTo(VALUE_PATH)[0]?.body).toMatchObject({ intervalId: WEEKS[12], value: 15 });
    // A formula measurable's periods are only shown.
    expect(screen.queryByRole('button', { name: /^Revenue per call, / })).not.toBeInTheDocument();
  });

  it("shows a formula's error cells as a small mark with the reason as its title", async () => {
    const reason = SCORECARD_TEXTS.formulaInvalid;
    mockApi({ ...BASE_HANDLERS, ...gridHandlers(buildGridWithErrorCells(reason)) });
    renderFeature(<MeasurablesWidgetBody personId={PERSON_ID} canEdit />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    expect(
      await screen.findByRole('link', { name: 'Revenue per call' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const marks = screen.getAllByTitle(reason);
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveTextContent(`Error: ${reason}`);
  });
});
