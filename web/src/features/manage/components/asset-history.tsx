// The asset's history tab: level and volume over the chosen range with its fills marked, usage by day
// and by weekday, its fills, the call-ins of the device feeding it (battery, signal) and its config
// history (spec 001 §7 Asset history calls, History/Fill; spec 001 §9 units and time zone).
import type { AssetDto } from '@ullage/domain/tanks/api';
import { ConfigType } from '@ullage/domain/configs';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { useMemo } from 'react';
import { Loader } from '../../../components/loader';
import type { ChartAxis, ChartSeries } from '../../../components/uplot-chart';
import { useHistory } from '../api/get-history';
import { useSaveFillAnalysis } from '../api/save-fill-analysis';
import { assetEditing } from '@ullage/domain/editing';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-client';
import { showGenericErrorToast } from '../../../components/error-toast';
import { useAssetDevices } from '../api/get-asset-devices';
import { formatNumber } from '../utils/format';
import { Chart, ConfigHistoryList, DeviceUpdatesChart, MoreRows, RangePicker, seconds, useRange, useTzDate } from './history-parts';
import { useManageEnvironment } from './manage-environment';
import { ManageTable } from './manage-table';

export function AssetHistory({ asset, folderReadOnly }: { asset: AssetDto; folderReadOnly: boolean }) {
  const env = useManageEnvironment();
  const canEdit = assetEditing(env.permissions, { folderReadOnly }).information;
  const saveFill = useSaveFillAnalysis();
  const toggleFill = async (id: number, includeInAnalysis: boolean) => {
    try {
      await saveFill.mutateAsync({ id, includeInAnalysis });
      toast.success(includeInAnalysis ? 'The fill is counted in analysis again' : 'The fill is left out of analysis', {
        toastId: 'fill-analysis',
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) toast.error(error.message, { toastId: 'fill-analysis' });
      else showGenericErrorToast(error);
    }
  };
  const [range, setRange] = useRange();
  const tzDate = useTzDate();
  const states = useHistory('tankStates', asset.uid, range);
  const fills = useHistory('fills', asset.uid, range);
  const byDay = useHistory('usageByDay', asset.uid, range);
  const byWeekday = useHistory('usageByWeekday', asset.uid, range);
  const devices = useAssetDevices(asset.uid);
  const weight = (states.data?.amountUnit ?? asset.states.tank?.amountUnit) === 'weight';
  const unit = weight
    ? unitAbbreviation(UnitType.Weight, asset.units.weightUnitId)
    : unitAbbreviation(UnitType.Volume, asset.units.volumeUnitId);
  const dimension = unitAbbreviation(UnitType.Dimension, asset.units.dimensionUnitId);
  const amount = (v: number) => `${formatNumber(v)} ${unit}`;
  const tankDevice = (
    asset.configs.find((c) => c.typeId === ConfigType.AssetTank) as { sensor?: { deviceUid?: number } | null } | undefined
  )?.sensor?.deviceUid;
  const device = devices.data?.find((d) => d.uid === tankDevice) ?? devices.data?.[0];

  // Level and volume, with each fill a mark at the volume it reached.
  const level = useMemo(() => {
    const readings = [...(states.data?.states ?? [])].map((s) => ({
      t: seconds(s.readingDate),
      amount: s.amountFull,
      inches: s.inchesFull,
    }));
    const marks = (fills.data?.fills ?? []).filter((f) => !f.falseFill).map((f) => ({ t: seconds(f.dateTime), after: f.afterAmount }));
    const times = [...new Set([...readings.map((r) => r.t), ...marks.map((m) => m.t)])].sort((a, b) => a - b);
    const at = new Map(times.map((t, i) => [t, i]));
    const volume: (number | null)[] = times.map(() => null);
    const inches: (number | null)[] = times.map(() => null);
    const fillMarks: (number | null)[] = times.map(() => null);
    for (const r of readings) {
      const i = at.get(r.t) as number;
      volume[i] = r.amount;
      inches[i] = r.inches;
    }
    for (const m of marks) fillMarks[at.get(m.t) as number] = m.after;
    const series: ChartSeries[] = [
      { label: `Volume (${unit})`, color: 'var(--color-accent)', scale: 'amount', format: amount },
      {
        label: `Level (${dimension})`,
        color: 'var(--color-text-muted)',
        scale: 'level',
        dash: [6, 4],
        format: (v) => `${formatNumber(v)} ${dimension}`,
      },
      { label: 'Fills', color: 'var(--zone-safe)', scale: 'amount', pointsOnly: true, format: amount },
    ];
    const axes: ChartAxis[] = [
      { scale: 'amount', label: `Volume (${unit})` },
      { scale: 'level', label: `Level (${dimension})`, right: true },
    ];
    return {
      data: [times, volume, inches, fillMarks],
      series,
      axes,
      time: { tzDate },
      readings: readings.length,
      fills: marks.length,
      last: readings[readings.length - 1]?.amount ?? null,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount follows unit
  }, [states.data, fills.data, unit, dimension, tzDate]);

  const usage = useMemo(() => {
    const days = byDay.data?.days ?? [];
    return {
      data: [days.map((d) => seconds(`${d.date}T12:00:00`)), days.map((d) => d.usage)],
      series: [{ label: `Usage (${unit})`, color: 'var(--color-accent)', scale: 'amount', bars: true, format: amount }] as ChartSeries[],
      axes: [{ scale: 'amount', label: unit, fromZero: true }] as ChartAxis[],
      time: { tzDate },
      days: days.length,
      total: days.reduce((n, d) => n + d.usage, 0),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount follows unit
  }, [byDay.data, unit, tzDate]);

  const weekdays = useMemo(() => {
    const w = byWeekday.data?.weekdays ?? [];
    return {
      data: [w.map((_, i) => i), w.map((d) => d.avgUsage)],
      series: [
        { label: `Average usage (${unit})`, color: 'var(--zone-cold)', scale: 'amount', bars: true, format: amount },
      ] as ChartSeries[],
      axes: [{ scale: 'amount', label: unit, fromZero: true }] as ChartAxis[],
      categories: w.map((d) => d.label.slice(0, 3)),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount follows unit
  }, [byWeekday.data, unit]);

  return (
    <div className="manage-history">
      <RangePicker range={range} onChange={setRange} />

      <section aria-label="Level and volume" className="history-block">
        <h3 className="section-title">Level and volume</h3>
        {states.isPending || fills.isPending ? (
          <Loader inline />
        ) : level.readings === 0 ? (
          <p className="manage-muted">No readings in this range.</p>
        ) : (
          <>
            <Chart title="Level and volume" data={level.data} series={level.series} axes={level.axes} time={level.time} />
            <p className="manage-muted" data-testid="level-summary">
              {level.readings.toLocaleString('en-US')} readings, {level.fills} {level.fills === 1 ? 'fill' : 'fills'}
              {level.last !== null && `; last ${amount(level.last)}`}
            </p>
            <MoreRows query={states} shown={level.readings} what="readings" order="earliest" />
          </>
        )}
      </section>

      <div className="history-pair">
        <section aria-label="Usage by day" className="history-block">
          <h3 className="section-title">Usage by day</h3>
          {byDay.isPending ? (
            <Loader inline />
          ) : usage.days === 0 ? (
            <p className="manage-muted">No usage in this range.</p>
          ) : (
            <>
              <Chart title="Usage by day" data={usage.data} series={usage.series} axes={usage.axes} time={usage.time} height={180} />
              <p className="manage-muted">
                {amount(usage.total)} over {usage.days} days
              </p>
            </>
          )}
        </section>
        <section aria-label="Usage by weekday" className="history-block">
          <h3 className="section-title">Usage by weekday</h3>
          {byWeekday.isPending ? (
            <Loader inline />
          ) : (
            <Chart
              title="Usage by weekday"
              data={weekdays.data}
              series={weekdays.series}
              axes={weekdays.axes}
              categories={weekdays.categories}
              height={180}
            />
          )}
        </section>
      </div>

      <section aria-label="Fills" className="history-block">
        <h3 className="section-title">Fills</h3>
        <ManageTable
          label="Fills"
          items={fills.data && [...fills.data.fills].reverse()}
          isPending={fills.isPending}
          empty="No fills in this range."
          columns={canEdit ? ['When', 'Amount', 'Before', 'After', 'Note', 'Analysis'] : ['When', 'Amount', 'Before', 'After', 'Note']}
          rowKey={(f) => f.id}
          cells={(f) => [
            env.formatDateTime(f.dateTime),
            amount(f.amount),
            amount(f.beforeAmount),
            amount(f.afterAmount),
            f.falseFill ? 'False fill' : f.includeInAnalysis ? '' : 'Left out of analysis',
            // spec 001 §3.3 AssetFill includeInAnalysis: a delivery that should not count (a
            // pump-out refill, a test) is left out of the analysis screens, and can be returned.
            ...(canEdit && !f.falseFill
              ? [
                  <button
                    key="analysis"
                    type="button"
                    className="button button-secondary"
                    disabled={saveFill.isPending}
                    onClick={() => void toggleFill(f.id, !f.includeInAnalysis)}
                  >
                    {f.includeInAnalysis ? 'Leave out of analysis' : 'Return to analysis'}
                  </button>,
                ]
              : canEdit
                ? ['']
                : []),
          ]}
        />
        <MoreRows query={fills} shown={fills.data?.fills.length ?? 0} what="fills" />
      </section>

      {device && (
        <DeviceUpdatesChart deviceUid={device.uid} modelId={device.modelId} range={range} title={`Device updates: ${device.label}`} />
      )}

      <ConfigHistoryList uid={asset.uid} />
    </div>
  );
}
