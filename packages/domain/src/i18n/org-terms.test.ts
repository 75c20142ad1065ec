import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZOrgTermsRequest } from './org-terms.schemas.ts';
import { defaultOrgTermWords, ORG_TERMS, type TOrgTerms, withOrgTerms } from './org-terms.ts';

const goals: TOrgTerms = { rock: { singular: 'Goal', plural: 'Goals' } };

describe("the organisation's own words", () => {
  it('renames in English, keeping capital and lower case', () => {
    expect(withOrgTerms('Add Rock', 'en', goals)).toBe('Add Goal');
    expect(withOrgTerms('Your rocks, to-dos and issues', 'en', goals)).toBe('Your goals, to-dos and issues');
    expect(withOrgTerms('{{count}} rock dropped', 'en', goals)).toBe('{{count}} goal dropped');
    expect(withOrgTerms('Rocks', 'en', goals)).toBe('Goals');
  });

  it('renames in German', () => {
    const terms: TOrgTerms = { todo: { singular: 'Aufgabe', plural: 'Aufgaben' } };
    expect(withOrgTerms('Meine To-Dos', 'de', terms)).toBe('Meine Aufgaben');
    expect(withOrgTerms('To-Do hinzufügen', 'de', terms)).toBe('Aufgabe hinzufügen');
    expect(withOrgTerms('Quartals-Rocks', 'de', goals)).toBe('Quartals-Goals');
  });

  it('follows the other spellings a pack uses', () => {
    expect(withOrgTerms('Rocks completados', 'es', goals)).toBe('Goals completados');
    expect(withOrgTerms('Rocas de la empresa', 'es', goals)).toBe('Goals de la empresa');
    expect(withOrgTerms('À faire', 'fr', { todo: { singular: 'Action', plural: 'Actions' } })).toBe(
      'Actions',
    );
  });

  it('leaves words that only contain a default, and terms not renamed', () => {
    expect(withOrgTerms('Rocky the Issuer', 'en', { ...goals, issue: { singular: 'X', plural: 'Xs' } })).toBe(
      'Rocky the Issuer',
    );
    expect(withOrgTerms('Add Issue', 'en', goals)).toBe('Add Issue');
    expect(withOrgTerms('Add Rock', 'nl', goals)).toBe('Add Rock');
  });

  it('keeps an acronym and renames Level 10 and words of two parts', () => {
    const terms: TOrgTerms = {
      level10: { singular: 'Weekly', plural: 'Weeklies' },
      scorecard: { singular: 'Tableau de bord', plural: 'Tableaux de bord' },
      rock: { singular: 'OKR', plural: 'OKRs' },
    };
    expect(withOrgTerms('the weekly Level 10 meeting', 'en', terms)).toBe('the weekly Weekly meeting');
    expect(withOrgTerms("Les tableaux d'indicateurs", 'fr', terms)).toBe('Les tableaux de bord');
    expect(withOrgTerms('Tableau d’indicateurs', 'fr', terms)).toBe('Tableau de bord');
    expect(withOrgTerms('your rocks', 'en', terms)).toBe('your OKRs');
  });

  it('never touches placeholders, nor the other meanings of a default', () => {
    const terms: TOrgTerms = { headline: { singular: 'Annonce', plural: 'Annonces' } };
    expect(withOrgTerms('Ajouter une nouvelle', 'fr', terms)).toBe('Ajouter une annonce');
    expect(withOrgTerms('Nouvelle réunion', 'fr', terms)).toBe('Nouvelle réunion');
    expect(withOrgTerms('une bonne nouvelle personnelle', 'fr', terms)).toBe(
      'une bonne nouvelle personnelle',
    );
    expect(withOrgTerms('Quitar titular', 'es', { headline: goals.rock }, 'ac.remove.removeHolder')).toBe(
      'Quitar titular',
    );
    expect(withOrgTerms('Añadir titular', 'es', { headline: goals.rock }, 'shell.add.headline')).toBe(
      'Añadir goal',
    );
    expect(withOrgTerms('{{rock}} is a Rock', 'en', goals)).toBe('{{rock}} is a Goal');
  });

  it('keeps HTML-looking words as plain text', () => {
    const terms: TOrgTerms = { rock: { singular: '<b>$&</b>', plural: '<i>$1</i>' } };
    expect(withOrgTerms('Add Rock', 'en', terms)).toBe('Add <b>$&</b>');
    expect(withOrgTerms('Rocks', 'en', terms)).toBe('<i>$1</i>');
  });

  it('changes nothing when no term is renamed (any text)', () => {
    fc.assert(fc.property(fc.string(), (text) => withOrgTerms(text, 'en', {}) === text));
  });

  it('answers the defaults of a shipped language', () => {
    expect(defaultOrgTermWords('es', 'todo')).toEqual({ singular: 'Tarea', plural: 'Tareas' });
    expect(defaultOrgTermWords('nl', 'todo')).toBeNull();
  });
});

describe('the saved words', () => {
  it('accepts 1 to 30 characters, trimmed, for any term', () => {
    const parsed = ZOrgTermsRequest.parse({ terms: { rock: { singular: '  Goal ', plural: 'Goals' } } });
    expect(parsed.terms.rock).toEqual({ singular: 'Goal', plural: 'Goals' });
    for (const term of ORG_TERMS) {
      expect(ZOrgTermsRequest.safeParse({ terms: { [term]: { singular: 'a', plural: 'b' } } }).success).toBe(
        true,
      );
    }
  });

  it('refuses an empty word and one over 30 characters, on its field', () => {
    const empty = ZOrgTermsRequest.safeParse({ terms: { rock: { singular: '  ', plural: 'Goals' } } });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['terms', 'rock', 'singular'],
      message: 'Enter a word',
    });
    const long = ZOrgTermsRequest.safeParse({ terms: { issue: { singular: 'a', plural: 'x'.repeat(31) } } });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['terms', 'issue', 'plural'],
      message: 'At most 30 characters',
    });
  });
});
