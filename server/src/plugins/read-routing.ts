// Where a request's replica-eligible reads go (docs/decisions/071-read-replicas.md): the request's
// caller and method set the scope `ctx.reader` routes by, and a caller's write keeps that
// caller's reads on the primary until a replica has replayed it.
import type { FastifyInstance } from 'fastify';
import type { ReadReplicas } from '../db/read-replicas';

/** Methods that only read; any other request may write, so all its reads stay on the primary. */
const READS = new Set(['GET', 'HEAD']);

export function registerReadRouting(app: FastifyInstance, replicas: Pick<ReadReplicas, 'scoped' | 'wrote'>): void {
  // A callback hook: the rest of the request (its handler) runs inside the scope.
  app.addHook('preHandler', (req, _reply, done) => {
    replicas.scoped({ userUid: req.caller?.userUid ?? null, primaryOnly: !READS.has(req.method) }, done);
  });
  // Before the answer leaves, so the caller's next request already finds the write noted.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.caller && !READS.has(req.method)) replicas.wrote(req.caller.userUid);
    return payload;
  });
}
