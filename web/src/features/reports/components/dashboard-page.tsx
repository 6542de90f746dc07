// spec 000 §2 Reports menu "Dashboard /report/dashboard" (issue 17; the spec does not show it): the
// folder at a glance for a manager. Tiles for the tanks due a delivery within 1, 3 and 7 days, the
// late and low-battery devices and the active alerts; tanks by zone; volume on hand by product with
// its daily trend (uPlot). Each tile and chart item leads into the report filtered to what it
// counts. Live updates refetch it (app/live-updates.tsx).
import type { FolderDashboard } from '@ullage/domain/reports/dashboard-api';
import { formatGridValue, GridValueFormat, type DisplayUnits } from '@ullage/domain/reports/display';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import type { ChartAxis, ChartSeries } from '../../../components/uplot-chart';
import { isApiError } from '../../../lib/api-client';
import { useFolderDashboard } from '../api/get-folder-dashboard';
import { SUMMARY_LINK_COLUMNS, summaryLink, zoneChart } from '../utils/summary-charts';
import { DonutChart } from './summary-charts';
import './summary.css';
import './dashboard.css';

const UplotChart = lazy(async () => ({ default: (await import('../../../components/uplot-chart')).UplotChart }));

export interface DashboardPageProps {
  folderUid: number;
  units: DisplayUnits;
  formatDateTime: (at: Date) => string;
}

const count = new Intl.NumberFormat('en-US');
const yes = (colId: string) => ({ [colId]: { filterType: 'text' as const, type: 'true' } });

/** The asset report of the folder, its tanks with at most `days` days left, soonest first. */
export function dueHref(folderUid: number, days: number): string {
  return summaryLink('Asset', folderUid, 'all', { daysLeft: { filterType: 'number', type: 'lessThanOrEqual', filter: days } });
}

function Tile({ label, value, href, tone }: { label: string; value: number; href: string | null; tone?: 'alert' }) {
  const body = (
    <>
      <span className="dashboard-tile-value">{count.format(value)}</span>
      <span className="dashboard-tile-label">{label}</span>
    </>
  );
  const className = `dashboard-tile${tone && value > 0 ? ' dashboard-tile-alert' : ''}`;
  return href && value > 0 ? (
    <Link className={className} to={href}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

function ProductTrend({ d, units }: { d: FolderDashboard; units: DisplayUnits }) {
  const withTrend = d.products.filter((p) => p.trend.length > 1);
  if (withTrend.length === 0) return <p className="summary-muted">No daily inventory recorded yet.</p>;
  const days = [...new Set(withTrend.flatMap((p) => p.trend.map((t) => t.day)))].sort();
  const ctx = { units, offsetHours: 0 };
  const palette = ['var(--color-accent)', 'var(--zone-critical)', 'var(--zone-cold)', 'var(--zone-safe)', 'var(--color-text-muted)'];
  const series: ChartSeries[] = withTrend.map((p, i) => ({
    label: p.productName,
    color: palette[i % palette.length]!,
    scale: p.measure,
    format: (v) => formatGridValue(p.measure === 'weight' ? GridValueFormat.Weight : GridValueFormat.Gallons, v, ctx),
  }));
  const measures = [...new Set(withTrend.map((p) => p.measure))];
  const axes: ChartAxis[] = measures.map((m, i) => ({
    scale: m,
    label: m === 'weight' ? 'Weight' : 'Volume',
    right: i > 0,
    fromZero: true,
    values: (splits) => splits.map((v) => formatGridValue(m === 'weight' ? GridValueFormat.Weight : GridValueFormat.Gallons, v, ctx)),
  }));
  const data: (number | null)[][] = [
    days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000),
    ...withTrend.map((p) => {
      const byDay = new Map(p.trend.map((t) => [t.day, t.amount]));
      return days.map((day) => byDay.get(day) ?? null);
    }),
  ];
  return (
    <Suspense fallback={<Loader />}>
      <UplotChart
        title="Volume on hand by day"
        data={data}
        series={series}
        axes={axes}
        time={{ tzDate: (ts) => new Date(ts * 1000) }}
        height={220}
      />
    </Suspense>
  );
}

export function DashboardPage({ folderUid, units, formatDateTime }: DashboardPageProps) {
  const dashboard = useFolderDashboard(folderUid);
  const header = (title: string, asOf?: string) => (
    <header className="summary-header">
      <div>
        <p className="page-kicker">Dashboard</p>
        <h1 className="summary-title">{title}</h1>
        {asOf && <p className="summary-muted">As of {asOf}</p>}
      </div>
    </header>
  );
  if (dashboard.isPending) {
    return (
      <article className="summary">
        {header('Dashboard')}
        <Loader />
      </article>
    );
  }
  if (dashboard.isError) {
    const missing = isApiError(dashboard.error) && dashboard.error.status === 404;
    return (
      <article className="summary">
        {header('Dashboard')}
        <p role="alert" className="field-error">
          {missing
            ? 'This folder could not be found. It may have been moved or deleted; pick a folder in the explorer.'
            : 'The dashboard could not be loaded. Try again in a moment.'}
        </p>
      </article>
    );
  }
  const d = dashboard.data;
  const ctx = { units, offsetHours: 0 };
  return (
    <article className="summary" aria-labelledby="dashboard-title">
      <header className="summary-header">
        <div>
          <p className="page-kicker">Dashboard</p>
          <h1 className="summary-title" id="dashboard-title">
            {d.label}
          </h1>
          <p className="summary-muted">As of {formatDateTime(new Date(d.generatedAt))}</p>
        </div>
      </header>
      <section className="dashboard-tiles" aria-label="At a glance">
        {d.dueWithin.map((due) => (
          <Tile
            key={due.days}
            label={`Due within ${due.days} ${due.days === 1 ? 'day' : 'days'}`}
            value={due.tanks}
            href={dueHref(d.folderUid, due.days)}
            tone="alert"
          />
        ))}
        <Tile
          label="Late devices"
          value={d.devices.late}
          href={summaryLink('Device', d.folderUid, 'all', yes(SUMMARY_LINK_COLUMNS.deviceFlags[DeviceFlag.Late]!))}
          tone="alert"
        />
        <Tile
          label="Low battery"
          value={d.devices.lowBattery}
          href={summaryLink('Device', d.folderUid, 'all', yes(SUMMARY_LINK_COLUMNS.deviceFlags[DeviceFlag.LowBattery]!))}
          tone="alert"
        />
        <Tile label="Active alerts" value={d.activeAlerts} href={null} tone="alert" />
      </section>
      <div className="summary-grid">
        <section className="summary-card" aria-labelledby="dashboard-zones">
          <header className="summary-card-header">
            <h2 id="dashboard-zones" className="summary-card-title">
              Tanks by zone
            </h2>
            <Link to={summaryLink('Asset', d.folderUid, 'all')}>{count.format(d.tanks.total)} tanks</Link>
          </header>
          {d.tanks.total === 0 ? (
            <p className="summary-muted">No tanks in this folder.</p>
          ) : (
            <DonutChart items={zoneChart(d.tanks.byZone, d.folderUid, 'all')} unit="tanks" label="Tanks by zone" />
          )}
        </section>
        <section className="summary-card" aria-labelledby="dashboard-products">
          <header className="summary-card-header">
            <h2 id="dashboard-products" className="summary-card-title">
              Volume on hand by product
            </h2>
          </header>
          {d.products.length === 0 ? (
            <p className="summary-muted">No tanks with a product.</p>
          ) : (
            <ul className="dashboard-products">
              {d.products.map((p) => {
                const format = p.measure === 'weight' ? GridValueFormat.Weight : GridValueFormat.Gallons;
                const filters =
                  p.productUid === null
                    ? { [SUMMARY_LINK_COLUMNS.assetProduct]: { filterType: 'text' as const, type: 'blank' } }
                    : { [SUMMARY_LINK_COLUMNS.assetProduct]: { filterType: 'text' as const, type: 'equals', filter: p.productName } };
                return (
                  <li key={`${p.productUid ?? 'none'}-${p.measure}`}>
                    <Link to={summaryLink('Asset', d.folderUid, 'all', filters)}>{p.productName}</Link>
                    <span>
                      {formatGridValue(format, p.amountFull, ctx)} of {formatGridValue(format, p.capacity, ctx)} in {count.format(p.tanks)}{' '}
                      {p.tanks === 1 ? 'tank' : 'tanks'}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="summary-card summary-card-wide" aria-labelledby="dashboard-trend">
          <header className="summary-card-header">
            <h2 id="dashboard-trend" className="summary-card-title">
              Volume trend
            </h2>
            <span className="summary-muted">Average inventory per day</span>
          </header>
          <ProductTrend d={d} units={units} />
        </section>
      </div>
    </article>
  );
}
