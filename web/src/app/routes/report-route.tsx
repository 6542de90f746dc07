// spec 000 §2 /report/asset, /report/device and /report/config (?reportTypeId= Tank, Pressure or
// Device Config) of the folder fuid; the URL may carry the filters and sort to open with
// (features/reports/utils/report-url.ts). The page title names the selected folder.
import type { EntityReportKey } from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { ReportPage } from '../../features/reports/components/report-page';
import { readConfigReportType, readReportUrl, reportHref } from '../../features/reports/utils/report-url';
import { useShell } from '../shell/shell-context';

function ReportRoute({ kind }: { kind: EntityReportKey }) {
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const fromUrl = useMemo(() => readReportUrl(params), [params]);
  const reportTypeId = kind === 'Asset' ? ReportType.Asset : kind === 'Device' ? ReportType.Device : readConfigReportType(params);
  const folderUid = shell.selection.fuid;
  const folder = useNavigationNode(folderUid);
  return (
    <ReportPage
      kind={kind}
      reportTypeId={reportTypeId}
      onReportTypeChange={(id) => void navigate(reportHref({ kind: 'Config', folderUid, reportTypeId: id }))}
      folderUid={folderUid}
      folderLabel={folder.data?.label}
      userUid={shell.session.userUid}
      units={shell.session.unitConfig}
      timeZone={shell.session.timeZoneConfig}
      fromUrl={fromUrl}
      openKey={location.key}
    />
  );
}

export const AssetReportRoute = () => <ReportRoute kind="Asset" />;
export const DeviceReportRoute = () => <ReportRoute kind="Device" />;
export const ConfigReportRoute = () => <ReportRoute kind="Config" />;
