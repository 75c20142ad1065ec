import { describe, expect, it } from 'vitest';
import { addUsageDays, usageAreaOfPath, usageWeekOf } from './usage.constants.ts';

describe('usage areas and days', () => {
  it('names the area of each signed-in page and leaves the others uncounted', () => {
    const cases: [string, string | null][] = [
      ['/', 'dashboard'],
      ['/new', 'dashboard'],
      ['/meetings', 'meeting'],
      ['/traction/a/b', 'meeting'],
      ['/traction/a/b/meetinghistory', 'meeting'],
      ['/traction/a/b/scorecard', 'scorecard'],
      ['/traction/a/b/todos', 'todos'],
      ['/meeting/live/x', 'live-meeting'],
      ['/todos', 'todos'],
      ['/rocks', 'rocks'],
      ['/issues', 'issues'],
      ['/scorecards', 'scorecard'],
      ['/vto/detail/a/b', 'vto'],
      ['/ac/folder/a', 'chart'],
      ['/insights', 'insights'],
      ['/learning-center/toolbox', 'learning'],
      ['/user/detail/a/preferences', 'settings'],
      ['/org/detail/a', 'settings'],
      ['/admin/usage', 'admin'],
      ['/login', null],
      ['/privacy', null],
      ['/welcome/tools', null],
    ];
    for (const [path, area] of cases) expect([path, usageAreaOfPath(path)]).toEqual([path, area]);
  });

  it('starts weeks on Monday (UTC) and moves days across months', () => {
    expect(usageWeekOf('2026-11-28')).toBe('2026-11-23');
    expect(usageWeekOf('2026-11-23')).toBe('2026-11-23');
    expect(usageWeekOf('2026-11-22')).toBe('2026-11-16');
    expect(addUsageDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
