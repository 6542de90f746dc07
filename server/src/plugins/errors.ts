// One error handler: JSON { message, errors? }; 400s carry the spec's field messages; unknown
// routes answer 404 JSON (or the SPA for browser navigation); 5xx bodies carry no internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_OF, sqlStateOf, TooManyRequestsError, unstorableText } from '../lib/errors';

const FIX_INPUT = 'Some values are not valid. Correct the fields named in errors and try again.';
const FIX_TEXT = 'Some text sent cannot be stored: it contains a NUL character or a broken Unicode character. Remove it and try again.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return reply.code(STATUS_OF[err.code]).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...err.body });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.code(400).send({ message: FIX_INPUT, errors });
    }
    if (unstorableText(err)) {
      // A client's mistake, not the server's: a 400, logged without a stack (ADR 054).
      req.log.warn({ sqlState: sqlStateOf(err), route: req.routeOptions.url }, 'text the database cannot store reached SQL');
      return reply.code(400).send({ message: FIX_TEXT });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      return reply.code(status).send({ message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on the server. Try again; if it persists, contact technical support.' });
  });
}
