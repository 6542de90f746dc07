// spec 000 §2 Folder menu: Custom Alerts /folder/custom-alerts?fuid=&uid= (issue 15): the selected
// folder's alert message templates. The menu shows it for Edit Company and not at the vendor's root
// (spec 000 §6, shell/main-navigation-items.ts); the page says so to a caller without it.
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { CustomAlertsPage } from '../../features/alerts/components/custom-alerts-page';
import { useShell } from '../shell/shell-context';

export function CustomAlertsRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return <CustomAlertsPage key={fuid} folderUid={fuid} folderLabel={folder.data?.label} />;
}
