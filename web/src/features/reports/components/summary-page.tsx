// spec 000 §2 /report/summary ("Company or Folder Summary", the default landing) over spec 001 §7
// Folder/{uid}/Summary: how the folder's tanks stand (by zone and status), how much product is out
// there and how much room for a delivery, how its devices are doing, and which tanks need a truck
// first. Charts before numbers; every bar leads into the report it counts (issue #6).
import type { FolderSummary, SummaryTank } from '@ullage/domain/reports/summary-api';
import { assetStatusLabel } from '@ullage/domain/tanks/asset-status';
import { ageText, formatGridValue, GridValueFormat, type DisplayUnits } from '@ullage/domain/reports/display';
import { parseCentralTimestamp } from '@ullage/domain/time-zone-rules';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import { isApiError } from '../../../lib/api-client';
import { useFolderSummary, type SummaryDevices } from '../api/get-folder-summary';
import { zoneClass } from '../utils/cell-text';
import { activationChart, deviceFlagChart, productBars, statusChart, summaryLink, zoneChart } from '../utils/summary-charts';
import { BarList, ChipList, DonutChart, ProductBars } from './summary-charts';
import './summary.css';
import './zones.css';

export interface SummaryPageProps {
  folderUid: number;
  devices: SummaryDevices;
  onDevicesChange: (devices: SummaryDevices) => void;
  /** The viewer's units (spec 001 §9 "Conversions apply per user unit settings"). */
  units: DisplayUnits;
  /** spec 001 §9 M/D/YYYY 12-hour time in the viewer's time zone. */
  formatDateTime: (at: Date) => string;
  /** Where a tank of the "most in need" list leads (its asset page). */
  tankHref: (tank: SummaryTank) => string;
  /** Where a site of that list leads (its summary). */
  folderHref: (folderUid: number) => string;
}

const count = new Intl.NumberFormat('en-US');
const days = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const DEVICE_CHOICES: readonly { value: SummaryDevices; label: string }[] = [
  { value: 'all', label: 'All devices' },
  { value: 'gateways', label: 'Gateways only' },
  { value: 'monitors', label: 'Monitors only' },
];

export function SummaryPage({ folderUid, devices, onDevicesChange, units, formatDateTime, tankHref, folderHref }: SummaryPageProps) {
  const summary = useFolderSummary(folderUid, devices);
  const choiceName = useId();

  const header = (title: ReactNode, asOf?: string) => (
    <header className="summary-header">
      <div>
        <p className="page-kicker">Company or Folder Summary</p>
        <h1 className="summary-title">{title}</h1>
        {asOf && <p className="summary-muted">As of {asOf}</p>}
      </div>
      <fieldset className="segmented" aria-label="Devices counted">
        {DEVICE_CHOICES.map((c) => (
          <label key={c.value} className={c.value === devices ? 'segmented-item segmented-item-on' : 'segmented-item'}>
            <input type="radio" name={choiceName} value={c.value} checked={c.value === devices} onChange={() => onDevicesChange(c.value)} />
            {c.label}
          </label>
        ))}
      </fieldset>
    </header>
  );

  if (summary.isPending) {
    return (
      <article className="summary">
        {header('Summary')}
        <Loader />
      </article>
    );
  }
  if (summary.isError) {
    const missing = isApiError(summary.error) && summary.error.status === 404;
    return (
      <article className="summary">
        {header('Summary')}
        <p role="alert" className="field-error">
          {missing
            ? 'This folder could not be found. It may have been moved or deleted; pick a folder in the explorer.'
            : 'The summary could not be loaded. Try again in a moment.'}
        </p>
      </article>
    );
  }
  const s = summary.data;
  const asOf = parseCentralTimestamp(s.generatedAt);
  return (
    <article className="summary" aria-labelledby="summary-title">
      {header(<span id="summary-title">{s.label}</span>, asOf ? formatDateTime(asOf) : undefined)}
      <SummaryFigures summary={s} devices={devices} />
      <div className="summary-grid">
        <ChartCard title="Tanks by zone" action={<Link to={summaryLink('Asset', s.folderUid, devices)}>Asset report</Link>}>
          {s.assets.total === 0 ? (
            <Empty>No tanks in this folder.</Empty>
          ) : (
            <DonutChart items={zoneChart(s.assets.byZone, s.folderUid, devices)} unit="tanks" label="Tanks by zone" />
          )}
        </ChartCard>
        <ChartCard title="Devices by state" action={<Link to={summaryLink('Device', s.folderUid, devices)}>Device report</Link>}>
          {s.devices.total === 0 ? (
            <Empty>No devices in this folder.</Empty>
          ) : (
            <>
              <BarList items={deviceFlagChart(s, devices)} label="Devices by flag" />
              <ChipList items={activationChart(s, devices)} label="Devices by activation state" />
            </>
          )}
        </ChartCard>
        <ChartCard title="Tanks by status" wide>
          {s.assets.total === 0 ? (
            <Empty>No tanks in this folder.</Empty>
          ) : (
            <BarList items={statusChart(s.assets.byStatus, s.folderUid, devices)} label="Tanks by status" columns={2} />
          )}
        </ChartCard>
        <ChartCard title="Volume by product" wide>
          {s.products.length === 0 ? (
            <Empty>No tanks with a product.</Empty>
          ) : (
            <ProductBars bars={productBars(s.products, s.folderUid, units, devices)} label="Volume by product" />
          )}
        </ChartCard>
      </div>
      <MostInNeed
        tanks={s.mostInNeed}
        asOf={asOf}
        units={units}
        formatDateTime={formatDateTime}
        tankHref={tankHref}
        folderHref={folderHref}
      />
    </article>
  );
}

function SummaryFigures({ summary: s, devices }: { summary: FolderSummary; devices: SummaryDevices }) {
  const flagged = s.devices.total - s.devices.ok;
  const figures: [string, number, string | null][] = [
    ['Tanks', s.assets.total, summaryLink('Asset', s.folderUid, devices)],
    ['Reporting', s.assets.reporting, null],
    ['Devices', s.devices.total, summaryLink('Device', s.folderUid, devices)],
    ['Gateways', s.devices.gateways, null],
    ['Monitors', s.devices.monitors, null],
    ['In gateway slots', s.devices.inSlots, null],
    ['Devices flagged', flagged, null],
  ];
  return (
    <dl className="figure-grid summary-figures">
      {figures.map(([label, value, href]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{href ? <Link to={href}>{count.format(value)}</Link> : count.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChartCard({ title, action, wide, children }: { title: string; action?: ReactNode; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={wide ? 'summary-card summary-card-wide' : 'summary-card'} aria-labelledby={id}>
      <header className="summary-card-header">
        <h2 id={id} className="summary-card-title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="summary-muted">{children}</p>;
}

function MostInNeed({
  tanks,
  asOf,
  units,
  formatDateTime,
  tankHref,
  folderHref,
}: Pick<SummaryPageProps, 'units' | 'formatDateTime' | 'tankHref' | 'folderHref'> & { tanks: readonly SummaryTank[]; asOf: Date | null }) {
  const ctx = { units, offsetHours: 0 };
  // Ages as of the summary's own time, so the table reads as one moment.
  const now = asOf?.getTime() ?? 0;
  return (
    <section className="summary-card summary-need" aria-labelledby="summary-need-title">
      <header className="summary-card-header">
        <h2 id="summary-need-title" className="summary-card-title">
          Tanks most in need
        </h2>
        <span className="summary-muted">Fewest days left, then lowest percent full</span>
      </header>
      {tanks.length === 0 ? (
        <Empty>No tank needs a delivery.</Empty>
      ) : (
        <div className="summary-table-wrap">
          <table className="summary-table" aria-labelledby="summary-need-title">
            <thead>
              <tr>
                <th scope="col">Tank</th>
                <th scope="col">Site</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Percent Full
                </th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Room to Max Fill
                </th>
                <th scope="col" className="num">
                  Days Left
                </th>
                <th scope="col">Status</th>
                <th scope="col">Last Reading</th>
              </tr>
            </thead>
            <tbody>
              {tanks.map((t) => {
                const format = t.measure === 'weight' ? GridValueFormat.Weight : GridValueFormat.Gallons;
                const at = t.lastReadingTime ? parseCentralTimestamp(t.lastReadingTime) : null;
                return (
                  <tr key={t.uid}>
                    <td>
                      <Link to={tankHref(t)}>{t.label}</Link>
                    </td>
                    <td>
                      <Link to={folderHref(t.folderUid)}>{t.folderLabel}</Link>
                    </td>
                    <td>{t.productName ?? ''}</td>
                    <td className="num">
                      {t.percentFull === null ? (
                        ''
                      ) : (
                        <span className={`zone-chip ${zoneClass(t.zone) ?? ''}`}>
                          {formatGridValue(GridValueFormat.Percent, t.percentFull, ctx)}
                        </span>
                      )}
                    </td>
                    <td className="num">{t.amountFull === null ? '' : formatGridValue(format, t.amountFull, ctx)}</td>
                    <td className="num">{t.adjustedUllage === null ? '' : formatGridValue(format, t.adjustedUllage, ctx)}</td>
                    <td className="num">{t.daysLeft === null ? '' : days.format(t.daysLeft)}</td>
                    <td>{assetStatusLabel(t.status)}</td>
                    <td>
                      {at && asOf ? (
                        <>
                          {formatDateTime(at)} <span className="summary-age">({ageText((now - at.getTime()) / 1000)} ago)</span>
                        </>
                      ) : at ? (
                        formatDateTime(at)
                      ) : (
                        'Never'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
