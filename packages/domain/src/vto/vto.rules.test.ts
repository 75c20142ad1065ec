import { describe, expect, it } from 'vitest';
import { companyFolderTitle, folderTitleKey, truncateFolderTitle } from './vto.constants.ts';
import { ALL_COPY_FLAGS, copiedParts, copiesSomething, toggleCopyFlag } from './vto.rules.ts';

const none = Object.fromEntries(Object.keys(ALL_COPY_FLAGS).map((k) => [k, false])) as typeof ALL_COPY_FLAGS;

describe('V/TO copy flags (001 §5)', () => {
  it('checking a parent checks its children; unchecking the last child unchecks the parent', () => {
    const traction = toggleCopyFlag(none, 'includeTraction', true);
    expect(traction).toMatchObject({ includeOneYearPlan: true, includeRocks: true, includeIssuesList: true });
    expect(traction.includeCoreValues).toBe(false);
    let next = toggleCopyFlag(traction, 'includeRocks', false);
    next = toggleCopyFlag(next, 'includeOneYearPlan', false);
    expect(next.includeTraction).toBe(true);
    next = toggleCopyFlag(next, 'includeIssuesList', false);
    expect(next.includeTraction).toBe(false);
    expect(toggleCopyFlag(none, 'includeCoreFocus', true).includeVision).toBe(true);
  });

  it('a child counts only with its parent; a copy must take something', () => {
    expect(copiesSomething(none)).toBe(false);
    expect(copiesSomething({ ...none, includeCoreValues: true })).toBe(false);
    expect(copiedParts({ ...none, includeTraction: true, includeRocks: true })).toMatchObject({
      rocks: true,
      oneYearPlan: false,
    });
    expect(copiesSomething(ALL_COPY_FLAGS)).toBe(true);
  });
});

describe('V/TO folder names (001 §5, §9)', () => {
  it('defaults to the organisation name, truncates at 40 and compares trimmed, any case', () => {
    expect(companyFolderTitle('Acme')).toBe('Acme Vision/Traction Organizer');
    expect(truncateFolderTitle('x'.repeat(45))).toBe(`${'x'.repeat(40)}…`);
    expect(truncateFolderTitle('short')).toBe('short');
    expect(folderTitleKey('  Plans ')).toBe(folderTitleKey('plans'));
  });
});
