// spec 000 §2 /report/summary?fuid=&uid= (the default landing): the summary of the selected folder.
// devices=gateways|monitors in the URL keeps the gateways/monitors choice across a reload.
import { EntityType } from '@ullage/domain/entity-types';
import { useSearchParams } from 'react-router';
import type { SummaryDevices } from '../../features/reports/api/get-folder-summary';
import { SummaryPage } from '../../features/reports/components/summary-page';
import { useShell } from '../shell/shell-context';

function devicesOf(text: string | null): SummaryDevices {
  return text === 'gateways' || text === 'monitors' ? text : 'all';
}

export function SummaryRoute() {
  const shell = useShell();
  const [params, setParams] = useSearchParams();
  return (
    <SummaryPage
      folderUid={shell.selection.fuid}
      devices={devicesOf(params.get('devices'))}
      onDevicesChange={(devices) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (devices === 'all') next.delete('devices');
            else next.set('devices', devices);
            return next;
          },
          { replace: true },
        )
      }
      units={shell.session.unitConfig}
      formatDateTime={shell.formatDateTime}
      tankHref={(t) => shell.nodeHref({ fuid: t.folderUid, uid: t.uid, typeId: EntityType.Asset })}
      folderHref={(uid) => shell.nodeHref({ fuid: uid, uid, typeId: EntityType.Folder })}
    />
  );
}
