// spec 000 §2 Reports menu "Dashboard /report/dashboard?fuid=&uid=" (issue 17): the dashboard of
// the selected folder.
import { DashboardPage } from '../../features/reports/components/dashboard-page';
import { useShell } from '../shell/shell-context';

export function DashboardRoute() {
  const shell = useShell();
  return <DashboardPage folderUid={shell.selection.fuid} units={shell.session.unitConfig} formatDateTime={shell.formatDateTime} />;
}
