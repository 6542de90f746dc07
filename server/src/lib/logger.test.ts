import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase } from '../db/client';
import { createLogger } from './logger';

describe('the logger', () => {
  it('logs a failed query without the values it carried', async () => {
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) }));
    const db = createDatabase(inject('pgServerUrl'), 1);
    try {
      // A real failure: the value reaches PostgreSQL as a parameter and comes back in the error.
      const err = await db.db.execute(sql`select ${'SECRET-SERIAL-123'}::int`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toContain('SECRET-SERIAL-123');
      log.error({ err }, 'a query failed');
    } finally {
      await db.pool.end();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Failed query: select $1::int');
    expect(lines[0]).toContain('[REDACTED]');
    expect(lines[0]).not.toContain('SECRET-SERIAL-123');
  });
});
