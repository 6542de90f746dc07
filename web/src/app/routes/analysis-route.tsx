// spec 000 §2 Analysis menu: /analysis/fill-analysis, /analysis/inventory-analysis, /analysis/usage
// (the usage charts over the Usage report's grid) and /analysis/report-card (Manage Report Card) of
// the folder fuid. The range lives in the URL (?range= or ?from=&to=); a figure links to the asset
// report filtered to its tanks, a fill to its tank's history (docs/decisions/076).
import { EntityType } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';
import { rangeQuery, type StandardRangeKey } from '@ullage/domain/analysis/ranges';
import type { GridFilterModel } from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FillAnalysisPage } from '../../features/analysis/components/fill-analysis-page';
import { InventoryAnalysisPage } from '../../features/analysis/components/inventory-analysis-page';
import type { AnalysisPageProps } from '../../features/analysis/components/page-props';
import { ReportCardPage } from '../../features/analysis/components/report-card-page';
import { UsageAnalysisPage } from '../../features/analysis/components/usage-analysis-charts';
import { daysOfChoice, readRangeChoice, writeRangeChoice } from '../../features/analysis/utils/analysis-range';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { ReportPage } from '../../features/reports/components/report-page';
import { reportHref } from '../../features/reports/utils/report-href';
import { readReportUrl } from '../../features/reports/utils/report-url';
import { useShell } from '../shell/shell-context';

function useAnalysisProps(fallback?: StandardRangeKey): AnalysisPageProps {
  const shell = useShell();
  const [params, setParams] = useSearchParams();
  const folderUid = shell.selection.fuid;
  const folder = useNavigationNode(folderUid);
  const choice = useMemo(() => readRangeChoice(params, fallback), [params, fallback]);
  // A standard range ends today as of when the page opened (a later choice is read afresh).
  const [openedAt] = useState(() => Date.now());
  const days = useMemo(() => daysOfChoice(choice, openedAt), [choice, openedAt]);
  return {
    folderUid,
    folderLabel: folder.data?.label,
    choice,
    days,
    onChoiceChange: (next) => setParams((p) => writeRangeChoice(p, next)),
    units: shell.session.unitConfig,
    tankHref: ({ uid, folderUid: fuid }) =>
      shell.nodeHref({ fuid, uid, typeId: EntityType.Asset }).replace(/^\/asset\?/, '/asset/history?'),
    assetReportHref: (fuid: number, filters?: GridFilterModel) => reportHref({ kind: 'Asset', folderUid: fuid, filters }),
  };
}

export function FillAnalysisRoute() {
  return <FillAnalysisPage {...useAnalysisProps()} />;
}

export function InventoryAnalysisRoute() {
  return <InventoryAnalysisPage {...useAnalysisProps()} />;
}

/** The usage charts, then the Usage report (EntityReport/UsageData) over the same range in the
 * grid of the other reports. */
export function UsageAnalysisRoute() {
  const shell = useShell();
  const location = useLocation();
  const props = useAnalysisProps();
  const range = useMemo(() => rangeQuery(props.days), [props.days]);
  const fromUrl = useMemo(() => readReportUrl(new URLSearchParams(location.search)), [location.search]);
  return (
    <UsageAnalysisPage {...props}>
      <section className="analysis-report" aria-label="Usage report">
        <ReportPage
          kind="Usage"
          reportTypeId={ReportType.Usage}
          folderUid={props.folderUid}
          folderLabel={props.folderLabel}
          userUid={shell.session.userUid}
          units={shell.session.unitConfig}
          timeZone={shell.session.timeZoneConfig}
          fromUrl={fromUrl}
          openKey={location.key}
          range={range}
          embedded
        />
      </section>
    </UsageAnalysisPage>
  );
}

export function ReportCardRoute() {
  const shell = useShell();
  const props = useAnalysisProps('lastMonth');
  if (!shell.session.permissions.includes(Permission.ManageReportCard)) {
    return (
      <p role="alert" className="field-error">
        The report card needs the Manage Report Card permission.
      </p>
    );
  }
  return <ReportCardPage {...props} deviceReportHref={(fuid) => reportHref({ kind: 'Device', folderUid: fuid })} />;
}
