import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../common/clock.ts';
import { SEARCH_TEXTS } from '../search/search.constants.ts';
import { addDays, isCalendarDate } from './calendar-date.ts';
import { assignableOwnerIds, canAssignOwner } from './item-access.ts';
import { ITEM_CONTENT_HTML_MAX_LENGTH, ITEM_TEXTS, ITEM_TITLE_MAX_LENGTH } from './items.constants.ts';
import {
  itemOwnerIdsSchema,
  ZCalendarDate,
  ZItemContentHtml,
  ZItemDateRangeFilter,
  ZItemRef,
  ZItemTitle,
} from './items.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('item fields', () => {
  it('a title is trimmed, required and at most 256 characters', () => {
    expect(ZItemTitle.parse('  Call the bank  ')).toBe('Call the bank');
    expect(firstMessage(ZItemTitle.safeParse('   '))).toBe(ITEM_TEXTS.required);
    expect(firstMessage(ZItemTitle.safeParse(undefined))).toBe(ITEM_TEXTS.required);
    expect(ZItemTitle.safeParse('x'.repeat(ITEM_TITLE_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(ZItemTitle.safeParse('x'.repeat(ITEM_TITLE_MAX_LENGTH + 1)))).toBe(
      ITEM_TEXTS.titleTooLong,
    );
    expect(firstMessage(ZItemTitle.safeParse('x'.repeat(10_000)))).toBe(ITEM_TEXTS.titleTooLong);
  });

  it('a required id says Required when missing and Invalid id when malformed; it is lower-cased', () => {
    const id = randomUUID();
    expect(ZItemRef.parse(id.toUpperCase())).toBe(id);
    expect(firstMessage(ZItemRef.safeParse(undefined))).toBe(ITEM_TEXTS.required);
    expect(firstMessage(ZItemRef.safeParse('nope'))).toBe(ITEM_TEXTS.invalidId);
  });

  it('owner lists need at least one owner (Required, so VAL_REQUIRED) and drop repeats', () => {
    const schema = itemOwnerIdsSchema(3);
    const id = randomUUID();
    expect(schema.parse([id, id.toUpperCase()])).toEqual([id]);
    expect(firstMessage(schema.safeParse([]))).toBe(ITEM_TEXTS.required);
    expect(firstMessage(schema.safeParse(undefined))).toBe(ITEM_TEXTS.required);
    expect(schema.safeParse([randomUUID(), randomUUID(), randomUUID(), randomUUID()]).success).toBe(false);
  });

  it('notes are bounded before sanitizing; null means none', () => {
    expect(ZItemContentHtml.parse(null)).toBeNull();
    expect(ZItemContentHtml.safeParse('x'.repeat(ITEM_CONTENT_HTML_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(ZItemContentHtml.safeParse('x'.repeat(ITEM_CONTENT_HTML_MAX_LENGTH + 1)))).toBe(
      ITEM_TEXTS.contentTooLong,
    );
  });

  it('a calendar date is a real YYYY-MM-DD day', () => {
    expect(ZCalendarDate.parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-1-1',
      '01/02/2026',
      'tomorrow',
      '2026-01-01T00:00:00Z',
    ])
      expect(firstMessage(ZCalendarDate.safeParse(bad))).toBe(ITEM_TEXTS.invalidDate);
    expect(firstMessage(ZCalendarDate.safeParse(undefined))).toBe(ITEM_TEXTS.required);
    expect(ZCalendarDate.safeParse(20260101).success).toBe(false);
  });
});

describe('calendar dates', () => {
  const day = fc
    .date({
      min: new Date('1901-01-01T00:00:00Z'),
      // 400 days of headroom below year 9999, the last year a YYYY-MM-DD date can name.
      max: new Date('9997-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((instant) => todayIn(instant, 'UTC'));

  it('every day a Date names is a calendar date, and adding days walks the calendar', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (date, n) => {
        const later = addDays(date, n);
        return isCalendarDate(date) && addDays(later, -n) === date && (n >= 0 ? later >= date : later < date);
      }),
    );
  });

  it('rolls over month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });

  it('knows today in a zone: late evening UTC is already tomorrow in Tokyo', () => {
    expect(todayIn(new Date('2026-03-01T23:30:00Z'), 'UTC')).toBe('2026-03-01');
    expect(todayIn(new Date('2026-03-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
});

describe('assigning owners (000 §6)', () => {
  const me = randomUUID();
  const current = randomUUID();
  const other = randomUUID();

  it('Owners and Admins may assign anyone; others themselves and the current owner', () => {
    for (const role of ['Owner', 'Admin'] as const)
      expect(canAssignOwner({ personId: me, role }, other, current)).toBe(true);
    for (const role of ['Manager', 'Member', 'Implementer'] as const) {
      expect(canAssignOwner({ personId: me, role }, me, current)).toBe(true);
      expect(canAssignOwner({ personId: me, role }, current, current)).toBe(true);
      expect(canAssignOwner({ personId: me, role }, other, current)).toBe(false);
      expect(canAssignOwner({ personId: me, role }, other, null)).toBe(false);
    }
  });

  it('a picker offers exactly the assignable people, in order', () => {
    expect(assignableOwnerIds({ personId: me, role: 'Member' }, [other, current, me], current)).toEqual([
      current,
      me,
    ]);
    expect(assignableOwnerIds({ personId: me, role: 'Admin' }, [other, me], null)).toEqual([other, me]);
  });
});

describe('the date-range search filter', () => {
  it('answers the first and last day, both given as calendar dates', () => {
    expect(ZItemDateRangeFilter.parse(['2026-10-01', '2026-12-31'])).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(ZItemDateRangeFilter.parse(['2026-10-01', '2026-10-01'])).toEqual({
      from: '2026-10-01',
      to: '2026-10-01',
    });
  });

  it('refuses one date, three, a day that does not exist, or a last day before the first', () => {
    const messageOf = (value: unknown) => ZItemDateRangeFilter.safeParse(value).error?.issues[0]?.message;
    expect(messageOf(['2026-10-01'])).toBe(SEARCH_TEXTS.twoDates);
    expect(messageOf(['2026-10-01', '2026-10-02', '2026-10-03'])).toBe(SEARCH_TEXTS.twoDates);
    expect(messageOf(['2026-02-30', '2026-03-31'])).toBe(ITEM_TEXTS.invalidDate);
    expect(messageOf(['2026-12-31', '2026-10-01'])).toBe(SEARCH_TEXTS.lastBeforeFirst);
  });
});
