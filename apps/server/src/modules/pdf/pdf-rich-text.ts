import { Link, Text, View } from '@react-pdf/renderer';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { ReactNode } from 'react';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { pdfFonts } from './pdf-fonts.ts';
import { h, MUTED, RULE, type TStyle } from './pdf-kit.ts';

/**
 * Notes' rich text drawn in a PDF: the HTML passes the same allow-list the sanitiser keeps on
 * every write (`lib/sanitize-html.ts`), then each allowed element maps to its look; anything
 * else could not survive the sanitiser, and text is always drawn as text.
 */

const INLINE_STYLE: Record<string, TStyle> = {
  strong: { fontWeight: 'bold' },
  em: { fontStyle: 'italic' },
  u: { textDecoration: 'underline' },
  s: { textDecoration: 'line-through' },
};

/** An element's own style (code takes the document's monospaced family list). */
function inlineStyle(name: string): TStyle {
  return name === 'code' ? { fontFamily: pdfFonts().mono, fontSize: 8 } : (INLINE_STYLE[name] ?? {});
}

const HEADING_SIZE: Record<string, number> = { h1: 13, h2: 11.5, h3: 10 };

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'pre']);

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const isBlock = (node: ChildNode) => isElement(node) && BLOCKS.has(node.name);

/** Text runs of inline content (text, marks, links, line breaks). */
function inline(nodes: readonly ChildNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (node.type === 'text') return node.data;
    if (!isElement(node)) return null;
    if (node.name === 'br') return '\n';
    const children = inline(node.children);
    if (node.name === 'a' && node.attribs.href) {
      return h(Link, { key, src: node.attribs.href, style: { color: '#0b57d0' } }, ...children);
    }
    return h(Text, { key, style: inlineStyle(node.name) }, ...children);
  });
}

/** Block content: paragraphs, headings, lists, quotes and code blocks in order. */
function blocks(nodes: readonly ChildNode[], key = 'b'): ReactNode[] {
  const out: ReactNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    const hasText = run.some((node) => node.type !== 'text' || node.data.trim() !== '');
    if (hasText) out.push(h(Text, { key: `${key}-${out.length}` }, ...inline(run)));
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    out.push(block(node as Element, `${key}-${out.length}`));
  }
  flush();
  return out;
}

function block(node: Element, key: string): ReactNode {
  switch (node.name) {
    case 'h1':
    case 'h2':
    case 'h3':
      return h(
        Text,
        { key, style: { fontWeight: 'bold', fontSize: HEADING_SIZE[node.name], marginVertical: 2 } },
        ...inline(node.children),
      );
    case 'ul':
    case 'ol': {
      const items = node.children.filter(
        (child): child is Element => isElement(child) && child.name === 'li',
      );
      return h(
        View,
        { key, style: { marginVertical: 1 } },
        ...items.map((item, index) =>
          h(
            View,
            { key: index, style: { flexDirection: 'row' } },
            h(Text, { style: { width: 12 } }, node.name === 'ol' ? `${index + 1}.` : '•'),
            h(View, { style: { flexGrow: 1, flexShrink: 1 } }, ...blocks(item.children, `${key}-${index}`)),
          ),
        ),
      );
    }
    case 'blockquote':
      return h(
        View,
        { key, style: { borderLeft: `2pt solid ${RULE}`, paddingLeft: 6, color: MUTED, marginVertical: 2 } },
        ...blocks(node.children, key),
      );
    case 'pre':
      return h(
        Text,
        { key, style: { fontFamily: pdfFonts().mono, fontSize: 8, backgroundColor: '#f6f8fa', padding: 3 } },
        ...inline(node.children),
      );
    default:
      return h(View, { key, style: { marginBottom: 2 } }, ...blocks(node.children, key));
  }
}

/** Stored rich text as PDF elements (nothing for empty notes). */
export function richText(html: string, style: TStyle = {}): ReactNode | null {
  if (!html.trim()) return null;
  const document = parseDocument(sanitizeRichText(html), { decodeEntities: true });
  const drawn = blocks(document.children);
  return drawn.length ? h(View, { style: { fontSize: 8.5, ...style } }, ...drawn) : null;
}
