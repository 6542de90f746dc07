// /analysis/report-card (spec 000 §2, gated by Manage Report Card; spec 001 §9 ManagementReportCard):
// the selected company's (or folder's) month at a glance: stops, gallons per stop, fill percent,
// run-outs, late and failed devices, alerts (docs/decisions/076). Opens on last month.
import type { ReportCard } from '@ullage/domain/analysis/api';
import { EARLY_FILL_PERCENT_DEFAULT } from '@ullage/domain/analysis/fill-analysis';
import { useAnalysis } from '../api/get-analysis';
import { amountText, countText, percentText } from '../utils/analysis-format';
import { AnalysisFrame, AnalysisState, AnalysisTable, Figures, RangeBar } from './analysis-parts';
import type { AnalysisPageProps } from './page-props';

export function ReportCardPage(props: AnalysisPageProps & { deviceReportHref: (folderUid: number) => string }) {
  const { folderUid, choice, days } = props;
  const query = useAnalysis('reportCard', { folderUid, range: days, earlyFillPercent: EARLY_FILL_PERCENT_DEFAULT });
  return (
    <AnalysisFrame kicker="Report Card" title={props.folderLabel} pdf={{ kind: 'reportCard', folderUid, range: days }}>
      <RangeBar key={JSON.stringify(choice)} choice={choice} days={days} onChange={props.onChoiceChange} />
      <AnalysisState query={query} />
      {query.data && <CardBody {...props} card={query.data} />}
    </AnalysisFrame>
  );
}

function CardBody({
  card,
  units,
  assetReportHref,
  deviceReportHref,
}: AnalysisPageProps & { card: ReportCard; deviceReportHref: (folderUid: number) => string }) {
  const amount = (v: number | null) => amountText(v, units);
  const lines: { figure: string; value: string; note: string }[] = [
    { figure: 'Tanks', value: countText(card.tanks), note: 'Tanks measured by volume in the folder' },
    { figure: 'Stops', value: countText(card.stops), note: 'Fills counted in analysis' },
    { figure: 'Fills Left Out', value: countText(card.excludedFills), note: 'Left out of analysis, or false fills' },
    { figure: 'Delivered', value: amount(card.delivered), note: 'Over the stops' },
    { figure: 'Gallons per Stop', value: amount(card.gallonsPerStop), note: 'Delivered / stops' },
    { figure: 'Average Fill Percent', value: percentText(card.avgFillPercent), note: 'Level reached by a fill' },
    { figure: 'Run-outs', value: countText(card.runOuts), note: 'Stops made at 5% or less' },
    { figure: 'Early Fills', value: countText(card.earlyFills), note: `Stops made above ${percentText(card.earlyFillPercent)}` },
    { figure: 'Devices', value: countText(card.devices), note: 'Now' },
    { figure: 'Late Devices', value: countText(card.lateDevices), note: 'Flagged late now' },
    { figure: 'Failed Devices', value: countText(card.failedDevices), note: 'Flagged with an error now' },
    { figure: 'Alerts', value: countText(card.alertsRaised), note: 'Alerts raised in the period' },
  ];
  return (
    <>
      <Figures
        label="Report card"
        figures={[
          { label: 'Stops', value: countText(card.stops), href: assetReportHref(card.folderUid) },
          { label: 'Gallons per Stop', value: amount(card.gallonsPerStop) },
          { label: 'Average Fill Percent', value: percentText(card.avgFillPercent) },
          { label: 'Run-outs', value: countText(card.runOuts) },
          { label: 'Late Devices', value: countText(card.lateDevices), href: deviceReportHref(card.folderUid) },
          { label: 'Failed Devices', value: countText(card.failedDevices), href: deviceReportHref(card.folderUid) },
          { label: 'Alerts', value: countText(card.alertsRaised) },
        ]}
      />
      <AnalysisTable
        title={`Report card ${card.fromDay} to ${card.toDay}`}
        rows={lines}
        rowKey={(l) => l.figure}
        empty="No figures."
        columns={[
          { header: 'Figure', cell: (l) => l.figure, csv: (l) => l.figure },
          { header: 'Value', cell: (l) => l.value, csv: (l) => l.value },
          { header: 'How it is counted', cell: (l) => l.note, csv: (l) => l.note },
        ]}
      />
    </>
  );
}
