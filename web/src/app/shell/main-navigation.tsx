// spec 000 §2 Main navigation, left side: one menu per group (see main-navigation-items.ts). Each
// group's button is drawn first as a plain button; the menus' code (./main-navigation-radix.tsx,
// Radix) loads on the first hover, focus or press of one (docs/decisions/073-first-paint-bytes.md).
import { useStandIn } from '../../components/stand-in';
import { deferred } from '../../lib/deferred';
import type { NavGroup } from './main-navigation-items';

const radixMenus = deferred(() => import('./main-navigation-radix'));

export function MainNavigation({ groups, onNavigate }: { groups: readonly NavGroup[]; onNavigate: (href: string) => void }) {
  if (groups.length === 0) return null;
  return (
    <nav className="main-nav" aria-label="Main">
      {groups.map((group) => (
        <GroupMenu key={group.key} group={group} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

function GroupMenu({ group, onNavigate }: { group: NavGroup; onNavigate: (href: string) => void }) {
  const { loaded, openOnArrival, triggerRef, standInRef, handlers } = useStandIn(radixMenus, { opens: true });
  if (loaded) return <loaded.RadixGroupMenu group={group} onNavigate={onNavigate} defaultOpen={openOnArrival} triggerRef={triggerRef} />;
  return (
    // As Radix draws the trigger, closed.
    <button
      ref={standInRef}
      type="button"
      className="main-nav-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      {group.title}
    </button>
  );
}
