// Work that must not hold up an answer (the forgot-password email: the same answer in the same time
// whether or not the user exists, spec 000 §2). Tracked, so shutdown and tests can wait for it.
import type { Logger } from 'pino';

export interface Background {
  run(what: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const p = task()
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
