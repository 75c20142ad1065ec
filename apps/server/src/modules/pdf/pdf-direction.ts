import bidiFactory from 'bidi-js';
import { isValidElement, type ReactNode } from 'react';
import type { TStyle } from './pdf-kit.ts';

/**
 * Right-to-left paragraphs (decision 0036). react-pdf already orders each line by the Unicode
 * bidi algorithm (bidi-js in its text kit) and fontkit joins Arabic letters from the font's GSUB
 * tables; what it does not do is guess a paragraph's base direction: every text is a
 * left-to-right paragraph, aligned left, unless its style says otherwise. A right-to-left text
 * (Arabic, Hebrew) gets `direction: rtl` (so a Latin word or a number inside it sits where
 * an Arabic or Hebrew reader expects) and is aligned right.
 */

const bidi = bidiFactory();

/**
 * True when the text's first paragraph is right to left by the bidi algorithm's own rule (its
 * first strong character: "خطة 2030 for Acme" is, "Plan 2030 خطة النمو" is not), the rule a
 * browser applies to `dir="auto"`; a text with no letters stays left to right.
 */
function isMainlyRtl(text: string): boolean {
  const [paragraph] = bidi.getEmbeddingLevels(text).paragraphs;
  return paragraph !== undefined && paragraph.level % 2 === 1;
}

/** The text a Text element's children print (nested inline Text elements included). */
function textOf(children: readonly ReactNode[]): string {
  return children
    .map((child): string => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (Array.isArray(child)) return textOf(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf([child.props.children]);
      return '';
    })
    .join('');
}

type TTextProps = { style?: TStyle | TStyle[] } & Record<string, unknown>;

/**
 * A Text element's props with the direction of its text: unchanged for a left-to-right text,
 * `direction: rtl` and right-aligned (unless centred or already right) for a right-to-left one.
 */
export function withTextDirection<P extends TTextProps | null | undefined>(
  props: P,
  children: readonly ReactNode[],
): P | TTextProps {
  if (!isMainlyRtl(textOf(children))) return props;
  const own = props?.style;
  const style: TStyle = Object.assign({}, ...(Array.isArray(own) ? own : [own ?? {}]));
  const textAlign = style.textAlign === 'center' || style.textAlign === 'justify' ? style.textAlign : 'right';
  return { ...props, style: { ...style, direction: 'rtl', textAlign } };
}
