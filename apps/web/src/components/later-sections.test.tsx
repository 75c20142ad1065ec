import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaterSections, type TLaterSection } from './later-sections.tsx';

const SECTIONS: TLaterSection[] = ['Scorecard', 'Rocks', 'To-Dos'].map((name) => ({
  key: name,
  placeholderHeight: '10rem',
  node: <h2>{name}</h2>,
}));

describe('LaterSections', () => {
  it('draws only the first sections in the first render, the others as blocks of their height', () => {
    // A server render is the first render alone: no effect, no transition after it.
    const html = renderToString(<LaterSections sections={SECTIONS} first={1} />);
    expect(html).toContain('<h2>Scorecard</h2>');
    expect(html).not.toContain('Rocks');
    expect(html.match(/min-height:10rem/g)).toHaveLength(2);
  });

  it('draws every section right after, without any scrolling', async () => {
    render(<LaterSections sections={SECTIONS} first={0} />);
    expect(await screen.findByRole('heading', { name: 'To-Dos' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Scorecard',
      'Rocks',
      'To-Dos',
    ]);
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
