// Code a page draws without at first and loads later: on first use, or beside the page's own
// chunks when the page will need it at once (docs/decisions/073-first-paint-bytes.md). Unlike
// React.lazy, what is loaded is known synchronously afterwards, so a part drawn plainly at first
// can be swapped for its full version in the same render in which the module arrives.
import { useSyncExternalStore } from 'react';

export interface Deferred<M> {
  /** The module, once loaded. */
  current(): M | undefined;
  /** Loads it (once; again after a failure). */
  load(): Promise<M>;
  subscribe(listener: () => void): () => void;
}

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => module,
    load() {
      loading ??= importer().then(
        (m) => {
          module = m;
          for (const listener of listeners) listener();
          return m;
        },
        (error: unknown) => {
          // Offline, or a build replaced under the page: the next use tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once it has loaded (re-rendering then), else undefined. */
export function useDeferred<M>(part: Deferred<M>): M | undefined {
  return useSyncExternalStore(part.subscribe, part.current, part.current);
}

/** Starts loading `part` and reports a failure on the console only: a plain part keeps working,
 * and the next use tries again. */
export function preload(part: Deferred<unknown>): void {
  part.load().catch((error: unknown) => console.error(error));
}
