// Small inline icons for the explorer and the shell (spec 001 §3.1 icon names: Folder, User, Tank,
// Gateway, Product, Contact, ContactGroup). Decorative: the text beside them carries the meaning.
import type { SVGProps } from 'react';

const PATHS: Record<string, string> = {
  Folder: 'M2 4.5A1.5 1.5 0 0 1 3.5 3h3l1.5 1.5h4.5A1.5 1.5 0 0 1 14 6v5.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 11.5z',
  User: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-5 6c0-2.8 2.2-4.5 5-4.5s5 1.7 5 4.5z',
  Users:
    'M6 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm5 .5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM1.5 13c0-2.3 2-3.8 4.5-3.8s4.5 1.5 4.5 3.8zm9.5 0c0-1.2-.4-2.2-1.1-3 .4-.1.7-.1 1.1-.1 2 0 3.5 1.2 3.5 3.1z',
  Tank: 'M3 5c0-1.1 2.2-2 5-2s5 .9 5 2v6c0 1.1-2.2 2-5 2s-5-.9-5-2zm0 0c0 1.1 2.2 2 5 2s5-.9 5-2',
  Gateway: 'M2.5 6h11v6.5h-11zM5 6V3.5M11 6V3.5M5 9.5h1M8 9.5h1',
  Monitor: 'M5 2.5h6v11H5zM7 4.5h2M8 11a1 1 0 1 0 0-.01',
  Contact: 'M3 2.5h10v11H3zM8 8a1.8 1.8 0 1 0 0-3.6A1.8 1.8 0 0 0 8 8zm-3 3.5c.3-1.5 1.5-2.3 3-2.3s2.7.8 3 2.3',
  Product: 'M2.5 5 8 2.5 13.5 5v6L8 13.5 2.5 11zM2.5 5 8 7.5 13.5 5M8 7.5v6',
  Home: 'M2.5 7.5 8 3l5.5 4.5M4 6.5V13h3V9.5h2V13h3V6.5',
  Preferences:
    'M8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  Setup: 'M2.5 4h11M2.5 8h11M2.5 12h11M5 2.5v3M10 6.5v3M7 10.5v3',
  Add: 'M8 3v10M3 8h10',
  Copy: 'M5.5 5.5h7v7h-7zM3.5 10.5v-7h7',
  Move: 'M2.5 8h9M8.5 5l3 3-3 3M13.5 3v10',
  Share:
    'M11.5 5.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-7 4.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm7 4.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6.3 9l3.4 2M9.7 5 6.3 7',
  Search: 'M7 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm3.5-1.5L14 14',
  Pane: 'M2.5 3h11v10h-11zM6 3v10',
  Menu: 'M2.5 4h11M2.5 8h11M2.5 12h11',
  Close: 'M4 4l8 8M12 4l-8 8',
  Chevron: 'M6 4l4 4-4 4',
  /** A billing account (spec 001 §3.3 showBillingIconsHierarchy): a card. */
  Account: 'M2 4h12v8H2zM2 6.5h12M4 9.5h3',
  Unknown: 'M3 3h10v10H3z',
};

export type IconName = keyof typeof PATHS | string;

export function Icon({ name, size = 16, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  const d = PATHS[name] ?? PATHS.Unknown;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
