// Reports menu: Deliveries /report/deliveries?fuid=&uid= (issue 17; docs/decisions/092): the
// selected folder's delivery plan. Composes the deliveries feature with the map feature's tile
// settings and the email-reports feature's contact groups (features never import each other).
import { EntityType } from '@ullage/domain/entity-types';
import { DeliveriesPage } from '../../features/deliveries/components/deliveries-page';
import { useContactGroups } from '../../features/email-reports/api/get-contact-groups';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { useMapSettings } from '../../features/map/api/get-map-settings';
import { useShell } from '../shell/shell-context';

export function DeliveriesRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  const settings = useMapSettings();
  const groups = useContactGroups(fuid);
  return (
    <DeliveriesPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      units={shell.session.unitConfig}
      mapSettings={settings.data}
      contactGroups={groups.data ?? []}
      tankHref={({ uid, folderUid }) => shell.nodeHref({ fuid: folderUid, uid, typeId: EntityType.Asset })}
    />
  );
}
