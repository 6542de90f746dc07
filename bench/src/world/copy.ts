// Rows for PostgreSQL's COPY ... FROM STDIN (text format), collected per table and streamed through
// pg-copy-streams on one connection, table after table in foreign-key order.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A jsonb value (a plain array goes to a PostgreSQL array column). */
export class Json {
  constructor(readonly value: unknown) {}
}

function escape(text: string): string {
  // COPY text format: backslash, tab, newline and carriage return are escaped.
  return /[\\\t\n\r]/.test(text) ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : text;
}

function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Json) return escape(JSON.stringify(v.value));
  if (Array.isArray(v)) return `{${v.join(',')}}`;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return escape(String(v));
}

export class CopyTable {
  private chunks: string[] = [];
  private current = '';
  rows = 0;

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
  ) {}

  add(...values: unknown[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.table}: ${values.length} values for ${this.columns.length} columns`);
    this.current += `${values.map(field).join('\t')}\n`;
    this.rows++;
    if (this.current.length > 1 << 20) {
      this.chunks.push(this.current);
      this.current = '';
    }
  }

  /** Streams the rows into the table and forgets them; `onChunk` gets the rows sent so far. */
  async copy(client: pg.PoolClient, onChunk?: (sent: number) => void): Promise<number> {
    if (this.current) this.chunks.push(this.current);
    this.current = '';
    const chunks = this.chunks;
    this.chunks = [];
    const total = this.rows;
    this.rows = 0;
    if (total === 0) return 0;
    let bytes = 0;
    const size = chunks.reduce((n, c) => n + c.length, 0);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < chunks.length; i++) {
          const c = chunks[i] as string;
          bytes += c.length;
          chunks[i] = '';
          onChunk?.(Math.round((bytes / size) * total));
          yield c;
        }
      })(),
    );
    await pipeline(source, client.query(copyFrom(`copy ${this.table} (${this.columns.map((c) => `"${c}"`).join(',')}) from stdin`)));
    return total;
  }
}
