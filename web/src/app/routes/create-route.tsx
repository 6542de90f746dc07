// spec 000 §2 /create (query fuid = target folder). After creating, the new entity's manage modal
// opens (the explorer's tree has been refreshed by the save, lib/query-client.ts).
import { EntityType } from '@ullage/domain/entity-types';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { CreatePage } from '../../features/manage/components/create-page';
import { ManageEnvironmentProvider, type ManageEnvironment } from '../../features/manage/components/manage-environment';
import { CreateContact, CreateUser } from '../../features/people/components/create-people';
import { Permission } from '@ullage/domain/people/permissions';
import { useShell } from '../shell/shell-context';
import { folderKindAtLevel } from '../shell/folder-levels';

export function CreateRoute() {
  const shell = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
        newFolderKind={folderKindAtLevel(session, folder.data.folderUidPath.length)}
        initialKind={params.get('type') ?? undefined}
        more={[
          {
            key: 'user',
            label: 'User',
            allowed: !folder.data.readOnly && session.permissions.includes(Permission.EditUser),
            why: folder.data.readOnly ? 'This folder is shared read-only: nothing can be added to it.' : 'You may not create users.',
            render: () => (
              <CreateUser folderUid={fuid} onCreated={(uid) => void navigate(`/user?fuid=${fuid}&uid=${uid}`, { replace: true })} />
            ),
          },
          {
            key: 'contact',
            label: 'Contact',
            allowed: !folder.data.readOnly && session.permissions.includes(Permission.EditContacts),
            why: folder.data.readOnly ? 'This folder is shared read-only: nothing can be added to it.' : 'You may not create contacts.',
            render: () => (
              <CreateContact
                folderUid={fuid}
                onCreated={() => void navigate(shell.nodeHref({ fuid, uid: fuid, typeId: EntityType.Folder }))}
              />
            ),
          },
        ]}
        // The create page gives way to the new entity's modal: closing it returns to where the user
        // was before choosing Add Object.
        onCreated={(kind, uid) =>
          void navigate(kind === 'folder' ? `/folder?fuid=${uid}&uid=${uid}` : `/${kind}?fuid=${fuid}&uid=${uid}`, { replace: true })
        }
      />
    </ManageEnvironmentProvider>
  );
}
