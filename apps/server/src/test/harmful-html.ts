import { readFileSync } from 'node:fs';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '../lib/sanitize-html.ts';

/** One cross-site-scripting payload of the shared test data. */
export type TPayload = { title: string; payload: string };
const XSS_FILE = new URL('./fixtures/xss-payloads.json', import.meta.url);

/**
 * The 223 DOMPurify payloads for every field that takes HTML (a copy of the shared test data;
 * source and licence are inside the file).
 */
export const XSS_PAYLOADS: { count: number; payloads: TPayload[] } = JSON.parse(
  readFileSync(XSS_FILE, 'utf8'),
);

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s=/>]+)(?:="([^"]*)")?/g;
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Every way sanitized HTML could still run something, as a list of findings (empty when
 * harmless). The sanitizer escapes every `<` of text, so each `<` left must open or close one
 * of the allowed tags, which is checked tag by tag along with each attribute.
 */
export function harmfulParts(html: string): string[] {
  const findings: string[] = [];
  const lower = html.toLowerCase();
  for (const word of [
    '<script',
    '<iframe',
    '<object',
    '<embed',
    '<svg',
    '<math',
    '<style',
    '<form',
    '<img',
    '<video',
  ])
    if (lower.includes(word)) findings.push(`contains ${word}`);
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) findings.push('an event-handler attribute');
  const withoutTags = html.replace(TAG, '');
  if (withoutTags.includes('<')) findings.push('a < that opens no allowed tag');
  for (const [, name, attributes] of html.matchAll(TAG)) {
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(name)) findings.push(`tag <${name}>`);
    for (const [, attribute, rawValue = ''] of attributes.matchAll(ATTRIBUTE)) {
      const value = decode(rawValue);
      if (name !== 'a' || !['href', 'rel', 'target'].includes(attribute)) {
        findings.push(`attribute ${attribute} on <${name}>`);
        continue;
      }
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      if (attribute === 'href' && !(RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme ?? ''))
        findings.push(`href ${value}`);
      if (/(java|vb)script:|data:text\/html/i.test(value) && !/^https?:\/\//i.test(value))
        findings.push(`url ${value}`);
      if (attribute === 'rel' && value !== RICH_TEXT_LINK_REL) findings.push(`rel ${value}`);
      if (attribute === 'target' && value !== '_blank') findings.push(`target ${value}`);
    }
  }
  return findings;
}
