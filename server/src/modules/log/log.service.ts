// spec 000 §8 generic handler: the client reports the exception "and Technical support has been
// automatically notified": reports are kept in client_exception and logged. The call is public,
// so it is bounded: long texts cut (domain/api/log.ts) and at most 30 reports a minute per address.
import type { FastifyBaseLogger } from 'fastify';
import type { LogExceptionBody } from '@ullage/domain/api/log';
import { AppError } from '../../lib/errors';
import { redactUrl } from '../../lib/logger';
import type { LogRepository } from './log.repository';

const PER_MINUTE = 30;

export function createLogService(repo: LogRepository) {
  const recent = new Map<string, { minute: number; count: number }>();
  return {
    async report(from: { ip: string; userAgent: string; log: FastifyBaseLogger }, body: Required<{ [K in keyof LogExceptionBody]: string }>): Promise<void> {
      const minute = Math.floor(Date.now() / 60_000);
      const seen = recent.get(from.ip);
      const count = seen && seen.minute === minute ? seen.count + 1 : 1;
      if (recent.size > 10_000) recent.clear();
      recent.set(from.ip, { minute, count });
      if (count > PER_MINUTE) throw new AppError('too_many_requests', 'Too many error reports; try again in a minute.');
      // The request line may carry query values of sensitive calls: redacted like every log line.
      const request = redactUrl(body.request);
      await repo.insert({ ...body, request, userAgent: from.userAgent.slice(0, 300) });
      from.log.warn({ applicationName: body.applicationName, exception: body.exception.slice(0, 300), request }, 'client error reported');
    },
  };
}
export type LogService = ReturnType<typeof createLogService>;
