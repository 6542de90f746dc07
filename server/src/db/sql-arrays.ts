// Drizzle's sql template spreads a JavaScript array into a list of parameters; a PostgreSQL array
// parameter is passed as its text form instead (numbers only, so nothing needs quoting).
import { sql, type SQL } from 'drizzle-orm';

export function bigintArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(Number(v))).join(',')}}`}::bigint[]`;
}

export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(Number(v))).join(',')}}`}::int[]`;
}
