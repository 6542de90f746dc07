// What the compact menu (./compact-menu.tsx) and the Radix menu it loads (./compact-menu-radix.tsx)
// both take: here, so that neither imports the other's module for a type.
export interface MenuGroup {
  key: string;
  title: string;
  items: readonly { label: string; href: string }[];
}

export interface CompactMenuProps {
  /** The main navigation's groups, then any others (the system administrator's pages). */
  groups: readonly MenuGroup[];
  userName: string;
  userItems: readonly { label: string; href: string }[];
  onNavigate: (href: string) => void;
  onLogOut: () => void;
}
