import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

const english = {
  'pdf.list.open_one': '{{count}} open',
  'pdf.list.open_other': '{{count}} open',
  'pdf.common.page': 'Page {{page}} of {{total}}',
  'pdf.common.empty': 'Nothing here yet',
};

describe('the domain translator', () => {
  it('chooses the plural by the locale and formats the count in it', () => {
    const de = createTranslator(
      { ...english, 'pdf.list.open_one': '{{count}} offener', 'pdf.list.open_other': '{{count}} offen' },
      'de',
    );
    expect(de.t('pdf.list.open', { count: 1 })).toBe('1 offener');
    expect(de.t('pdf.list.open', { count: 1234 })).toBe('1.234 offen');
    expect(createTranslator(english, 'en').t('pdf.list.open', { count: 1234 })).toBe('1,234 open');
  });

  it('puts values into placeholders and leaves an unnamed one as it is', () => {
    const fr = createTranslator({ ...english, 'pdf.common.page': 'Page {{ page }} sur {{total}}' }, 'fr');
    expect(fr.t('pdf.common.page', { page: 2, total: 3 })).toBe('Page 2 sur 3');
    expect(fr.t('pdf.common.page', { page: 2 })).toBe('Page 2 sur {{total}}');
  });

  it('reads English for a key the language lacks when English is merged under its pack', () => {
    const es = createTranslator({ ...english, 'pdf.list.open_other': '{{count}} abiertos' }, 'es');
    expect(es.t('pdf.common.empty')).toBe('Nothing here yet');
    expect(es.t('pdf.unknown.key')).toBe('pdf.unknown.key');
    expect(es.has('pdf.common.empty')).toBe(true);
    expect(es.has('pdf.list.open')).toBe(true);
    expect(es.has('pdf.unknown.key')).toBe(false);
  });

  it('keeps HTML in a pack and in values as text (nothing is parsed or escaped)', () => {
    const de = createTranslator({ 'pdf.x': '<b>{{name}}</b> & Co' }, 'de');
    expect(de.t('pdf.x', { name: '<script>' })).toBe('<b><script></b> & Co');
  });

  it('falls back to English formats for a tag it cannot read', () => {
    const broken = createTranslator(english, 'xx-!!');
    expect(broken.locale).toBe('en');
    expect(broken.number(1234.5)).toBe('1,234.5');
  });

  it("puts the organisation's words into a key's text, never into its values (issue 33)", () => {
    const terms = {
      rock: { singular: 'Goal', plural: 'Goals' },
      todo: { singular: 'Action', plural: 'Actions' },
    };
    const pack = {
      'notice.assigned.rock.message': '{{by}} assigned the rock "{{title}}" to you.',
      'pdf.summary.rocks_one': '{{count}} Rock',
      'pdf.summary.rocks_other': '{{count}} Rocks',
      'pdf.list.title.todos': '{{title}}: To-Dos',
    };
    const en = createTranslator(pack, 'en-GB', terms);
    expect(en.t('notice.assigned.rock.message', { by: 'Ana', title: 'Rocks and To-Dos' })).toBe(
      'Ana assigned the goal "Rocks and To-Dos" to you.',
    );
    expect(en.t('pdf.summary.rocks', { count: 1 })).toBe('1 Goal');
    expect(en.t('pdf.summary.rocks', { count: 3 })).toBe('3 Goals');
    expect(en.template('pdf.list.title.todos')).toBe('{{title}}: Actions');
    const de = createTranslator({ 'pdf.summary.todosMade': 'Neue To-Dos' }, 'de', terms);
    expect(de.t('pdf.summary.todosMade')).toBe('Neue Actions');
    // Without words (no organisation), the pack's own.
    expect(createTranslator(pack, 'en').t('pdf.list.title.todos', { title: 'L10' })).toBe('L10: To-Dos');
  });
});
