import { describe, expect, it } from 'vitest';
import { editParamValue, parseEditParam } from './edit-item-param.ts';

const ID = '5f0c2a4e-1b2c-4d3e-8f90-123456789abc';

describe('the edit popup in the address', () => {
  it('reads kind-id for the four item types and writes it back', () => {
    for (const kind of ['todo', 'issue', 'rock', 'headline'] as const) {
      expect(parseEditParam(`${kind}-${ID}`)).toEqual({ kind, id: ID });
      expect(editParamValue({ kind, id: ID })).toBe(`${kind}-${ID}`);
    }
  });

  it('opens nothing for a missing, unknown or malformed value', () => {
    for (const bad of [null, '', 'todo', `meeting-${ID}`, 'todo-42', `todo-${ID}-x`, `-${ID}`])
      expect(parseEditParam(bad)).toBeNull();
  });
});
