/**
 * Makes a model's answer plain text as it streams: markup (`<...>`) and control characters
 * (but new lines and tabs) are dropped. A `<` opens a tag that is dropped once its `>` comes;
 * a `<` never closed (e.g. "x < 3") is given back at the end. Fed whole, it equals the
 * non-streamed answer, so both ways show the same text.
 */
export function createPlainAnswer() {
  let pendingTag: string | null = null;
  const isControl = (c: string) => (c < ' ' && c !== '\n' && c !== '\t') || c === '\u007f';
  return {
    /** The plain part of the next piece of the answer (may be '' while a tag is open). */
    push(piece: string): string {
      let out = '';
      for (const c of piece) {
        if (pendingTag !== null) {
          if (c === '>') pendingTag = null;
          else pendingTag += c;
        } else if (c === '<') pendingTag = '';
        else if (!isControl(c)) out += c;
      }
      return out;
    },
    /** What is left when the answer ends: an unclosed `<` and what followed it, without control characters. */
    end(): string {
      const rest = pendingTag === null ? '' : `<${[...pendingTag].filter((c) => !isControl(c)).join('')}`;
      pendingTag = null;
      return rest;
    },
  };
}

/** A whole answer as plain text, trimmed. */
export function plainAnswer(text: string): string {
  const plain = createPlainAnswer();
  return (plain.push(text) + plain.end()).trim();
}
