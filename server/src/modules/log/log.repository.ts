import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createLogRepository(db: Db) {
  return {
    async insert(r: { applicationName: string; exception: string; stackTrace: string; request: string; response: string; userAgent: string }): Promise<void> {
      await db.execute(sql`
        insert into client_exception (application_name, exception, stack_trace, request, response, user_agent)
        values (${r.applicationName}, ${r.exception}, ${r.stackTrace}, ${r.request}, ${r.response}, ${r.userAgent})`);
    },
  };
}
export type LogRepository = ReturnType<typeof createLogRepository>;
