/**
 * The organisation's own words (issue 33): an Owner may rename the six EOS items for everyone, and
 * every text from a key that names them follows (`withOrgTerms`). Data the team typed never does.
 */
export const ORG_TERMS = ['todo', 'rock', 'issue', 'headline', 'scorecard', 'level10'] as const;
export type TOrgTerm = (typeof ORG_TERMS)[number];

/** The longest word an organisation may choose (issue 33 bad input: "over 30 characters"). */
export const ORG_TERM_MAX_LENGTH = 30;

export const ORG_TERM_TEXTS = {
  empty: 'Enter a word',
  tooLong: `At most ${ORG_TERM_MAX_LENGTH} characters`,
} as const;

/** One renamed term: both words, as the organisation writes them (`Goal`, `Goals`). */
export type TOrgTermWords = { singular: string; plural: string };

/**
 * The saved words: only the renamed terms; a term left out reads the language's defaults. Plain
 * types here, the zod schemas in `org-terms.schemas.ts`: the web's texts read this file on the
 * first page, which carries no zod for it (decision 0030).
 */
export type TOrgTerms = Partial<Record<TOrgTerm, TOrgTermWords>>;

/**
 * The words a shipped language's pack uses for a term: the first of each list is the one shown
 * (the placeholder of "Your words"); the others are further spellings in the pack. Case is not
 * listed: `rocks` and `Rocks` both match `Rocks`.
 */
type TDefaultWords = { singular: readonly string[]; plural: readonly string[] };

const ENGLISH_WORDS: Record<TOrgTerm, TDefaultWords> = {
  todo: { singular: ['To-Do'], plural: ['To-Dos'] },
  rock: { singular: ['Rock'], plural: ['Rocks'] },
  issue: { singular: ['Issue'], plural: ['Issues'] },
  headline: { singular: ['Headline'], plural: ['Headlines'] },
  scorecard: { singular: ['Scorecard'], plural: ['Scorecards'] },
  level10: { singular: ['Level 10'], plural: ['Level 10'] },
};

/** Each shipped language's words (docs/languages.md, EOS terms), as the packs spell them. */
export const ORG_TERM_DEFAULTS: Record<string, Record<TOrgTerm, TDefaultWords>> = {
  en: ENGLISH_WORDS,
  // German teams that run EOS say the English words (docs/languages.md).
  de: ENGLISH_WORDS,
  es: {
    todo: { singular: ['Tarea'], plural: ['Tareas'] },
    // The quarterly session's texts say "Rocks" and "Issues" (as EOS material in English).
    rock: { singular: ['Roca', 'Rock'], plural: ['Rocas', 'Rocks'] },
    issue: { singular: ['Asunto', 'Issue'], plural: ['Asuntos', 'Issues'] },
    headline: { singular: ['Titular'], plural: ['Titulares'] },
    scorecard: { singular: ['Cuadro de indicadores'], plural: ['Cuadros de indicadores'] },
    level10: { singular: ['Level 10'], plural: ['Level 10'] },
  },
  fr: {
    todo: { singular: ['Tâche'], plural: ['Tâches', 'À faire'] },
    rock: { singular: ['Rock'], plural: ['Rocks'] },
    // The quarterly session's texts say "Issues" (as EOS material in English).
    issue: { singular: ['Problème', 'Issue'], plural: ['Problèmes', 'Issues'] },
    headline: { singular: ['Nouvelle'], plural: ['Nouvelles'] },
    scorecard: {
      singular: ["Tableau d'indicateurs", 'Tableau d’indicateurs'],
      plural: ["Tableaux d'indicateurs", 'Tableaux d’indicateurs'],
    },
    level10: { singular: ['Level 10'], plural: ['Level 10'] },
  },
};

/**
 * Where a default word means something else, it is left alone: French "nouvelle" is also the
 * adjective "new" (`Nouvelle réunion`) and "bonne nouvelle" is good news, not a Headline; Spanish
 * "titular" is also the chart's seat holder (keys `ac.*`).
 */
type TOtherMeaning = {
  /** The text before the word that makes it another word. */
  after?: RegExp;
  /** The text after the word that makes it another word. */
  before?: RegExp;
  /** Keys where the word is always another one. */
  keyPrefixes?: readonly string[];
};
const OTHER_MEANINGS: Record<string, Partial<Record<TOrgTerm, TOtherMeaning>>> = {
  fr: {
    headline: {
      after: /bonnes?\s+$/iu,
      before: /^\s+(?:réunions?|tâches?|valeurs?|organisations?|semaines?|nouvelles?)(?![\p{L}\p{N}])/iu,
    },
  },
  es: { headline: { keyPrefixes: ['ac.'] } },
};

/** The words a language shows for a term when the organisation keeps them (null: no defaults). */
export function defaultOrgTermWords(language: string, term: TOrgTerm): TOrgTermWords | null {
  const words = ORG_TERM_DEFAULTS[language]?.[term];
  return words ? { singular: words.singular[0], plural: words.plural[0] } : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The organisation's word in the case of the text's: lower case where the default had none. */
function inCaseOf(found: string, word: string): string {
  const first = found.charAt(0);
  const isLower = first !== first.toUpperCase();
  // An acronym (`OKR`) keeps its capitals: only a word that reads in lower case after its first letter follows.
  const isAcronym = word.length > 1 && word.charAt(1) !== word.charAt(1).toLowerCase();
  if (isLower && !isAcronym) return word.charAt(0).toLowerCase() + word.slice(1);
  if (!isLower) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** `{{placeholders}}` stay as written: their names are not words of the text. */
const PLACEHOLDER = /(\{\{[^}]*\}\})/;

type TReplacement = { term: TOrgTerm; pattern: string; word: string };
type TCompiled = { ordered: TReplacement[]; matcher: RegExp };

/** The matcher of a language's defaults for the renamed terms; null when nothing is to replace. */
function compile(language: string, terms: TOrgTerms): TCompiled | null {
  const defaults = ORG_TERM_DEFAULTS[language];
  if (!defaults) return null;
  const replacements: TReplacement[] = [];
  for (const term of ORG_TERMS) {
    const chosen = terms[term];
    if (!chosen) continue;
    const { singular, plural } = defaults[term];
    // A word the language uses for both (`Level 10`) reads as the singular.
    for (const pattern of plural) {
      replacements.push({
        term,
        pattern,
        word: singular.includes(pattern) ? chosen.singular : chosen.plural,
      });
    }
    for (const pattern of singular) {
      if (!plural.includes(pattern)) replacements.push({ term, pattern, word: chosen.singular });
    }
  }
  if (replacements.length === 0) return null;
  // Plural before singular (listed first), then the longest first: `Tableaux d'indicateurs` before `Tableau`.
  const ordered = replacements
    .map((replacement, order) => ({ replacement, order }))
    .sort((a, b) => b.replacement.pattern.length - a.replacement.pattern.length || a.order - b.order)
    .map(({ replacement }) => replacement);
  const alternatives = ordered.map((r) => `(${escapeRegExp(r.pattern)})`).join('|');
  const matcher = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  return { ordered, matcher };
}

/** Compiled once per saved words and language: the web reads every text through them. */
const compiledCache = new WeakMap<TOrgTerms, Map<string, TCompiled | null>>();

function compiledFor(language: string, terms: TOrgTerms): TCompiled | null {
  let byLanguage = compiledCache.get(terms);
  if (!byLanguage) {
    byLanguage = new Map();
    compiledCache.set(terms, byLanguage);
  }
  if (!byLanguage.has(language)) byLanguage.set(language, compile(language, terms));
  return byLanguage.get(language) ?? null;
}

/**
 * A text from a key with the organisation's words in place of the language's defaults: whole words
 * only (`Rocky`, `Issuer` stay), plural forms before singular and longer before shorter, a capital
 * first letter kept where the default had one. Terms the organisation has not renamed, languages
 * without defaults (a drop-in pack) and `{{placeholders}}` are left as they are. `key` lets a
 * default with another meaning in some keys be skipped (`OTHER_MEANINGS`).
 */
export function withOrgTerms(text: string, language: string, terms: TOrgTerms, key?: string): string {
  const compiled = compiledFor(language, terms);
  if (!compiled) return text;
  const { ordered, matcher } = compiled;
  const isOtherMeaning = (term: TOrgTerm, part: string, offset: number, found: string) => {
    const other = OTHER_MEANINGS[language]?.[term];
    if (!other) return false;
    if (key && other.keyPrefixes?.some((prefix) => key.startsWith(prefix))) return true;
    if (other.after?.test(part.slice(0, offset))) return true;
    return Boolean(other.before?.test(part.slice(offset + found.length)));
  };
  return text
    .split(PLACEHOLDER)
    .map((part) =>
      PLACEHOLDER.test(part)
        ? part
        : part.replace(matcher, (found: string, ...groups: unknown[]) => {
            const index = groups.findIndex((group, at) => at < ordered.length && group !== undefined);
            const { term, word } = ordered[index];
            const offset = groups[ordered.length] as number;
            return isOtherMeaning(term, part, offset, found) ? found : inCaseOf(found, word);
          }),
    )
    .join('');
}
