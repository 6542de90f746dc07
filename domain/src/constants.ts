// spec 000 §9 and spec 001 §9 Other: the shell's and the business's fixed numbers, each written
// once. Durations are in milliseconds, sizes in CSS pixels.

/** spec 000 §2 Right navigation, §9: "Version 4.2025.30301" (shown as v4.2025.30301). */
export const APP_VERSION = '4.2025.30301';

/** spec 000 §5, §9: "Passcode: exactly 6 digits". */
export const PASSCODE_LENGTH = 6;

/** spec 000 §5, §9: search term 3 to 100 characters; the search box takes 100 (spec 000 §2). */
export const SEARCH_TERM_MIN_LENGTH = 3;
export const SEARCH_TERM_MAX_LENGTH = 100;

/** spec 000 §5, §9: recipient search for sharing starts at 3 characters. */
export const RECIPIENT_SEARCH_MIN_LENGTH = 3;

/** spec 000 §9: "Token refresh interval: 600000 ms (10 minutes)". */
export const TOKEN_REFRESH_INTERVAL_MS = 600_000;

/** spec 000 §4, §9: recent folders, newest first, at most 10. */
export const RECENT_FOLDERS_MAX = 10;

/** spec 000 §2 Layout, §9: the explorer pane. */
export const PANE_WIDTH_DEFAULT = 300;
export const PANE_WIDTH_MIN = 275;

/** spec 000 §2 Modals, §9: "Share 600x400; copy/move 900x400; manage 925x750". */
export const MODAL_SIZES = {
  share: { width: 600, height: 400 },
  copyMove: { width: 900, height: 400 },
  manage: { width: 925, height: 750 },
} as const;

/** spec 000 §4 Dropdown, §9: filter delay, animations and list heights. */
export const DROPDOWN = {
  filterDelayMs: 300,
  openAnimationMs: 100,
  closeAnimationMs: 300,
  listHeight: { default: 200, path: 300, picker: 225 },
} as const;

/** spec 000 §9: "Tooltip delay 500 ms". */
export const TOOLTIP_DELAY_MS = 500;

/** spec 000 §8, §9: toasts close after 5 s, some after 3 s (e.g. "Password Updated"), top-right. */
export const TOAST = {
  autoCloseMs: 5000,
  shortAutoCloseMs: 3000,
  position: 'top-right',
} as const;

/** spec 000 §2 Explorer, §9: the context menu closes 3 s after its target changes and 1 s after
 * the mouse leaves. */
export const CONTEXT_MENU = {
  closeAfterTargetChangeMs: 3000,
  closeAfterMouseLeaveMs: 1000,
} as const;

/** spec 000 §9, spec 001 §9 Other: "Data fetch retries 3 times with backoff up to 30 s". */
export const FETCH_RETRIES = 3;
export const FETCH_MAX_BACKOFF_MS = 30_000;

/** spec 000 §7 Caching: notifications cached 1 s; other queries stale after 60 s; cache
 * lifetime 5 minutes. Every write invalidates the whole cache. */
export const CACHE = {
  notificationsStaleMs: 1000,
  staleMs: 60_000,
  gcMs: 300_000,
} as const;

/** spec 000 §9, spec 001 §7: anti-forgery cookie and header. The HTTP client has no timeout. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** spec 000 §2 Layout, §9: responsive breakpoints (widths). */
export const BREAKPOINTS = { md: 1024, sm: 600 } as const;

/** spec 000 §2, §9: "Forgot-password email expected within one hour". */
export const FORGOT_PASSWORD_EMAIL_WITHIN_MS = 3_600_000;

/** spec 001 §3.3 IdentityGroup, §9 Other: "Identity scope default 2". */
export const DEFAULT_IDENTITY_SCOPE_TYPE_ID = 2;

/** spec 001 §3.3 User config, §9 Other: "Default user folder defaults: organisation 2, site 3". */
export const USER_FOLDER_DEFAULTS = { orgFolderDefault: 2, siteFolderDefault: 3 } as const;
