// spec 001 §7 Billing/{uid}/Callblock/History/ChargedCalls and /Summarized (docs/decisions/088):
// the calls charged to the account's blocks over a range, per day as a bar chart (uPlot, loaded
// with the chart) and per device as a table.
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { useChargedCalls } from '../api/get-billing';

const UplotChart = lazy(async () => ({ default: (await import('../../../components/uplot-chart')).UplotChart }));

const PRESETS = [30, 90, 365] as const;

/** The last `days` days up to an hour from now (the range rules allow at most 366 days). */
function rangeOf(days: number) {
  const end = new Date(Date.now() + 3_600_000);
  return { startDate: toCentralTimestamp(new Date(end.getTime() - days * 86_400_000)), endDate: toCentralTimestamp(end) };
}

export function ChargedCallsPanel({ accountUid }: { accountUid: number }) {
  const [days, setDays] = useState<(typeof PRESETS)[number]>(30);
  const [range, setRange] = useState(() => rangeOf(30));
  const calls = useChargedCalls(accountUid, range);
  const data = calls.data;
  const chartData = useMemo(
    () => (data ? [data.summary.days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000), data.summary.days.map((d) => d.calls)] : []),
    [data],
  );
  return (
    <div className="bil-calls">
      <div className="bil-toolbar">
        <label className="field">
          <span className="field-label">Range</span>
          <select
            className="input"
            value={days}
            onChange={(e) => {
              const d = Number(e.target.value) as (typeof PRESETS)[number];
              setDays(d);
              setRange(rangeOf(d));
            }}
          >
            {PRESETS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
        {data && <span className="bil-muted">{data.summary.total.toLocaleString()} calls charged</span>}
      </div>
      {!data ? (
        calls.isError ? (
          <p className="field-error">The charged calls could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : (
        <>
          <Suspense fallback={<Loader inline label="Loading chart…" />}>
            <UplotChart
              title="Charged calls per day"
              data={chartData}
              time={{ tzDate: (ts) => new Date(ts * 1000) }}
              series={[{ label: 'Calls', color: 'var(--color-accent)', scale: 'calls', bars: true }]}
              axes={[{ scale: 'calls', label: 'Calls', fromZero: true }]}
              height={240}
            />
          </Suspense>
          <ScrollBox label="Charged calls by device" className="bil-table-wrap">
            <table className="bil-table" aria-label="Charged calls by device">
              <thead>
                <tr>
                  <th>Serial Number</th>
                  <th>Device</th>
                  <th>Calls</th>
                  <th>First call</th>
                  <th>Last call</th>
                </tr>
              </thead>
              <tbody>
                {data.devices.map((d) => (
                  <tr key={d.deviceUid}>
                    <td>{d.serialNumber}</td>
                    <td>{d.label}</td>
                    <td>{d.calls.toLocaleString()}</td>
                    <td>{d.firstCall?.replace('T', ' ') ?? ''}</td>
                    <td>{d.lastCall?.replace('T', ' ') ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </>
      )}
    </div>
  );
}
