import { describe, expect, it } from 'vitest';
import { isBlock, parsePastedBlock } from './paste-block.ts';

describe('parsePastedBlock', () => {
  it('reads a column copied from a spreadsheet (trailing line break dropped)', () => {
    expect(parsePastedBlock('12\n13.5\n-4\n')).toEqual([[12], [13.5], [-4]]);
  });

  it('reads a block by tab and line, with number-field rules and empty cells as null', () => {
    expect(parsePastedBlock('$1,200\t\r\n7%\tabc')).toEqual([
      [1200, null],
      [7, 'invalid'],
    ]);
  });

  it('tells a block from a single value', () => {
    expect(isBlock('12\n')).toBe(false);
    expect(isBlock('12\t13')).toBe(true);
    expect(isBlock('12\n13')).toBe(true);
  });
});
