// spec 000 §1, §3: a light and a dark theme; the choice is kept in local storage and defaults to
// the operating-system preference. The colours themselves are CSS variables in
// src/styles/themes.css, selected by <html data-theme="light|dark">.
import { useSyncExternalStore } from 'react';
import { applyColorScheme, currentColorScheme, DARK_QUERY, type ColorScheme } from './color-scheme';
import { LOCAL_KEYS, writeLocal } from './storage';

const listeners = new Set<() => void>();

function notify(): void {
  applyColorScheme();
  for (const listener of listeners) listener();
}

/** Stores and applies a choice; every `useColorScheme` re-renders. */
export function setColorScheme(scheme: ColorScheme): void {
  writeLocal(LOCAL_KEYS.colorScheme, scheme);
  notify();
}

let stopWatching: (() => void) | undefined;

/** While anything is subscribed, follow OS changes (they matter while there is no stored choice)
 * and choices made in other tabs. */
function startWatching(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.colorScheme) notify();
  };
  media?.addEventListener('change', notify);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** The scheme in effect and a setter that persists it. */
export function useColorScheme(): readonly [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribe, currentColorScheme, () => 'light' as const);
  return [scheme, setColorScheme] as const;
}
