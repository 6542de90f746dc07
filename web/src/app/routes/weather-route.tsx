// Folder menu: Weather /folder/weather?fuid=&uid= (issue 17, ours; docs/decisions/093, 098): the
// selected folder's temperature source and imported daily temperatures for degree-day forecasting.
import { Permission } from '@ullage/domain/people/permissions';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { WeatherPage } from '../../features/forecast/components/weather-page';
import { useShell } from '../shell/shell-context';

export function WeatherRoute() {
  const shell = useShell();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  return (
    <WeatherPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      canEdit={shell.session.permissions.includes(Permission.EditFolder) && !(folder.data?.readOnly ?? true)}
    />
  );
}
