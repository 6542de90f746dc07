// The management report card (spec 001 §2 analysis: report card; §9 event type
// ManagementReportCard), per company and period, gated by Manage Report Card (39)
// (docs/decisions/076-usage-report-and-analysis.md):
// - stops: the fills that count in the period (fill-analysis.ts fillTotals: included in analysis,
//   not false fills); excluded fills are reported beside them;
// - gallons per stop: delivered / stops (in the caller's volume unit);
// - average fill percent, run-outs, early fills: fillTotals' figures;
// - late devices and failed devices: the company's devices flagged Late, and flagged Error, now;
// - alerts: the alert events raised in the period on the company's tanks, devices and folders.
import { fillTotals, type FillFact } from './fill-analysis';

export interface ReportCardFacts {
  fills: readonly FillFact[];
  earlyFillPercent: number;
  devices: number;
  lateDevices: number;
  failedDevices: number;
  alertsRaised: number;
  tanks: number;
}

export function reportCard(facts: ReportCardFacts) {
  const t = fillTotals(facts.fills, facts.earlyFillPercent);
  return {
    tanks: facts.tanks,
    stops: t.fills,
    excludedFills: t.excludedFills,
    delivered: t.delivered,
    gallonsPerStop: t.avgDelivered,
    avgFillPercent: t.avgFillPercent,
    runOuts: t.runOuts,
    earlyFills: t.earlyFills,
    devices: facts.devices,
    lateDevices: facts.lateDevices,
    failedDevices: facts.failedDevices,
    alertsRaised: facts.alertsRaised,
  };
}
