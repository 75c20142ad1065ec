import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReader } from './reader.ts';
import { Trans } from './trans.tsx';

const pack: Record<string, string> = {
  'x.greeting': 'Hello {{ name }}, {{name}}!',
  'x.items_one': '{{count}} item',
  'x.items_other': '{{count}} items',
  'x.html': '<b>Bold</b> & <script>alert(1)</script>',
  'x.intro': 'A code went to <strong>{{email}}</strong>, <em>really</em>.',
};
const t = createReader('en', (key) => pack[key]);

describe('the English reader (decision 0030)', () => {
  it('puts values in by name, as i18next does', () => {
    expect(t('x.greeting', { name: 'Ada' })).toBe('Hello Ada, Ada!');
    // A value that is not given leaves its placeholder: the gap shows instead of vanishing.
    expect(t('x.greeting')).toBe('Hello {{ name }}, {{name}}!');
  });

  it('picks the plural form by the language rule', () => {
    expect(t('x.items', { count: 1 })).toBe('1 item');
    expect(t('x.items', { count: 0 })).toBe('0 items');
    expect(t('x.items', { count: 5 })).toBe('5 items');
    const french = createReader('fr', (key) => pack[key]);
    expect(french('x.items', { count: 0 })).toBe('0 item');
    // A language with more forms (Polish "few") falls back to _other when the pack lacks them.
    expect(createReader('pl', (key) => pack[key])('x.items', { count: 3 })).toBe('3 items');
  });

  it('answers the key itself for a key no pack has', () => {
    expect(t('x.missing')).toBe('x.missing');
  });

  it('keeps a pack text with HTML as text', () => {
    render(<p data-testid="text">{t('x.html')}</p>);
    expect(screen.getByTestId('text').innerHTML).toBe(
      '&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});

describe('Trans', () => {
  it('makes only the named tags elements; values and other HTML stay text', async () => {
    const { addEnglishTexts } = await import('./texts.ts');
    addEnglishTexts({ 'x.intro': pack['x.intro'] });
    render(
      <p data-testid="intro">
        <Trans i18nKey="x.intro" values={{ email: '<i>a@b.c</i>' }} components={{ strong: <strong /> }} />
      </p>,
    );
    expect(screen.getByTestId('intro').innerHTML).toBe(
      'A code went to <strong>&lt;i&gt;a@b.c&lt;/i&gt;</strong>, &lt;em&gt;really&lt;/em&gt;.',
    );
  });
});
