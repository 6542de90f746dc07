// The analysis calls (docs/decisions/076-usage-report-and-analysis.md): the folder asked about must
// be active and in the caller's scope (404 otherwise); the figures are domain/src/analysis's, over
// what the repository reads; amounts leave in the caller's volume unit.
import { DAYS_OF_WEEK } from '@ullage/domain/alerts/schedules';
import type { FillAnalysis, InventoryAnalysis, ReportCard, UsageAnalysis } from '@ullage/domain/analysis/api';
import { FILL_ANALYSIS_MAX_LISTED } from '@ullage/domain/analysis/api';
import { fillMeasures, fillTotals, groupBy, type FillFact, type FillTotals } from '@ullage/domain/analysis/fill-analysis';
import { dailyInventory } from '@ullage/domain/analysis/inventory-analysis';
import { dayRangeOf, eachDay, previousRange, type DayRange } from '@ullage/domain/analysis/ranges';
import { reportCard } from '@ullage/domain/analysis/report-card';
import { percentChange, usageByDay, usageByWeekday } from '@ullage/domain/analysis/usage-analysis';
import { centralDay, dayText } from '@ullage/domain/tanks/tank-state';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { AnalysisPdfKind } from '@ullage/domain/analysis/api';
import { EventType, type EventTypeId } from '@ullage/domain/reports/reports';
import { NotFoundError } from '../../lib/errors';
import { writePdfTable } from '../../lib/pdf-table';
import type { Events } from '../event';
import { inScope, type Caller } from '../access';
import type { Converter, Units } from '../units';
import type { AnalysisRepository, FillFactRow } from './analysis.repository';

interface RangeQuery {
  startDate: Date;
  endDate: Date;
}

interface AnalysisPdfBodyParsed extends RangeQuery {
  title: string;
  columns: string[];
  rows: string[][];
}

const volumeIn = (cv: Converter) => (v: number) => cv.amount(v, 'volume') ?? 0;

/** The analysis pages' runs recorded as spec 001 §9 events (docs/decisions/091-entity-events.md). */
const PDF_EVENT: Partial<Record<AnalysisPdfKind, EventTypeId>> = {
  fill: EventType.FillReport,
  reportCard: EventType.ManagementReportCard,
};

/** "Fill Analysis" of a day range -> "fill-analysis-2026-11-01-2026-11-30.pdf". */
const pdfFileName = (title: string, days: DayRange) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'analysis'
  }-${days.fromDay}-${days.toDay}.pdf`;

export function createAnalysisService(repo: AnalysisRepository, units: Units, events: Events) {
  async function open(caller: Caller, folderUid: number, q: RangeQuery) {
    const folder = await repo.folder(folderUid);
    if (!folder || !folder.active || !inScope(caller, folder.path)) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    const cv = await units.converterFor(caller);
    const days = dayRangeOf(q.startDate, q.endDate);
    return {
      folder,
      cv,
      days,
      head: { folderUid: folder.uid, folderLabel: folder.label, fromDay: days.fromDay, toDay: days.toDay, units: cv.units },
    };
  }

  /** A fill as the figures take it, its amounts in the caller's volume unit. */
  const factOf = (cv: Converter) => {
    const v = volumeIn(cv);
    return (f: FillFactRow): FillFact => ({
      amount: v(f.amount),
      capacity: v(f.capacity),
      beforeAmount: v(f.beforeAmount),
      afterAmount: v(f.afterAmount),
      maxFillAmount: v(f.maxFillAmount),
      includeInAnalysis: f.includeInAnalysis,
      falseFill: f.falseFill,
      classMaxFillPercent: f.classMaxFillPercent,
      classFullPercent: f.classFullPercent,
    });
  };

  return {
    /** POST Analysis/{kind}/{folderUid}/Pdf: the page's table printed under the folder and range;
     * a fill analysis or report card run is recorded on the folder. */
    async pdf(caller: Caller, kind: AnalysisPdfKind, folderUid: number, body: AnalysisPdfBodyParsed) {
      const { folder, days } = await open(caller, folderUid, body);
      const n = new Intl.NumberFormat('en-US').format(body.rows.length);
      const bytes = await writePdfTable({
        title: `${body.title}: ${folder.label}`,
        subtitle: `Folder: ${folder.label}    Range: ${days.fromDay} to ${days.toDay}    ${n} ${body.rows.length === 1 ? 'row' : 'rows'}`,
        headers: body.columns,
        cells: body.rows,
      });
      const eventTypeId = PDF_EVENT[kind];
      if (eventTypeId !== undefined) {
        await events.record({
          entityUid: folder.uid,
          eventTypeId,
          description: `${body.title} of ${days.fromDay} to ${days.toDay} printed as PDF (${n} ${body.rows.length === 1 ? 'row' : 'rows'})`,
          actor: caller,
        });
      }
      return { fileName: pdfFileName(body.title, days), bytes };
    },

    async fill(caller: Caller, folderUid: number, q: RangeQuery & { earlyFillPercent: number }): Promise<FillAnalysis> {
      const { folder, cv, days, head } = await open(caller, folderUid, q);
      const rows = await repo.fills(folder.path, q.startDate, q.endDate);
      const toFact = factOf(cv);
      const facts = rows.map((r) => ({ row: r, fact: toFact(r) }));
      const totals = (list: { fact: FillFact }[]): FillTotals =>
        fillTotals(
          list.map((x) => x.fact),
          q.earlyFillPercent,
        );
      const counted = facts.filter((x) => fillMeasures(x.fact, q.earlyFillPercent).excludedBy === null);
      const perDay = groupBy(counted, (x) => dayText(centralDay(x.row.dateTime.getTime())));
      return {
        ...head,
        earlyFillPercent: q.earlyFillPercent,
        totals: totals(facts),
        byDay: eachDay(days).map((day) => {
          const list = perDay.get(day) ?? [];
          return { day, fills: list.length, delivered: list.reduce((n, x) => n + x.fact.amount, 0) };
        }),
        byProduct: [...groupBy(facts, (x) => x.row.productName).entries()]
          .map(([productName, list]) => ({ productName, className: list[0]!.row.className, ...totals(list) }))
          .sort((a, b) => a.productName.localeCompare(b.productName)),
        byFolder: [...groupBy(facts, (x) => x.row.folderUid).entries()]
          .map(([uid, list]) => ({ folderUid: uid, folderLabel: list[0]!.row.folderLabel, ...totals(list) }))
          .sort((a, b) => a.folderLabel.localeCompare(b.folderLabel) || a.folderUid - b.folderUid),
        fills: facts.slice(0, FILL_ANALYSIS_MAX_LISTED).map(({ row, fact }) => {
          const m = fillMeasures(fact, q.earlyFillPercent);
          return {
            id: row.id,
            uid: row.assetUid,
            label: row.label,
            folderUid: row.folderUid,
            folderLabel: row.folderLabel,
            productName: row.productName,
            dateTime: toCentralTimestamp(row.dateTime),
            amount: fact.amount,
            capacity: fact.capacity,
            beforeAmount: fact.beforeAmount,
            fillPercent: m.fillPercent,
            maxFillPercent: m.maxFillPercent,
            levelBefore: m.levelBefore,
            early: m.early,
            runOut: m.runOut,
            short: m.short,
            excludedBy: m.excludedBy,
          };
        }),
        fillsListed: facts.length <= FILL_ANALYSIS_MAX_LISTED,
      };
    },

    async inventory(caller: Caller, folderUid: number, q: RangeQuery): Promise<InventoryAnalysis> {
      const { folder, cv, days, head } = await open(caller, folderUid, q);
      const v = volumeIn(cv);
      const [tanks, daily] = await Promise.all([repo.tanks(folder.path), repo.inventories(folder.path, days.fromDay, days.toDay)]);
      const rows = daily
        .filter((d) => d.avgInventory !== null)
        .map((d) => ({ assetUid: d.assetUid, day: d.day, avgInventory: v(d.avgInventory!) }));
      const rowsOf = groupBy(rows, (r) => r.assetUid);
      const seriesOf = (uids: number[]) =>
        dailyInventory(
          days,
          uids.flatMap((u) => rowsOf.get(u) ?? []),
        );
      const stats = (series: { volume: number }[]) => {
        const vols = series.map((s) => s.volume);
        return {
          latest: vols[vols.length - 1] ?? 0,
          average: vols.length ? vols.reduce((a, b) => a + b, 0) / vols.length : 0,
          min: vols.length ? Math.min(...vols) : 0,
          max: vols.length ? Math.max(...vols) : 0,
        };
      };
      const capacity = (list: { capacity: number }[]) => list.reduce((n, t) => n + v(t.capacity), 0);
      return {
        ...head,
        byDay: seriesOf(tanks.map((t) => t.assetUid)),
        byProduct: [...groupBy(tanks, (t) => t.productName).entries()]
          .map(([productName, list]) => {
            const series = seriesOf(list.map((t) => t.assetUid));
            return { productName, tanks: list.length, capacity: capacity(list), volumes: series.map((s) => s.volume), ...stats(series) };
          })
          .sort((a, b) => a.productName.localeCompare(b.productName)),
        byFolder: [...groupBy(tanks, (t) => t.folderUid).entries()]
          .map(([uid, list]) => {
            const { latest, average } = stats(seriesOf(list.map((t) => t.assetUid)));
            return { folderUid: uid, folderLabel: list[0]!.folderLabel, tanks: list.length, capacity: capacity(list), latest, average };
          })
          .sort((a, b) => a.folderLabel.localeCompare(b.folderLabel) || a.folderUid - b.folderUid),
      };
    },

    async usage(caller: Caller, folderUid: number, q: RangeQuery): Promise<UsageAnalysis> {
      const { folder, cv, days, head } = await open(caller, folderUid, q);
      const v = volumeIn(cv);
      const previous: DayRange = previousRange(days);
      const [tanks, daily] = await Promise.all([
        repo.tanks(folder.path),
        repo.usageByDayAndProduct(folder.path, previous.fromDay, days.toDay),
      ]);
      const current = daily.filter((d) => d.day >= days.fromDay).map((d) => ({ ...d, usage: v(d.usage) }));
      const before = daily.filter((d) => d.day < days.fromDay).map((d) => ({ ...d, usage: v(d.usage) }));
      const sum = (list: { usage: number }[]) => list.reduce((n, d) => n + d.usage, 0);
      const byDay = usageByDay(days, current);
      const total = sum(current);
      const previousTotal = sum(before);
      const currentBy = groupBy(current, (d) => d.productName);
      const beforeBy = groupBy(before, (d) => d.productName);
      return {
        ...head,
        previousFromDay: previous.fromDay,
        previousToDay: previous.toDay,
        total,
        previousTotal,
        change: percentChange(total, previousTotal),
        byDay,
        byWeekday: usageByWeekday(byDay).map((w) => ({ ...w, label: DAYS_OF_WEEK[w.weekday]!.label })),
        byProduct: [...groupBy(tanks, (t) => t.productName).entries()]
          .map(([productName, list]) => {
            const usage = sum(currentBy.get(productName) ?? []);
            const previousUsage = sum(beforeBy.get(productName) ?? []);
            return {
              productName,
              className: list[0]!.className,
              tanks: list.length,
              usage,
              previousUsage,
              change: percentChange(usage, previousUsage),
            };
          })
          .sort((a, b) => b.usage - a.usage || a.productName.localeCompare(b.productName)),
      };
    },

    async reportCard(caller: Caller, folderUid: number, q: RangeQuery & { earlyFillPercent: number }): Promise<ReportCard> {
      const { folder, cv, head } = await open(caller, folderUid, q);
      const [fills, tanks, devices, alertsRaised] = await Promise.all([
        repo.fills(folder.path, q.startDate, q.endDate),
        repo.tankCount(folder.path),
        repo.devices(folder.path),
        repo.alertsRaised(folder.path, q.startDate, q.endDate),
      ]);
      return {
        ...head,
        earlyFillPercent: q.earlyFillPercent,
        ...reportCard({
          fills: fills.map(factOf(cv)),
          earlyFillPercent: q.earlyFillPercent,
          tanks,
          devices: devices.devices,
          lateDevices: devices.late,
          failedDevices: devices.failed,
          alertsRaised,
        }),
      };
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
