// spec 000 §2 Folder menu: Billing /billing?fuid=: the selected folder's billing accounts, its
// call-block summary, orders, charged calls, profiles, pricing and service agreements.
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { BillingPage } from '../../features/billing/components/billing-page';
import { useShell } from '../shell/shell-context';

export function BillingRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return <BillingPage key={fuid} folderUid={fuid} folderLabel={folder.data?.label} />;
}
