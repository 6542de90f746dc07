// Delivery planning (issue 17, docs/decisions/092-delivery-planning.md): the folder asked about must
// be active and in the caller's scope (404 otherwise); the depot must be one the folder offers; the
// plan is domain/src/delivery's over what the repository reads, its volumes in the caller's volume
// unit. Emailing sends the same plan to a contact group in the caller's scope through the messenger.
import { tankZoneThresholds } from '@ullage/domain/configs';
import type { DeliveryEmailBody, DeliveryPlan, DeliveryPlanQuery, Depot } from '@ullage/domain/delivery/api';
import { buildPlan, deliveryCsv, type PlanTank } from '@ullage/domain/delivery/planning';
import type { Clock } from '../../lib/clock';
import { fieldError, NotFoundError } from '../../lib/errors';
import { inScope, visiblePath, type Caller, type Scope } from '../access';
import type { Messenger } from '../messaging';
import type { Units } from '../units';
import type { DeliveryRepository } from './delivery.repository';
import { escapeHtml } from '../../lib/html';

const DEPOT_MESSAGE = 'Depot: must be a warehouse geofence or a folder with an address';
const CONTACT_GROUP_MESSAGE = 'You must select a contact group';

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

export interface DeliveryDeps {
  repo: DeliveryRepository;
  scope: Scope;
  units: Units;
  messenger: Messenger;
  clock: Clock;
}

export function createDeliveryService({ repo, scope, units, messenger, clock }: DeliveryDeps) {
  async function plan(caller: Caller, folderUid: number, q: DeliveryPlanQuery): Promise<DeliveryPlan> {
    const folder = await repo.folder(folderUid);
    if (!folder || !folder.active || !inScope(caller, folder.path)) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    const [rows, depots, cv] = await Promise.all([
      repo.tanks(folder.path),
      repo.depots(visiblePath(caller, folder.path), folder.uid),
      units.converterFor(caller),
    ]);
    let depot: Depot | null = depots[0] ?? null;
    if (q.depotUid !== undefined) {
      depot = depots.find((d) => d.uid === q.depotUid) ?? null;
      if (!depot) throw fieldError('depotUid', DEPOT_MESSAGE);
    }
    const vol = (v: number) => cv.amount(v, 'volume') ?? 0;
    const tanks: PlanTank[] = rows.map((r) => ({
      assetUid: r.assetUid,
      label: r.label,
      folderUid: r.folderUid,
      folderLabel: r.folderLabel,
      address: r.address,
      location: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
      productName: r.productName,
      capacity: vol(r.capacity),
      amountFull: vol(r.amountFull),
      heel: vol(r.tankConfig?.tank?.heelAmount ?? 0),
      daysLeft: r.daysLeft,
      warningPercent: tankZoneThresholds({ zones: r.tankConfig?.zones ?? [] }).warning,
      // The product's max fill percent (spec 001 §3.3 defaultMaxFillPercent), else the tank's own.
      maxFillPercent: r.productMaxFill ?? (r.tankConfig?.tank?.ullagePercent || 1),
    }));
    const built = buildPlan(tanks, depot, { days: q.days, truckCapacity: q.truckCapacity, reorderPercent: q.reorderPercent ?? null });
    const loads = built.loads.map((l, i) => ({
      number: i + 1,
      volume: round(l.volume, 1),
      miles: round(l.miles, 2),
      stops: l.stops.map((s, j) => ({
        sequence: j + 1,
        assetUid: s.tank.assetUid,
        label: s.tank.label,
        folderUid: s.tank.folderUid,
        folderLabel: s.tank.folderLabel,
        address: s.tank.address,
        latitude: s.tank.location!.latitude,
        longitude: s.tank.location!.longitude,
        productName: s.tank.productName,
        percentFull: s.tank.amountFull / s.tank.capacity,
        daysLeft: s.tank.daysLeft === null ? null : round(s.tank.daysLeft, 1),
        reorderPercent: s.reorderPercent,
        daysToReorder: round(s.daysToReorder, 1),
        capacity: round(s.tank.capacity, 1),
        volume: round(s.volume, 1),
        legMiles: round(s.legMiles, 2),
      })),
    }));
    return {
      folderUid: folder.uid,
      folderLabel: folder.label,
      units: cv.units,
      days: q.days,
      truckCapacity: q.truckCapacity,
      reorderPercent: q.reorderPercent ?? null,
      depot,
      depots,
      loads,
      totalVolume: round(
        loads.reduce((v, l) => v + l.volume, 0),
        1,
      ),
      totalMiles: round(
        loads.reduce((v, l) => v + l.miles, 0),
        2,
      ),
      unplaced: built.unplaced.map(({ tank: t, reason }) => ({ assetUid: t.assetUid, label: t.label, folderLabel: t.folderLabel, reason })),
    };
  }

  return {
    plan,

    /** Emails the plan (a table in the body, the CSV attached) to each member of a contact group. */
    async email(caller: Caller, folderUid: number, body: DeliveryEmailBody): Promise<{ recipients: number }> {
      const { contactGroupUid, ...q } = body;
      const p = await plan(caller, folderUid, q);
      const inReach = await scope.requireRead(caller, contactGroupUid, 'Contact Group').then(
        () => true,
        () => false,
      );
      const group = inReach ? await repo.recipients(contactGroupUid) : null;
      if (!group) throw fieldError('contactGroupUid', CONTACT_GROUP_MESSAGE);
      if (group.emails.length === 0) throw fieldError('contactGroupUid', `No active contact of ${group.label} has an email address`);

      const day = clock().toISOString().slice(0, 10);
      const subject = `Delivery plan for ${p.folderLabel}, ${day}`;
      const summary = `${p.loads.length} load(s), ${p.loads.reduce((n, l) => n + l.stops.length, 0)} stop(s), ${p.totalVolume} to deliver, ${p.totalMiles} miles${p.depot ? ` from ${p.depot.label}` : ''}.`;
      const csv = deliveryCsv(p.loads);
      const text = [
        subject,
        summary,
        ...p.loads.flatMap((l) => [
          `Load ${l.number}: ${l.volume}, ${l.miles} miles`,
          ...l.stops.map((s) => `  ${s.sequence}. ${s.label} (${s.folderLabel}) ${s.address}: ${s.volume}`),
        ]),
        p.unplaced.length ? `Not on a load: ${p.unplaced.map((u) => u.label).join(', ')}` : '',
      ].join('\n');
      const rowsHtml = p.loads
        .flatMap((l) =>
          l.stops.map(
            (s) =>
              `<tr><td>${l.number}</td><td>${s.sequence}</td><td>${escapeHtml(s.label)}</td><td>${escapeHtml(s.folderLabel)}</td><td>${escapeHtml(s.address)}</td><td>${s.volume}</td><td>${s.legMiles}</td></tr>`,
          ),
        )
        .join('');
      const html = `<h1>${escapeHtml(subject)}</h1><p>${escapeHtml(summary)}</p><table border="1" cellpadding="4"><thead><tr><th>Load</th><th>Stop</th><th>Tank</th><th>Folder</th><th>Address</th><th>Deliver</th><th>Leg Miles</th></tr></thead><tbody>${rowsHtml}</tbody></table>`;
      const attachment = { filename: `delivery-plan-${day}.csv`, contentType: 'text/csv', content: Buffer.from(csv, 'utf8') };
      const results = await messenger.sendMany(
        group.emails.map((to) => ({ channel: 'email' as const, to, subject, text, html, attachments: [attachment] })),
      );
      return { recipients: results.filter((r) => r === null).length };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
