// spec 000 §2 Folder menu: Schedules /folder/schedules?fuid=&uid=: the selected folder's schedules
// (and those of the folders above it). An inherited schedule links to its own folder's page.
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { SchedulesPage } from '../../features/schedules/components/schedules-page';
import { useShell } from '../shell/shell-context';
import { useUsedByParts } from './used-by-parts';

export function FolderSchedulesRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  const usedBy = useUsedByParts();
  return (
    <SchedulesPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      folderReadOnly={folder.data?.readOnly ?? false}
      folderHref={(uid) => `/folder/schedules?fuid=${uid}&uid=${uid}`}
      usedBy={usedBy}
    />
  );
}
