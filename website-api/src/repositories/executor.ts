import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The database or an open transaction: repositories work with either. */
export type Executor = Kysely<Database>;
