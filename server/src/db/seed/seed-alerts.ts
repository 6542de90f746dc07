// The demo world's alerts (issue 15), last of the seed so nothing above moves: most tanks alert
// Dispatch On Call at the critical level, the monitors and gateways alert Service when they go
// silent (a late call-in or a silent sensor), tanks where product is worth stealing (the fuel
// distributor's, and the other companies' bulk tanks) alert Managers of a theft, and each company
// folder alerts Service of a low battery on any device below it (an alert set on a folder). The
// demo history and the simulator evaluate them through the same processor as live readings.
import { alertSettingsOf } from '@ullage/domain/alerts/alert-api';
import { AlertType, defaultAlert, type AlertTypeId } from '@ullage/domain/alerts/alerts';
import { ConfigType } from '@ullage/domain/configs';
import { createRng, type DemoCompanyKey } from './demo-data';
import { json, type WorldWriter } from './world-writer';

/** Share of tanks with a critical level alert of their own. */
const CRITICAL_SHARE = 0.85;

export interface AlertsCompany {
  key: DemoCompanyKey;
  companyUid: number;
  groupUids: ReadonlyMap<string, number>;
}

export function seedAlerts(w: WorldWriter, companies: readonly AlertsCompany[]): void {
  // Which company each asset and device stands in, from the rows collected so far.
  const pathOf = new Map(w.rowsOf('folder').map((f) => [f.uid as number, f.path as number[]]));
  const companyOf = new Map<number, number>();
  for (const m of w.rowsOf('folder_membership')) {
    const company = companies.find((c) => pathOf.get(m.folder_uid as number)?.includes(c.companyUid));
    if (company) companyOf.set(m.entity_uid as number, company.companyUid);
  }
  const bulkTanks = new Set(
    w
      .rowsOf('entity_config')
      .filter((c) => c.type_id === ConfigType.AssetTank && (c.data as { value?: { tank?: { isBulk?: boolean } } }).value?.tank?.isBulk)
      .map((c) => c.entity_uid as number),
  );
  const add = (entityUid: number, typeId: AlertTypeId, groupUid: number | undefined) =>
    w.add('alert', {
      entity_uid: entityUid,
      type_id: typeId,
      contact_group_uid: groupUid ?? null,
      enabled: true,
      settings: json(alertSettingsOf(defaultAlert(typeId))),
    });

  for (const c of companies) {
    const rng = createRng(0xa1e47 + c.companyUid);
    const dispatch = c.groupUids.get('Dispatch On Call');
    const service = c.groupUids.get('Service');
    const managers = c.groupUids.get('Managers');
    for (const a of w.rowsOf('asset')) {
      const uid = a.uid as number;
      if (a.is_template || companyOf.get(uid) !== c.companyUid) continue;
      if (rng.next() < CRITICAL_SHARE) add(uid, AlertType.TankLevelCritical, dispatch);
      if (c.key === 'fuel' || bulkTanks.has(uid)) add(uid, AlertType.TheftDetection, managers);
    }
    for (const d of w.rowsOf('device')) {
      const uid = d.uid as number;
      if (d.parent_device_uid !== null || companyOf.get(uid) !== c.companyUid) continue;
      add(uid, AlertType.Connection, service);
      add(uid, AlertType.SensorLate, service);
    }
    add(c.companyUid, AlertType.LowBattery, service);
  }
}
