// Scope checks for services. An entity outside the caller's scope answers 404, exactly as one that
// does not exist, so one company cannot even learn which uids another company holds.
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, ScopeRepository } from './access.repository';

export interface Scope {
  requireRead(caller: Caller, uid: number, what?: string): Promise<void>;
  requireWrite(caller: Caller, uid: number, what?: string): Promise<void>;
}

export function createScope(repo: ScopeRepository): Scope {
  return {
    async requireRead(caller, uid, what = 'Entity') {
      if ((await repo.accessTo(caller, uid)) === 'none') throw new NotFoundError(`${what} ${uid} was not found.`);
    },
    async requireWrite(caller, uid, what = 'Entity') {
      const access = await repo.accessTo(caller, uid);
      if (access === 'none') throw new NotFoundError(`${what} ${uid} was not found.`);
      if (access === 'read') throw new ForbiddenError(`${what} ${uid} is shared with you read-only.`);
    },
  };
}
