// /analysis/inventory-analysis (spec 000 §2; spec 001 §2 analysis: inventory): the volume on hand in
// the selected folder each day of a range, by product and by site (docs/decisions/076: a tank's
// average inventory of the day, carried forward over days it did not report).
import { Link } from 'react-router';
import type { InventoryAnalysis } from '@ullage/domain/analysis/api';
import { useAnalysis } from '../api/get-analysis';
import { amountText, countText, percentText } from '../utils/analysis-format';
import { AnalysisFrame, AnalysisState, AnalysisTable, DayChart, Figures, productColumn, RangeBar } from './analysis-parts';
import type { AnalysisPageProps } from './page-props';

/** Lines beyond these would be unreadable: the largest products by capacity get one each. */
const PRODUCT_LINES = 4;
const LINE_COLORS = ['var(--analysis-second)', 'var(--zone-safe)', 'var(--zone-warning)', 'var(--zone-critical)'];

export function InventoryAnalysisPage(props: AnalysisPageProps) {
  const { folderUid, choice, days } = props;
  const query = useAnalysis('inventory', { folderUid, range: days });
  return (
    <AnalysisFrame kicker="Inventory Analysis" title={props.folderLabel} pdf={{ kind: 'inventory', folderUid, range: days }}>
      <RangeBar key={JSON.stringify(choice)} choice={choice} days={days} onChange={props.onChoiceChange} />
      <AnalysisState query={query} />
      {query.data && <InventoryBody {...props} a={query.data} />}
    </AnalysisFrame>
  );
}

function InventoryBody({ a, units, assetReportHref }: AnalysisPageProps & { a: InventoryAnalysis }) {
  const amount = (v: number | null) => amountText(v, units);
  const capacity = a.byProduct.reduce((n, p) => n + p.capacity, 0);
  const latest = a.byDay[a.byDay.length - 1];
  const lines = [...a.byProduct].sort((x, y) => y.capacity - x.capacity).slice(0, PRODUCT_LINES);
  const tanks = a.byProduct.reduce((n, p) => n + p.tanks, 0);
  return (
    <>
      <Figures
        label="Inventory figures"
        figures={[
          { label: 'Tanks', value: countText(tanks), href: assetReportHref(a.folderUid) },
          { label: 'On Hand (last day)', value: amount(latest?.volume ?? 0) },
          { label: 'Capacity', value: amount(capacity) },
          { label: 'Percent Full', value: percentText(capacity > 0 ? (latest?.volume ?? 0) / capacity : null) },
          {
            label: 'Average On Hand',
            value: amount(a.byDay.length ? a.byDay.reduce((n, d) => n + d.volume, 0) / a.byDay.length : 0),
          },
        ]}
      />
      <div className="analysis-charts">
        <DayChart
          title="Volume on hand by day"
          days={a.byDay.map((d) => d.day)}
          values={[a.byDay.map((d) => d.volume), ...lines.map((p) => p.volumes)]}
          series={[
            { label: 'All products', color: 'var(--analysis-accent)', scale: 'amount', format: (v) => amount(v) },
            ...lines.map((p, i) => ({
              label: p.productName,
              color: LINE_COLORS[i]!,
              scale: 'amount',
              dash: [6, 4],
              format: (v: number) => amount(v),
            })),
          ]}
          axes={[{ scale: 'amount', label: 'On hand', fromZero: true }]}
        />
      </div>
      <AnalysisTable
        title="Inventory by product"
        rows={a.byProduct}
        rowKey={(p) => p.productName}
        empty="No tanks in this folder."
        columns={[
          productColumn(a.folderUid, assetReportHref),
          { header: 'Tanks', cell: (p) => countText(p.tanks), csv: (p) => String(p.tanks) },
          { header: 'Capacity', cell: (p) => amount(p.capacity), csv: (p) => amount(p.capacity) },
          { header: 'On Hand (last day)', cell: (p) => amount(p.latest), csv: (p) => amount(p.latest) },
          { header: 'Average', cell: (p) => amount(p.average), csv: (p) => amount(p.average) },
          { header: 'Lowest', cell: (p) => amount(p.min), csv: (p) => amount(p.min) },
          { header: 'Highest', cell: (p) => amount(p.max), csv: (p) => amount(p.max) },
        ]}
      />
      <AnalysisTable
        title="Inventory by site"
        rows={a.byFolder}
        rowKey={(f) => f.folderUid}
        empty="No tanks in this folder."
        columns={[
          {
            header: 'Site',
            text: true,
            cell: (f) => <Link to={assetReportHref(f.folderUid)}>{f.folderLabel}</Link>,
            csv: (f) => f.folderLabel,
          },
          { header: 'Tanks', cell: (f) => countText(f.tanks), csv: (f) => String(f.tanks) },
          { header: 'Capacity', cell: (f) => amount(f.capacity), csv: (f) => amount(f.capacity) },
          { header: 'On Hand (last day)', cell: (f) => amount(f.latest), csv: (f) => amount(f.latest) },
          { header: 'Average', cell: (f) => amount(f.average), csv: (f) => amount(f.average) },
          {
            header: 'Percent Full',
            cell: (f) => percentText(f.capacity > 0 ? f.latest / f.capacity : null),
            csv: (f) => percentText(f.capacity > 0 ? f.latest / f.capacity : null),
          },
        ]}
      />
    </>
  );
}
