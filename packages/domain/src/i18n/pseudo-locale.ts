const ACCENTED: Readonly<Record<string, string>> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Placeholders and tags pass through untouched: `{{count}}`, `$t(key)`, `<1>`, `</1>`. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[0-9a-z]+\/?>)/;

/** The padding word that makes a text ~30 % longer, as German and French often are. */
const PAD = '·ļöñĝ·ţéẋţ·ƥåððîñĝ·ƒöŕ·ţéšţîñĝ';

/**
 * The pseudo-locale text of an English one (issue 33): every letter accented, padded by ~30 %, in
 * brackets. Placeholders survive so interpolation and plurals still work.
 */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PROTECTED);
  const body = parts
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((ch) => ACCENTED[ch] ?? ch).join('')))
    .join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const length = Math.max(1, Math.ceil(visible * 0.3));
  const padding = PAD.repeat(Math.ceil(length / PAD.length)).slice(0, length);
  return `[${body}${padding}]`;
}

/** A whole pack in the pseudo-locale. */
export function pseudoPack(pack: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(pack).map(([key, text]) => [key, pseudoLocalize(text)]));
}
