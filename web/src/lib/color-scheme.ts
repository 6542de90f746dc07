// spec 000 §1, §3: the light or dark theme in effect, and setting it on the page. Apart from the
// hook in ./theme.ts so the entry (main.tsx) applies it before the first paint without React
// (docs/decisions/073-first-paint-bytes.md).
import { LOCAL_KEYS, readLocal } from './storage';

export type ColorScheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemColorScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The user's stored choice, if any. */
function storedColorScheme(): ColorScheme | undefined {
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
