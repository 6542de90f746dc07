// spec 000 §2 Help menu pages, composed from their features. Each opens signed in (inside the
// signed-in frame, which provides the caller and the explorer's selection) and signed out (in the
// public help frame, where there is no caller).
import { Permission } from '@ullage/domain/people/permissions';
import { useContext } from 'react';
import { useLocation, useOutletContext } from 'react-router';
import { ApiClientsPanel } from '../../features/developer/components/api-clients-panel';
import { DeveloperSupportPage } from '../../features/developer/components/developer-support-page';
import { WebhooksPanel } from '../../features/developer/components/webhooks-panel';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { HardwareDocsPage } from '../../features/help/components/hardware-docs-page';
import { RequestSupportPage } from '../../features/help/components/request-support-page';
import { UserGuidePage } from '../../features/help/components/user-guide-page';
import { CallerContext } from '../../lib/caller';
import type { ShellContext } from '../shell/shell-context';

export const SIGN_IN_TO_MANAGE = "Sign in to register and manage your company's API clients and webhooks.";
export const MANAGE_NEEDS_EDIT_USER = 'Managing API clients and webhooks needs the Edit User permission.';

function DeveloperPanels({ shell }: { shell: ShellContext }) {
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return (
    <>
      <ApiClientsPanel key={`clients-${fuid}`} folderUid={fuid} folderLabel={folder.data?.label} formatDateTime={shell.formatDateTime} />
      <WebhooksPanel key={`webhooks-${fuid}`} folderUid={fuid} folderLabel={folder.data?.label} formatDateTime={shell.formatDateTime} />
    </>
  );
}

export function DeveloperSupportRoute() {
  const caller = useContext(CallerContext);
  const shell = useOutletContext<ShellContext | undefined>();
  if (!caller || !shell) return <DeveloperSupportPage notice={SIGN_IN_TO_MANAGE} />;
  if (!caller.permissions.has(Permission.EditUser)) return <DeveloperSupportPage notice={MANAGE_NEEDS_EDIT_USER} />;
  return (
    <DeveloperSupportPage>
      <DeveloperPanels shell={shell} />
    </DeveloperSupportPage>
  );
}

export function UserGuideRoute() {
  return <UserGuidePage />;
}

export function HardwareDocsRoute() {
  return <HardwareDocsPage />;
}

/** The page the user came from: `?from=` when a link passes it, else the page before (same origin). */
function fromPage(search: string): string | undefined {
  const from = new URLSearchParams(search).get('from');
  if (from?.startsWith('/')) return from;
  try {
    const ref = document.referrer ? new URL(document.referrer) : null;
    return ref && ref.origin === window.location.origin && !ref.pathname.startsWith('/help/') ? `${ref.pathname}${ref.search}` : undefined;
  } catch {
    return undefined;
  }
}

export function RequestSupportRoute() {
  const caller = useContext(CallerContext);
  const { search } = useLocation();
  return <RequestSupportPage signedIn={caller !== null} fromPage={fromPage(search)} />;
}
