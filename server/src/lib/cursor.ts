// Keyset cursors of paged listings (docs/decisions/020-paged-listings.md): the sort key of the
// last item of a page, opaque to clients (base64url JSON), checked when read back.
import { fieldError } from './errors';

export type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of `after`, shaped like `shape` (each element a string or a number); a cursor that was
 * not made by encodeCursor answers 400 on the `after` field. */
export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  after: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'string' ? string : number } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const ok = Array.isArray(value) && value.length === shape.length && value.every((v, i) => typeof v === shape[i]);
  if (!ok) throw fieldError('after', 'After: is not a cursor of this listing; start again without it');
  return value as { [K in keyof T]: T[K] extends 'string' ? string : number };
}
