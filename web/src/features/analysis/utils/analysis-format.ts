// How the analysis pages write their figures: amounts in the viewer's volume unit, percentages
// (stored as fractions, spec 000 §5) x100.
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import type { DisplayUnits } from '@ullage/domain/reports/display';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function amountText(value: number | null | undefined, units: Pick<DisplayUnits, 'volumeUnitId'>): string {
  if (value === null || value === undefined) return '–';
  return `${number.format(value)} ${unitAbbreviation(UnitType.Volume, units.volumeUnitId)}`;
}

export function percentText(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined ? '–' : `${number.format(fraction * 100)}%`;
}

export function changeText(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined) return '–';
  return `${fraction > 0 ? '+' : ''}${number.format(fraction * 100)}%`;
}

export function countText(n: number): string {
  return n.toLocaleString('en-US');
}

/** Seconds since the epoch of a day's noon (UTC): a time axis point per day. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T12:00:00Z`) / 1000;
}
