import { ZScorecardImportPreview } from '@cairn/domain/scorecards/scorecards.schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { REVENUE_ID, SCORECARD_ID, WEEKS } from '../test-support.ts';
import { ScorecardImportPanel } from './scorecard-import-panel.tsx';

const PATH = `POST /scorecard/${SCORECARD_ID}/import`;
const CSV = `measurable,period,value\nRevenue,${WEEKS[12]},14\nNobody,${WEEKS[12]},3\n`;

/** The server's answer: one change, one bad row; applied only without dryRun. */
function importAnswer(isApplied: boolean) {
  return ZScorecardImportPreview.parse({
    changes: [
      {
        row: 2,
        measurableId: REVENUE_ID,
        title: 'Revenue',
        intervalId: WEEKS[12],
        oldValue: 13.25,
        newValue: 14,
      },
    ],
    errors: [{ row: 3, text: 'No measurable called "Nobody" on this scorecard' }],
    isApplied,
  });
}

cleanUpAfterEachItemTest();
afterEach(() => showTexts(null));

describe('ScorecardImportPanel', { timeout: 30_000 }, () => {
  it('previews the changes and the bad rows before writing, then imports the valid rows', async () => {
    const { api, user, onClose } = renderItemUi(
      (close) => <ScorecardImportPanel scorecardId={SCORECARD_ID} isOpen onClose={close} />,
      {
        handlers: {
          [PATH]: (call) => ({ body: { import: importAnswer(!(call.body as { dryRun: boolean }).dryRun) } }),
        },
      },
    );
    await user.click(await screen.findByRole('textbox', { name: 'or paste the CSV here' }));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 change')).toBeInTheDocument();
    expect(screen.getByText('1 row with errors (left out)')).toBeInTheDocument();
    expect(screen.getByText('Row 3: No measurable called "Nobody" on this scorecard')).toBeInTheDocument();
    expect(api.callsTo(PATH)[0]?.body).toEqual({ csv: CSV, dryRun: true });

    await user.click(screen.getByRole('button', { name: 'Import 1 value' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(PATH)[1]?.body).toEqual({ csv: CSV, dryRun: false });
  });

  it('reads German from the German pack, the counts with their plurals', async () => {
    showGermanTexts();
    const { user } = renderItemUi(
      (close) => <ScorecardImportPanel scorecardId={SCORECARD_ID} isOpen onClose={close} />,
      { handlers: { [PATH]: { body: { import: importAnswer(false) } } } },
    );
    expect(await screen.findByRole('dialog', { name: 'Werte aus CSV importieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'oder CSV hier einfügen' }));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(await screen.findByText('1 Änderung')).toBeInTheDocument();
    expect(screen.getByText('1 Zeile mit Fehlern (ausgelassen)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Wert importieren' })).toBeInTheDocument();
  });
});
