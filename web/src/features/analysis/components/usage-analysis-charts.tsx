// /analysis/usage (spec 000 §2; spec 001 §2 analysis: usage): the selected folder's usage over a
// range by day, weekday and product, and its change from the range before (docs/decisions/076).
// The app layer puts the Usage report (EntityReport/UsageData) below it, over the same range.
import type { ReactNode } from 'react';
import type { UsageAnalysis } from '@ullage/domain/analysis/api';
import { useAnalysis } from '../api/get-analysis';
import { amountText, changeText, countText } from '../utils/analysis-format';
import { AnalysisFrame, AnalysisState, AnalysisTable, CategoryChart, DayChart, Figures, productColumn, RangeBar } from './analysis-parts';
import type { AnalysisPageProps } from './page-props';

export function UsageAnalysisPage(props: AnalysisPageProps & { children?: ReactNode }) {
  const { folderUid, choice, days } = props;
  const query = useAnalysis('usage', { folderUid, range: days });
  return (
    <AnalysisFrame kicker="Usage Analysis" title={props.folderLabel} pdf={{ kind: 'usage', folderUid, range: days }}>
      <RangeBar key={JSON.stringify(choice)} choice={choice} days={days} onChange={props.onChoiceChange} />
      <AnalysisState query={query} />
      {query.data && <UsageBody {...props} a={query.data} />}
      {props.children}
    </AnalysisFrame>
  );
}

function UsageBody({ a, units, assetReportHref }: AnalysisPageProps & { a: UsageAnalysis }) {
  const amount = (v: number | null) => amountText(v, units);
  return (
    <>
      <Figures
        label="Usage figures"
        figures={[
          { label: 'Usage', value: amount(a.total), href: assetReportHref(a.folderUid) },
          { label: `Previous ${a.byDay.length} days`, value: amount(a.previousTotal) },
          { label: 'Change', value: changeText(a.change) },
          { label: 'Average per Day', value: amount(a.byDay.length ? a.total / a.byDay.length : 0) },
        ]}
      />
      <p className="analysis-muted">
        Compared with {a.previousFromDay} to {a.previousToDay}.
      </p>
      <div className="analysis-charts">
        <DayChart
          title="Usage by day"
          days={a.byDay.map((d) => d.day)}
          values={[a.byDay.map((d) => d.usage)]}
          series={[{ label: 'Usage', color: 'var(--analysis-accent)', scale: 'amount', bars: true, format: (v) => amount(v) }]}
          axes={[{ scale: 'amount', label: 'Usage', fromZero: true }]}
        />
        <CategoryChart
          title="Average usage by weekday"
          categories={a.byWeekday.map((w) => w.label.slice(0, 3))}
          values={[a.byWeekday.map((w) => w.avgUsage)]}
          series={[{ label: 'Average usage', color: 'var(--analysis-second)', scale: 'amount', bars: true, format: (v) => amount(v) }]}
          axes={[{ scale: 'amount', label: 'Usage', fromZero: true }]}
        />
      </div>
      <AnalysisTable
        title="Usage by product"
        rows={a.byProduct}
        rowKey={(p) => p.productName}
        empty="No tanks in this folder."
        columns={[
          productColumn(a.folderUid, assetReportHref),
          { header: 'Tanks', cell: (p) => countText(p.tanks), csv: (p) => String(p.tanks) },
          { header: 'Usage', cell: (p) => amount(p.usage), csv: (p) => amount(p.usage) },
          { header: 'Previous Range', cell: (p) => amount(p.previousUsage), csv: (p) => amount(p.previousUsage) },
          { header: 'Change', cell: (p) => changeText(p.change), csv: (p) => changeText(p.change) },
        ]}
      />
    </>
  );
}
