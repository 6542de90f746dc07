// How the manage screens write numbers, addresses and battery levels (spec 001 §9).
import { reportsBatteryPercent } from '@ullage/domain/devices/device-health';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** One decimal at most, US separators (spec 001 §9 grid numbers). */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

export function addressText(
  a: { address1?: string; address2?: string; city?: string; state?: string; zip?: string } | null | undefined,
): string {
  if (!a) return '';
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  const town = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, town].filter(Boolean).join(', ');
}

/** Battery as the model reports it: a percent or volts (spec 001 §9: classes flag battery percent). */
export function batteryText(modelId: number, strength: number | null | undefined): string {
  if (strength === null || strength === undefined) return '';
  return reportsBatteryPercent(modelId) ? `${formatNumber(strength)}%` : `${formatNumber(strength)} V`;
}
