// spec 000 §2 Folder menu: Devices /folder/device-inventory?fuid=&uid= (issue 18): the device
// inventory of the selected folder's company (the folder itself when it is a company, else the
// company that administers it).
import { Permission } from '@ullage/domain/people/permissions';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { InventoryPage } from '../../features/inventory/components/inventory-page';
import { Loader } from '../../components/loader';
import { useShell } from '../shell/shell-context';

export function DeviceInventoryRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  const n = folder.data;
  const companyUid = n ? (n.isCompany ? n.uid : (n.adminUid ?? n.uid)) : 0;
  const company = useNavigationNode(n && !n.isCompany ? companyUid : undefined);
  if (!n) return <Loader />;
  return (
    <InventoryPage
      key={companyUid}
      companyUid={companyUid}
      companyLabel={n.isCompany ? n.label : company.data?.label}
      canEdit={shell.session.permissions.includes(Permission.EditInventory)}
      formatDateTime={shell.formatDateTime}
    />
  );
}
