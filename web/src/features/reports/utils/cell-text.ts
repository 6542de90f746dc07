// The zone colour of a report cell (spec 001 §4 zones, §9 colours). A cell's text is
// domain/src/reports/export.ts cellText, shared with emailed reports.
import { ZONES } from '@ullage/domain/tanks/zones';

/** The CSS class of a zone (spec 001 §4 zones, §9 colours); undefined for no zone. */
export function zoneClass(zoneId: unknown): string | undefined {
  const zone = ZONES.find((z) => z.id === Number(zoneId));
  return zone ? `report-zone report-zone-${zone.key.toLowerCase()}` : undefined;
}
