// spec 000 §2 /create (query fuid = target folder). After creating, the new entity's manage modal
// opens (the explorer's tree has been refreshed by the save, lib/query-client.ts).
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '../../components/loader';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { CreatePage } from '../../features/manage/components/create-page';
import { ManageEnvironmentProvider, type ManageEnvironment } from '../../features/manage/components/manage-environment';
import { useShell } from '../shell/shell-context';

export function CreateRoute() {
  const shell = useShell();
  const navigate = useNavigate();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  const { session } = shell;
  const env = useMemo<ManageEnvironment>(
    () => ({ permissions: session.permissions, units: session.unitConfig, timeZone: session.timeZoneConfig }),
    [session.permissions, session.unitConfig, session.timeZoneConfig],
  );
  if (!folder.data)
    return folder.isError ? (
      <p role="alert" className="field-error">
        This folder could not be loaded.
      </p>
    ) : (
      <Loader />
    );
  return (
    <ManageEnvironmentProvider value={env}>
      <CreatePage
        key={fuid}
        folderUid={fuid}
        folderLabel={folder.data.label}
        counts={folder.data.counts}
        folderReadOnly={folder.data.readOnly}
        // The create page gives way to the new entity's modal: closing it returns to where the user
        // was before choosing Add Object.
        onCreated={(kind, uid) =>
          void navigate(kind === 'folder' ? `/folder?fuid=${uid}&uid=${uid}` : `/${kind}?fuid=${fuid}&uid=${uid}`, { replace: true })
        }
      />
    </ManageEnvironmentProvider>
  );
}
