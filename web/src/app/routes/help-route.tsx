// spec 000 §2 Help menu pages, composed from their features. Each opens signed in (inside the
// signed-in frame, which provides the caller and the explorer's selection) and signed out (in the
// public help frame, where there is no caller).
import { Permission } from '@ullage/domain/people/permissions';
import { useContext } from 'react';
import { useOutletContext } from 'react-router';
import { ApiClientsPanel } from '../../features/developer/components/api-clients-panel';
import { DeveloperSupportPage } from '../../features/developer/components/developer-support-page';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { CallerContext } from '../../lib/caller';
import type { ShellContext } from '../shell/shell-context';

export const SIGN_IN_TO_MANAGE = "Sign in to register and manage your company's API clients.";
export const MANAGE_NEEDS_EDIT_USER = 'Registering and managing API clients needs the Edit User permission.';

function DeveloperPanels({ shell }: { shell: ShellContext }) {
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return <ApiClientsPanel key={fuid} folderUid={fuid} folderLabel={folder.data?.label} formatDateTime={shell.formatDateTime} />;
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
