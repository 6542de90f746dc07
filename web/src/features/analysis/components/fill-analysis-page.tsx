// /analysis/fill-analysis (spec 000 §2; spec 001 §2 analysis: fill): the fills of the selected
// folder over a range: figures, deliveries by day, by product and by site, and every fill with
// its fill percent, level before, early fill and run-out marks (docs/decisions/076). Each figure
// links to the tanks behind it; a fill to its tank's history, where it can be left out of analysis.
import { useState } from 'react';
import { Link } from 'react-router';
import { EARLY_FILL_PERCENT_DEFAULT, RUN_OUT_PERCENT } from '@ullage/domain/analysis/fill-analysis';
import { EXCLUSION_REASONS, type AnalysisFill, type FillAnalysis } from '@ullage/domain/analysis/api';
import { useAnalysis } from '../api/get-analysis';
import { amountText, countText, percentText } from '../utils/analysis-format';
import {
  AnalysisFrame,
  AnalysisState,
  AnalysisTable,
  DayChart,
  Figures,
  productColumn,
  RangeBar,
  type TableColumn,
} from './analysis-parts';
import type { AnalysisPageProps } from './page-props';

const EARLY_CHOICES = [0.3, 0.4, 0.5, 0.6];
const LISTED = 200;

export function FillAnalysisPage(props: AnalysisPageProps) {
  const { folderUid, choice, days } = props;
  const [early, setEarly] = useState(EARLY_FILL_PERCENT_DEFAULT);
  const query = useAnalysis('fill', { folderUid, range: days, earlyFillPercent: early });
  return (
    <AnalysisFrame kicker="Fill Analysis" title={props.folderLabel} pdf={{ kind: 'fill', folderUid, range: days }}>
      <RangeBar key={JSON.stringify(choice)} choice={choice} days={days} onChange={props.onChoiceChange}>
        <label htmlFor="early-fill">Early fill above</label>
        <select id="early-fill" className="input analysis-select" value={String(early)} onChange={(e) => setEarly(Number(e.target.value))}>
          {EARLY_CHOICES.map((p) => (
            <option key={p} value={String(p)}>
              {percentText(p)} full
            </option>
          ))}
        </select>
      </RangeBar>
      <AnalysisState query={query} />
      {query.data && <FillBody {...props} a={query.data} />}
    </AnalysisFrame>
  );
}

function FillBody({ a, units, assetReportHref, tankHref }: AnalysisPageProps & { a: FillAnalysis }) {
  const t = a.totals;
  const amount = (v: number | null) => amountText(v, units);
  const excludedNote = `${countText(t.excludedFills)} ${t.excludedFills === 1 ? 'fill was' : 'fills were'} left out of analysis (marked in a tank's history, or false fills).`;
  const products: TableColumn<FillAnalysis['byProduct'][number]>[] = [
    productColumn(a.folderUid, assetReportHref),
    ...totalsColumns(amount),
  ];
  const sites: TableColumn<FillAnalysis['byFolder'][number]>[] = [
    { header: 'Site', text: true, cell: (f) => <Link to={assetReportHref(f.folderUid)}>{f.folderLabel}</Link>, csv: (f) => f.folderLabel },
    ...totalsColumns(amount),
  ];
  const fills: TableColumn<AnalysisFill>[] = [
    { header: 'When', cell: (f) => f.dateTime.replace('T', ' '), csv: (f) => f.dateTime.replace('T', ' ') },
    {
      header: 'Tank',
      text: true,
      cell: (f) => <Link to={tankHref({ uid: f.uid, folderUid: f.folderUid })}>{f.label}</Link>,
      csv: (f) => f.label,
    },
    { header: 'Site', text: true, cell: (f) => f.folderLabel, csv: (f) => f.folderLabel },
    { header: 'Product', text: true, cell: (f) => f.productName, csv: (f) => f.productName },
    { header: 'Delivered', cell: (f) => amount(f.amount), csv: (f) => amount(f.amount) },
    { header: 'Level Before', cell: (f) => percentText(f.levelBefore), csv: (f) => percentText(f.levelBefore) },
    { header: 'Fill Percent', cell: (f) => percentText(f.fillPercent), csv: (f) => percentText(f.fillPercent) },
    { header: 'Max Fill', cell: (f) => percentText(f.maxFillPercent), csv: (f) => percentText(f.maxFillPercent) },
    { header: 'Note', cell: (f) => fillNote(f), csv: (f) => fillNote(f) },
  ];
  return (
    <>
      <Figures
        label="Fill figures"
        figures={[
          { label: 'Fills', value: countText(t.fills), href: assetReportHref(a.folderUid) },
          { label: 'Delivered', value: amount(t.delivered) },
          { label: 'Avg Delivered per Fill', value: amount(t.avgDelivered) },
          { label: 'Avg Fill Percent', value: percentText(t.avgFillPercent) },
          { label: 'Avg Max Fill', value: percentText(t.avgMaxFillPercent) },
          { label: 'Avg Level Before Fill', value: percentText(t.avgLevelBefore) },
          { label: `Early Fills (above ${percentText(a.earlyFillPercent)})`, value: countText(t.earlyFills) },
          { label: `Run-outs (at or below ${percentText(RUN_OUT_PERCENT)})`, value: countText(t.runOuts) },
          { label: 'Short Fills', value: countText(t.shortFills) },
          { label: 'Fills Left Out', value: countText(t.excludedFills) },
        ]}
      />
      <p className="analysis-muted">{excludedNote}</p>
      <div className="analysis-charts">
        <DayChart
          title="Deliveries by day"
          days={a.byDay.map((d) => d.day)}
          values={[a.byDay.map((d) => d.delivered), a.byDay.map((d) => d.fills)]}
          series={[
            { label: 'Delivered', color: 'var(--analysis-accent)', scale: 'amount', bars: true, format: (v) => amount(v) },
            { label: 'Fills', color: 'var(--zone-safe)', scale: 'count', format: (v) => countText(v) },
          ]}
          axes={[
            { scale: 'amount', label: 'Delivered', fromZero: true },
            { scale: 'count', label: 'Fills', right: true, fromZero: true },
          ]}
        />
      </div>
      <AnalysisTable
        title="Fills by product"
        rows={a.byProduct}
        columns={products}
        rowKey={(p) => p.productName}
        empty="No fills in this range."
      />
      <AnalysisTable title="Fills by site" rows={a.byFolder} columns={sites} rowKey={(f) => f.folderUid} empty="No fills in this range." />
      <AnalysisTable
        title="Fills"
        rows={a.fills.slice(0, LISTED)}
        columns={fills}
        rowKey={(f) => f.id}
        empty="No fills in this range."
        note={a.fills.length > LISTED ? `The newest ${LISTED} of ${countText(t.fills + t.excludedFills)} fills.` : undefined}
      />
    </>
  );
}

function fillNote(f: AnalysisFill): string {
  if (f.excludedBy) return EXCLUSION_REASONS.find((r) => r.key === f.excludedBy)?.label ?? '';
  return [f.runOut ? 'Run-out' : f.early ? 'Early fill' : '', f.short ? 'Short fill' : ''].filter(Boolean).join(', ');
}

function totalsColumns<T extends FillAnalysis['totals']>(amount: (v: number | null) => string): TableColumn<T>[] {
  return [
    { header: 'Fills', cell: (r) => countText(r.fills), csv: (r) => String(r.fills) },
    { header: 'Delivered', cell: (r) => amount(r.delivered), csv: (r) => amount(r.delivered) },
    { header: 'Avg per Fill', cell: (r) => amount(r.avgDelivered), csv: (r) => amount(r.avgDelivered) },
    { header: 'Avg Fill Percent', cell: (r) => percentText(r.avgFillPercent), csv: (r) => percentText(r.avgFillPercent) },
    { header: 'Avg Level Before', cell: (r) => percentText(r.avgLevelBefore), csv: (r) => percentText(r.avgLevelBefore) },
    { header: 'Early Fills', cell: (r) => countText(r.earlyFills), csv: (r) => String(r.earlyFills) },
    { header: 'Run-outs', cell: (r) => countText(r.runOuts), csv: (r) => String(r.runOuts) },
    { header: 'Short Fills', cell: (r) => countText(r.shortFills), csv: (r) => String(r.shortFills) },
    { header: 'Left Out', cell: (r) => countText(r.excludedFills), csv: (r) => String(r.excludedFills) },
  ];
}
