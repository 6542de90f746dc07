// spec 000 §2 Login page (branding per company), §3 company branding; spec 001 §9 "Company
// brandings: ... each with a theme (a default theme, Red, Blue, Green, Yellow, Volunteer), an input
// theme (light, medium, dark), a banner folder, an optional host match and a featured-products flag".
// Constants only, no zod: the login page imports them (docs/decisions/048-zod-off-the-login-page.md);
// the branding schemas are in api/admin.ts.

export const BRAND_THEMES = ['Default', 'Red', 'Blue', 'Green', 'Yellow', 'Volunteer'] as const;
export type BrandTheme = (typeof BRAND_THEMES)[number];

export const INPUT_THEMES = ['light', 'medium', 'dark'] as const;
export type InputTheme = (typeof INPUT_THEMES)[number];

/** spec 000 §9 "Brands: a default brand and a 'demo' brand". */
export const DEFAULT_BRAND_KEY = 'default';
export const DEMO_BRAND_KEY = 'demo';

/** A brand key is the first path segment of its login page (spec 000 §2), so it may not be a word
 * the portal's own routes use. */
export const RESERVED_BRAND_KEYS = [
  'api',
  'assets',
  'brands',
  'featured',
  'home',
  'report',
  'analysis',
  'search',
  'folder',
  'user',
  'asset',
  'device',
  'billing',
  'create',
  'help',
  'admin',
  'forgot-password',
  'change-password',
  'tlogin',
  'handover',
  'healthz',
  'readyz',
] as const;

/** spec 000 §2 Demo brand: the username becomes "Select Company Type" with these three, and
 * choosing one fills in the preset demo password. */
export const DEMO_COMPANY_TYPES = [
  { label: 'Lube Distributor', userName: 'demo-lube' },
  { label: 'Propane Distributor', userName: 'demo-propane' },
  { label: 'Fuel Distributor', userName: 'demo-fuel' },
] as const;
export const SELECT_COMPANY_TYPE = 'Select Company Type';
/** The preset password of the demo logins. Public by design: the demo page fills it in. */
export const DEMO_PASSWORD = 'Demo1234!';
