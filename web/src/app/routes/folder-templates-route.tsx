// spec 000 §2 Folder menu: Templates /folder/asset-templates?fuid=&uid= (issue 19): the asset
// templates of the selected folder's company and the strapping tables it may use.
import { useMemo } from 'react';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { ManageEnvironmentProvider, type ManageEnvironment } from '../../features/manage/components/manage-environment';
import { TemplatesPage } from '../../features/manage/components/templates-page';
import { useShell } from '../shell/shell-context';

export function FolderTemplatesRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const { session } = shell;
  const folder = useNavigationNode(fuid);
  const env = useMemo<ManageEnvironment>(
    () => ({ permissions: session.permissions, units: session.unitConfig, timeZone: session.timeZoneConfig }),
    [session.permissions, session.unitConfig, session.timeZoneConfig],
  );
  return (
    <ManageEnvironmentProvider value={env}>
      <TemplatesPage key={fuid} folderUid={fuid} folderLabel={folder.data?.label} folderReadOnly={folder.data?.readOnly ?? false} />
    </ManageEnvironmentProvider>
  );
}
