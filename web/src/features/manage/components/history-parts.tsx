// Pieces of the history tabs: the range picker (last 7, 30, 90 days or chosen dates; only that
// range is loaded), a lazily loaded chart, the device-update chart (battery and signal) and the
// config history list (who changed what, when).
import { lazy, Suspense, useMemo, useState } from 'react';
import { reportsBatteryPercent } from '@ullage/domain/devices/device-health';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { Loader } from '../../../components/loader';
import type { ChartAxis, ChartSeries, UplotChartProps } from '../../../components/uplot-chart';
import { useConfigHistory } from '../api/get-config-history';
import { useHistory, type HistoryQuery, type HistoryRange } from '../api/get-history';
import { batteryText, formatNumber } from '../utils/format';
import { configChangeLines, customRange, presetRange, RANGE_PRESETS, type RangePreset } from '../utils/history';
import { useManageEnvironment } from './manage-environment';

const UplotChart = lazy(async () => ({ default: (await import('../../../components/uplot-chart')).UplotChart }));

export function Chart(props: UplotChartProps) {
  return (
    <Suspense fallback={<Loader inline label="Loading chart…" />}>
      <UplotChart {...props} />
    </Suspense>
  );
}

/** Seconds since the epoch of a central timestamp (spec 001 §9), for a time axis. */
export function seconds(central: string): number {
  return (parseCentralTimestamp(central)?.getTime() ?? 0) / 1000;
}

/** uPlot's tzDate: a Date whose local fields read the user's wall clock at `ts`. */
export function useTzDate(): (ts: number) => Date {
  const env = useManageEnvironment();
  return useMemo(
    () => (ts: number) => {
      const at = new Date(ts * 1000);
      const shifted = new Date(at.getTime() + env.offsetHours(at) * 3_600_000);
      return new Date(shifted.getTime() + shifted.getTimezoneOffset() * 60_000);
    },
    [env],
  );
}

export function useRange(): [HistoryRange, (r: HistoryRange) => void] {
  const [range, setRange] = useState<HistoryRange>(() => presetRange(30, Date.now()));
  return [range, setRange];
}

export function RangePicker({ range, onChange }: { range: HistoryRange; onChange: (r: HistoryRange) => void }) {
  const env = useManageEnvironment();
  const [preset, setPreset] = useState<RangePreset | 'custom'>(30);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const custom = preset === 'custom' ? customRange(from, to, env.timeZone) : null;
  return (
    <div className="range-picker" role="group" aria-label="Range">
      {RANGE_PRESETS.map((days) => (
        <button
          key={days}
          type="button"
          className={preset === days ? 'button button-primary' : 'button button-secondary'}
          aria-pressed={preset === days}
          onClick={() => {
            setPreset(days);
            onChange(presetRange(days, Date.now()));
          }}
        >
          Last {days} days
        </button>
      ))}
      <button
        type="button"
        className={preset === 'custom' ? 'button button-primary' : 'button button-secondary'}
        aria-pressed={preset === 'custom'}
        onClick={() => setPreset('custom')}
      >
        Custom
      </button>
      {preset === 'custom' && (
        <>
          <label className="range-date">
            From <input className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="range-date">
            To <input className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </label>
          <button type="button" className="button button-secondary" disabled={!custom} onClick={() => custom && onChange(custom)}>
            Show
          </button>
        </>
      )}
      <span className="range-text">
        {env.formatDateTime(new Date(range.from))} – {env.formatDateTime(new Date(range.to))}
      </span>
    </div>
  );
}

/** A history the server answered in part (docs/decisions/062-row-caps.md): how much is shown, and
 * a button for the next part. Nothing when the answer is complete. */
export function MoreRows({
  query,
  shown,
  what,
  order = 'newest',
}: {
  query: Pick<HistoryQuery<unknown>, 'hasMore' | 'isLoadingMore' | 'loadMore'>;
  shown: number;
  what: string;
  order?: 'newest' | 'earliest';
}) {
  if (!query.hasMore) return null;
  return (
    <p className="manage-muted history-more">
      <span role="status">
        Showing the {order} {shown.toLocaleString('en-US')} {what} in this range.
      </span>{' '}
      <button type="button" className="button button-secondary" disabled={query.isLoadingMore} onClick={query.loadMore}>
        {query.isLoadingMore ? 'Loading…' : 'Load more'}
      </button>
    </p>
  );
}

/** Battery and signal of a device's call-ins over the range (spec 001 §3.3 DeviceUpdate). */
export function DeviceUpdatesChart({
  deviceUid,
  modelId,
  range,
  title,
}: {
  deviceUid: number;
  modelId: number;
  range: HistoryRange;
  title: string;
}) {
  const updates = useHistory('deviceUpdates', deviceUid, range);
  const tzDate = useTzDate();
  const chart = useMemo(() => {
    const rows = [...(updates.data ?? [])].sort((a, b) => seconds(a.readingDate) - seconds(b.readingDate));
    const series: ChartSeries[] = [
      { label: 'Battery', color: 'var(--color-accent)', scale: 'battery', format: (v) => batteryText(modelId, v) },
      { label: 'Signal (dBm)', color: 'var(--zone-cold)', scale: 'signal', format: (v) => `${formatNumber(v)} dBm` },
    ];
    const axes: ChartAxis[] = [
      { scale: 'battery', label: reportsBatteryPercent(modelId) ? 'Battery (%)' : 'Battery (V)' },
      { scale: 'signal', label: 'Signal (dBm)', right: true },
    ];
    return {
      data: [rows.map((r) => seconds(r.readingDate)), rows.map((r) => r.batteryStrength), rows.map((r) => r.signalStrength)],
      series,
      axes,
      time: { tzDate },
      count: rows.length,
    };
  }, [updates.data, modelId, tzDate]);
  return (
    <section aria-label={title} className="history-block">
      <h3 className="section-title">{title}</h3>
      {updates.isPending ? (
        <Loader inline />
      ) : chart.count === 0 ? (
        <p className="manage-muted">No call-ins in this range.</p>
      ) : (
        <>
          <Chart title={title} data={chart.data} series={chart.series} axes={chart.axes} time={chart.time} height={180} />
          {updates.hasMore ? (
            <MoreRows query={updates} shown={chart.count} what="call-ins" />
          ) : (
            <p className="manage-muted">{chart.count.toLocaleString('en-US')} call-ins</p>
          )}
        </>
      )}
    </section>
  );
}

export function ConfigHistoryList({ uid }: { uid: number }) {
  const env = useManageEnvironment();
  const history = useConfigHistory(uid);
  const lines = useMemo(() => configChangeLines(history.data ?? [], env.units), [history.data, env.units]);
  return (
    <section aria-label="Config history" className="history-block">
      <h3 className="section-title">Config history</h3>
      {history.isPending && <Loader inline />}
      {history.data?.length === 0 && <p className="manage-muted">No config changes recorded.</p>}
      {lines.length > 0 && (
        <ol className="config-history">
          {lines.map((l) => (
            <li key={l.id}>
              <div className="config-history-head">
                <strong>{l.what}</strong>
                <span className="manage-muted">
                  {env.formatDateTime(l.changedDate)} · {l.by}
                </span>
              </div>
              {l.details.length > 0 && (
                <ul className="config-history-details">
                  {l.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
