// spec 000 §2 Reports menu: MapView /report/map?fuid=&uid=: the selected folder's tanks and
// geofences on a map (issue 17); a tank's popup opens its manage modal. Its chunk, with Leaflet,
// loads only on this route.
import { useNavigate } from 'react-router';
import { EntityType } from '@ullage/domain/entity-types';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { MapPage } from '../../features/map/components/map-page';
import { useShell } from '../shell/shell-context';

export function MapRoute() {
  const shell = useShell();
  const navigate = useNavigate();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return (
    <MapPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      folderReadOnly={folder.data?.readOnly ?? false}
      units={shell.session.unitConfig}
      formatDateTime={shell.formatDateTime}
      tankHref={(t) => shell.nodeHref({ fuid: t.folderUid, uid: t.uid, typeId: EntityType.Asset })}
      deviceHref={(d) => shell.nodeHref({ fuid: d.folderUid, uid: d.uid, typeId: EntityType.Device })}
      open={(href) => void navigate(href)}
    />
  );
}
