// The demo world's entity events (docs/decisions/091-entity-events.md), last of the seed: each
// company folder shows a fortnight of its dispatcher's morning email report and last month's fill
// analysis and report card printed by its administrator, as the server records those runs; the
// showcase yard's camera has posted some motion (IPCamMotionDetection, as an integration posts it).
import { EventType } from '@ullage/domain/reports/reports';
import type { DemoCompanyKey } from './demo-data';
import type { WorldWriter } from './world-writer';

const DAY = 86_400_000;

export function seedEvents(
  w: WorldWriter,
  companies: readonly { key: DemoCompanyKey; companyUid: number; yardUid: number | null }[],
  now: number,
): void {
  const users = new Map(w.rowsOf('app_user').map((u) => [u.user_name as string, u.uid as number]));
  for (const c of companies) {
    const adminName = `demo-${c.key}`;
    const adminUid = users.get(adminName) ?? null;
    const event = (entityUid: number, eventTypeId: number, at: number, description: string) =>
      w.add('entity_event', {
        entity_uid: entityUid,
        event_type_id: eventTypeId,
        occurred_at: new Date(at),
        description,
        user_uid: adminUid,
        user_name: adminUid === null ? '' : adminName,
      });
    const morning = new Date(now);
    morning.setUTCHours(12, 0, 0, 0);
    for (let d = 14; d >= 1; d--) {
      const rows = 30 + ((d * 7 + c.key.length) % 25);
      event(
        c.companyUid,
        EventType.EmailReport,
        morning.getTime() - d * DAY,
        `Tanks to fill: ${rows} rows as CSV to 2 of Dispatch On Call`,
      );
    }
    event(c.companyUid, EventType.FillReport, now - 20 * DAY, 'Fills by product of the last 30 days printed as PDF (3 rows)');
    event(
      c.companyUid,
      EventType.ManagementReportCard,
      now - 20 * DAY + 600_000,
      'Report Card of the last 30 days printed as PDF (9 rows)',
    );
    if (c.yardUid !== null) {
      for (const [h, what] of [
        [50, 'Motion at the north gate camera (3 s)'],
        [26, 'Motion at the fuel island camera (12 s)'],
        [3, 'Motion at the north gate camera (5 s)'],
      ] as const) {
        event(c.yardUid, EventType.IPCamMotionDetection, now - h * 3_600_000, what);
      }
    }
  }
}
