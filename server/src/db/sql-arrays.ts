// Drizzle's sql`` expands a JavaScript array into a parameter list ($1, $2, ...); a PostgreSQL
// bigint[] literal is needed for `= any(...)`, `@>` and path columns. Only safe integers pass, so
// the literal can never carry anything but digits and commas.
import { sql, type SQL } from 'drizzle-orm';

export function bigintArray(values: readonly number[]): SQL {
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`bigintArray: ${String(v)} is not an integer`);
  }
  return sql`${sql.raw(`'{${values.join(',')}}'`)}::bigint[]`;
}

export function intArray(values: readonly number[]): SQL {
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`intArray: ${String(v)} is not an integer`);
  }
  return sql`${sql.raw(`'{${values.join(',')}}'`)}::int[]`;
}
