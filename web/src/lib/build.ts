/** This build of the app: the address of the entry script index.html loads, whose hashed name
 * changes with any change to the app's code ('' in development and tests, where it never changes).
 * What the app keeps in storage for itself to read back unchecked carries it, so that a value kept
 * by an earlier build is not trusted by this one (docs/decisions/073-first-paint-bytes.md). */
export function appBuild(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}
