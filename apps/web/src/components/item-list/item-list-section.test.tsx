import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestMantine } from '../../test/render.tsx';
import { ItemListSection } from './item-list-section.tsx';

function Harness({ startPage, totalPages }: { startPage: number; totalPages: number }) {
  const [page, setPage] = useState(startPage);
  return (
    <ItemListSection
      itemsLabel="to-dos"
      filters={null}
      text=""
      onTextChange={() => {}}
      page={page}
      totalPages={totalPages}
      onPageChange={setPage}
    >
      <output>page {page}</output>
    </ItemListSection>
  );
}

const renderList = (startPage: number, totalPages: number) =>
  render(
    <TestMantine>
      <Harness startPage={startPage} totalPages={totalPages} />
    </TestMantine>,
  );

describe('ItemListSection (002 §8)', () => {
  it('steps back to the last page when the page shown has emptied', () => {
    const { rerender } = renderList(3, 3);
    expect(screen.getByText('page 3')).toBeInTheDocument();
    rerender(
      <TestMantine>
        <Harness startPage={3} totalPages={2} />
      </TestMantine>,
    );
    expect(screen.getByText('page 2')).toBeInTheDocument();
  });

  it('goes to page 1 when nothing is left', () => {
    renderList(2, 0);
    expect(screen.getByText('page 1')).toBeInTheDocument();
  });

  it('leaves a page that exists alone', () => {
    renderList(2, 4);
    expect(screen.getByText('page 2')).toBeInTheDocument();
  });
});
