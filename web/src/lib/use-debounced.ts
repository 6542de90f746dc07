import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after it last changed (spec 000 §9 filter delay, and other waits
 * for typing to settle). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
