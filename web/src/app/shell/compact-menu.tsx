// The header on a phone or a narrow window (under the md breakpoint, 1024: spec 000 §2): one Menu
// button for the main navigation, the system administrator's pages and the user's menu
// (./compact-menu-radix.tsx). Drawn first as a plain button, the menu's code loading on its first
// hover, focus or press (docs/decisions/073-first-paint-bytes.md).
import { Icon } from '../../components/icons';
import { useStandIn } from '../../components/stand-in';
import { deferred } from '../../lib/deferred';
import type { CompactMenuProps } from './compact-menu-types';

const radixMenu = deferred(() => import('./compact-menu-radix'));

export function CompactMenu(props: CompactMenuProps) {
  const { loaded, openOnArrival, triggerRef, standInRef, handlers } = useStandIn(radixMenu, { opens: true });
  if (loaded) return <loaded.RadixCompactMenu {...props} defaultOpen={openOnArrival} triggerRef={triggerRef} />;
  return (
    // As Radix draws the trigger, closed.
    <button
      ref={standInRef}
      type="button"
      className="button button-secondary compact-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      <Icon name="Menu" />
      Menu
    </button>
  );
}
