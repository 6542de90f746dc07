// spec 000 §2 /report/asset, /report/device and /report/config (?reportTypeId= Tank, Pressure or
// Device Config) of the folder fuid; the URL may carry the filters and sort to open with
// (features/reports/utils/report-url.ts). The page title names the selected folder. Beside Export
// CSV, "Email this report" (features/email-reports, issue 16) and, with Mass Update (38), "Mass
// Update" on the asset and device reports (features/mass-update, issue 19).
import { EntityType } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';
import type { EntityReportKey } from '@ullage/domain/reports/api';
import { ReportType, reportTypeLabel } from '@ullage/domain/reports/reports';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { EmailThisReport } from '../../features/email-reports/components/email-this-report';
import { MassUpdateAction } from '../../features/mass-update/components/mass-update-action';
import { ReportPage, type ReportScreenView } from '../../features/reports/components/report-page';
import { readConfigReportType, readReportUrl, reportHref } from '../../features/reports/utils/report-url';
import { useShell } from '../shell/shell-context';

function ReportRoute({ kind }: { kind: EntityReportKey }) {
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const fromUrl = useMemo(() => readReportUrl(params), [params]);
  const reportTypeId =
    kind === 'Asset'
      ? ReportType.Asset
      : kind === 'Device'
        ? ReportType.Device
        : kind === 'RMA'
          ? ReportType.Rma
          : readConfigReportType(params);
  const folderUid = shell.selection.fuid;
  const folder = useNavigationNode(folderUid);
  const title = `${folder.data?.label ?? ''} ${kind === 'Config' ? reportTypeLabel(reportTypeId) : kind} Report`.trim();
  const EmailAction = useMemo(
    () =>
      function EmailAction({ view }: { view: () => ReportScreenView }) {
        return <EmailThisReport folderUid={folderUid} reportTypeId={reportTypeId} title={title} view={view} />;
      },
    [folderUid, reportTypeId, title],
  );
  // Mass Update (38) on the asset and device reports (issue 19, ADR 104).
  const massEntityType = kind === 'Asset' ? EntityType.Asset : kind === 'Device' ? EntityType.Device : null;
  const canMassUpdate = massEntityType !== null && shell.session.permissions.includes(Permission.MassUpdate);
  const MassUpdate = useMemo(
    () =>
      massEntityType === null
        ? undefined
        : function MassUpdate({ selected, onDone }: { selected: readonly number[]; onDone: () => void }) {
            return <MassUpdateAction folderUid={folderUid} entityTypeId={massEntityType} selected={selected} onDone={onDone} />;
          },
    [folderUid, massEntityType],
  );
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
      EmailAction={kind === 'RMA' ? undefined : EmailAction}
      MassUpdateAction={canMassUpdate ? MassUpdate : undefined}
    />
  );
}

export const AssetReportRoute = () => <ReportRoute kind="Asset" />;
export const DeviceReportRoute = () => <ReportRoute kind="Device" />;
export const ConfigReportRoute = () => <ReportRoute kind="Config" />;
/** spec 000 §2 Help menu: Return Material Authorization /report/rma (issue 18). */
export const RmaReportRoute = () => <ReportRoute kind="RMA" />;
