// spec 000 §2 Help menu: the help pages that open signed out too (the signed-out frame lists them).
export const HELP_PAGES = [
  { label: 'User Guide', path: '/help/user-guide' },
  { label: 'Hardware Docs', path: '/help/hardware-docs' },
  { label: 'Request Support', path: '/help/request-support' },
  { label: 'Developer Support', path: '/help/developer-support' },
] as const;

export const isHelpPath = (pathname: string) => pathname.startsWith('/help/');
