// spec 000 §2 Right navigation: shows the user name; Information, Setup, Email Reports (when their
// pages exist); Log Out; a Dark Mode switch; the application version v4.2025.30301. The user's
// menu is drawn first as a plain button; its code (./right-navigation-radix.tsx, Radix) loads on
// the first hover, focus or press of it (docs/decisions/073-first-paint-bytes.md).
import { APP_VERSION } from '@ullage/domain/constants';
import { useStandIn } from '../../components/stand-in';
import { LabelledSwitch } from '../../components/switch';
import { deferred } from '../../lib/deferred';
import { useColorScheme } from '../../lib/theme';

const radixUserMenu = deferred(() => import('./right-navigation-radix'));

export interface RightNavigationProps {
  userName: string;
  items: readonly { label: string; href: string }[];
  onNavigate: (href: string) => void;
  onLogOut: () => void;
}

export function RightNavigation({ userName, items, onNavigate, onLogOut }: RightNavigationProps) {
  const [scheme, setScheme] = useColorScheme();
  return (
    <div className="shell-account">
      <div className="shell-user">
        {items.length > 0 ? (
          <UserMenu userName={userName} items={items} onNavigate={onNavigate} />
        ) : (
          <span className="shell-user-name">{userName}</span>
        )}
      </div>
      <LabelledSwitch label="Dark Mode" checked={scheme === 'dark'} onCheckedChange={(dark) => setScheme(dark ? 'dark' : 'light')} />
      <span className="shell-version">v{APP_VERSION}</span>
      <button type="button" className="button button-secondary shell-logout" onClick={onLogOut}>
        Log Out
      </button>
    </div>
  );
}

function UserMenu({ userName, items, onNavigate }: Omit<RightNavigationProps, 'onLogOut'>) {
  const { loaded, openOnArrival, triggerRef, standInRef, handlers } = useStandIn(radixUserMenu, { opens: true });
  if (loaded)
    return (
      <loaded.RadixUserMenu userName={userName} items={items} onNavigate={onNavigate} defaultOpen={openOnArrival} triggerRef={triggerRef} />
    );
  return (
    // As Radix draws the trigger, closed.
    <button
      ref={standInRef}
      type="button"
      className="main-nav-trigger shell-user-name"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      {userName}
    </button>
  );
}
