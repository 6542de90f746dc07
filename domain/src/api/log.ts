// spec 001 §7: POST Public/Log/Exception (applicationName, exception, stackTrace, request,
// response), called by the generic error handler (spec 000 §8). Long texts are cut, never
// refused: a report that fails would tell support nothing.
import { z } from 'zod';

const cut = (max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s === undefined ? '' : s.slice(0, max)));

export const logExceptionBodySchema = z.object({
  applicationName: cut(100),
  exception: cut(2000),
  stackTrace: cut(20_000),
  request: cut(4000),
  response: cut(20_000),
});
export type LogExceptionBody = z.input<typeof logExceptionBodySchema>;
