// spec 000 §1, §3: a light and a dark theme; the choice is kept in local storage and defaults to
// the operating-system preference. The colours themselves are CSS variables in
// src/styles/themes.css, selected by <html data-theme="light|dark">.
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function systemColorScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The user's stored choice, if any. */
export function storedColorScheme(): ColorScheme | undefined {
  const stored = readLocal(LOCAL_KEYS.colorScheme);
  return stored === 'light' || stored === 'dark' ? stored : undefined;
}

/** The stored choice, otherwise the operating system's preference. */
export function currentColorScheme(): ColorScheme {
  return storedColorScheme() ?? systemColorScheme();
}

export function applyColorScheme(scheme: ColorScheme = currentColorScheme()): void {
  const root = document.documentElement;
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
}

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
