import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../test/german.ts';
import { TestMantine } from '../../test/render.tsx';
import { ItemListFilters } from './item-list-filters.tsx';
import { ItemListSection } from './item-list-section.tsx';

beforeEach(() => showGermanTexts());
afterEach(() => showTexts(null));

/** Issue 33: the shared list pieces name the area's items in the person's language. */
describe('An item list in German', () => {
  it('names its search, filters and pages by the items it lists', () => {
    render(
      <TestMantine>
        <ItemListSection
          itemsLabel="Rocks"
          filters={
            <ItemListFilters
              itemsLabel="Rocks"
              scope="mine"
              onScopeChange={() => {}}
              status="open"
              onStatusChange={() => {}}
              statusOptions={[
                { value: 'open', label: 'Offen' },
                { value: 'finished', label: 'Abgeschlossen' },
              ]}
              counts={{ open: 3 }}
            />
          }
          text=""
          onTextChange={() => {}}
          page={1}
          totalPages={2}
          onPageChange={() => {}}
        >
          <p>Liste</p>
        </ItemListSection>
      </TestMantine>,
    );
    expect(screen.getByLabelText('Rocks durchsuchen')).toBeInTheDocument();
    expect(screen.getByLabelText('Wessen Rocks')).toBeInTheDocument();
    expect(screen.getByLabelText('Status der Rocks')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Meine' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alle' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Offen (3)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Abgeschlossen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Seiten der Rocks')).toBeInTheDocument();
  });
});
