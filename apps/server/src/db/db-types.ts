import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The database every repository takes: PGlite and node-postgres share this type. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type TDbOrTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TDb;
