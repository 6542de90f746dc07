// spec 000 §2 branding per company; spec 001 §9: a theme (Default, Red, Blue, Green, Yellow,
// Volunteer) and an input theme (light, medium, dark). The colours are CSS variables in
// src/styles/brand-themes.css, chosen by <html data-brand-theme data-input-theme>.
import { useEffect } from 'react';
import { BRAND_THEMES, INPUT_THEMES } from '@ullage/domain/brands';

export function applyBrandTheme(theme: string | undefined, inputTheme: string | undefined): void {
  const root = document.documentElement;
  const t = BRAND_THEMES.find((x) => x.toLowerCase() === theme?.toLowerCase()) ?? 'Default';
  const i = INPUT_THEMES.find((x) => x === inputTheme?.toLowerCase()) ?? 'light';
  root.dataset.brandTheme = t.toLowerCase();
  root.dataset.inputTheme = i;
}

export function useBrandTheme(theme: string | undefined, inputTheme: string | undefined): void {
  useEffect(() => applyBrandTheme(theme, inputTheme), [theme, inputTheme]);
}
