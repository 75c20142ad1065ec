import type { TInsightsPeriod } from '@cairn/domain/insights/insights.constants';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';

/*
 * The SQL pieces every insights query shares: a calendar date's period, an instant's calendar
 * date in the organisation's zone, and reading the rows of a raw statement on both engines.
 * They say in SQL what `domain/insights/insights-periods.ts` says in TypeScript.
 */

/** How the organisation counts: its zone, its week's first day (0 Sunday, 1 Monday), the period. */
export type TCalendar = { timeZone: string; weekStartsOn: 0 | 1; period: TInsightsPeriod };

/** The first day of the period holding the calendar date `date`, as `YYYY-MM-DD` text. */
export function periodStartSql(
  date: SQL,
  calendar: Pick<TCalendar, 'weekStartsOn'>,
  period: TInsightsPeriod,
): SQL {
  const start =
    period === 'quarter'
      ? sql`date_trunc('quarter', ${date})::date`
      : // extract(dow) counts 0 Sunday .. 6 Saturday, as getDay() does; date - int is a date.
        sql`(${date} - ((extract(dow from ${date})::int - ${calendar.weekStartsOn}::int + 7) % 7))`;
  return sql`to_char(${start}, 'YYYY-MM-DD')`;
}

/** The calendar date an instant falls on in the organisation's zone. */
export function localDateSql(instant: SQL, calendar: Pick<TCalendar, 'timeZone'>): SQL {
  return sql`(timezone(${calendar.timeZone}::text, ${instant}))::date`;
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: TDbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
