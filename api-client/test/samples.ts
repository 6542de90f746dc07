// Parameter values for the generated client's calls, from the demo world: each GET route of the
// document is called with these (generated-client.test.ts). A new route whose parameter is not
// known here fails the test with the name to add, so no GET route goes uncalled.
import { CONFIG_REPORT_TYPE_IDS } from '@ullage/domain/reports/api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { TestContext } from '../../server/test/helpers';
import { demoTank, type DemoTank } from '../../server/test/support';

export interface World {
  tank: DemoTank;
  company: number;
  userUid: number;
  serial: string;
  modelId: number;
  updateId: number;
  profileId: number;
  scheduleId: number;
  configSetId: number;
  documentTypeId: number;
  /** A contact group of the company with members, and one of its contacts. */
  groupUid: number;
  contactUid: number;
  /** An alert message template of the company. */
  alertMessageId: number;
  /** A webhook of the company (its delivery log). */
  webhookId: number;
  massUpdateId: number;
  geofenceUid: number;
  emailReportId: number;
  /** A PDF document kept with the tank (Entity/Document/{id}). */
  entityDocumentId: number;
  /** A product of the company. */
  productUid: number;
  /** An RMA of the tank's device, and a document of it. */
  rmaId: number;
  /** The company's head-office billing account, its number, a bill-to and a ship-to profile, and a
   * PO document of one of its orders. */
  accountUid: number;
  accountNumber: string;
  btpUid: number;
  stpUid: number;
  poDocumentId: number;
}

const one = async <T>(t: TestContext, sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await t.database.pool.query(sql, params);
  if (!rows[0]) throw new Error(`the demo world has no answer to: ${sql}`);
  return rows[0] as T;
};

/** The demo world's entities the calls name: a cellular-monitor tank of the propane company (with a
 * reading sent, so it has a device update), its company, a report profile of the demo user. */
export async function loadWorld(t: TestContext, userName: string, token: string): Promise<World> {
  const tank = await demoTank(t, 'Propane Distributor');
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const { userUid } = await one<{ userUid: number }>(t, 'select uid as "userUid" from app_user where user_name = $1', [userName]);
  const device = await one<{ serial: string; modelId: number }>(
    t,
    'select serial_number as serial, model_id as "modelId" from device where uid = $1',
    [tank.deviceUid],
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/Ingest/DeviceUpdate',
    headers: { 'x-device-key': tank.key },
    payload: { readingDate: toCentralTimestamp(new Date(Date.now() - 5 * 60_000)), readings: [{ port: 1, reading: 21.5 }] },
  });
  const { updateId } = await one<{ updateId: number }>(t, 'select max(id)::int as "updateId" from device_update where device_uid = $1', [
    tank.deviceUid,
  ]);
  const { profileId } = await one<{ profileId: number }>(
    t,
    `insert into report_profile (user_uid, folder_uid, type_id, label) values ($1, $2, 1, 'Generated client') returning id as "profileId"`,
    [userUid, tank.companyUid],
  );
  const [configSet] = await get<{ id: number }[]>(`/api/Device/${tank.deviceUid}/Config/Set`);
  const [schedule] = await get<{ uid: number }[]>('/api/Schedule/System');
  const [document] = await get<{ typeId: number }[]>(`/api/Public/HardwareResources/ByModel/${device.modelId}`);
  const group = await one<{ groupUid: number; contactUid: number }>(
    t,
    `select g.group_uid as "groupUid", min(g.contact_uid) as "contactUid"
       from contact_group_member g join folder_membership m on m.entity_uid = g.group_uid and m.folder_uid = $1
      group by g.group_uid order by g.group_uid limit 1`,
    [tank.companyUid],
  );
  const { alertMessageId } = await one<{ alertMessageId: number }>(
    t,
    `insert into alert_message (folder_uid, kind_id, label, subject, body) values ($1, 2, 'Generated client', '{{alert}}: {{tank}}', '{{tank}} at {{level}}')
     returning id as "alertMessageId"`,
    [tank.companyUid],
  );
  const { webhookId } = await one<{ webhookId: number }>(
    t,
    `insert into webhook_subscription (folder_uid, label, url, secret_sealed, events) values ($1, 'Generated client', 'https://example.com/hook', 'v1.x.x.x', '{alert.raised}')
     returning id as "webhookId"`,
    [tank.companyUid],
  );
  const { massUpdateId } = await one<{ massUpdateId: number }>(
    t,
    `insert into mass_update (folder_uid, user_uid, entity_type_id, change, to_text, uids, total, done, status)
     values ($1, $2, 10, '{"field":"product","productUid":null}', 'No product', '{}', 0, 0, 'done') returning id as "massUpdateId"`,
    [tank.companyUid, userUid],
  );
  // The demo world's yard fence (spec 001 §3.3 Geofence: docs/decisions/078-geofences.md).
  const { geofenceUid } = await one<{ geofenceUid: number }>(
    t,
    `select g.uid as "geofenceUid" from geofence g join folder_membership m on m.entity_uid = g.uid
       join folder f on f.uid = m.folder_uid where f.path @> array[$1::bigint] order by g.uid limit 1`,
    [tank.companyUid],
  );
  const { emailReportId } = await one<{ emailReportId: number }>(
    t,
    `insert into email_report (user_uid, folder_uid, profile_id, schedule_uid, contact_group_uid, report_type_id, format_id, subject, enabled)
     values ($1, $2, $3, 143, $4, 1, 1, 'Generated client', false) returning id as "emailReportId"`,
    [userUid, tank.companyUid, profileId, group.groupUid],
  );
  const pdf = Buffer.from('%PDF-1.4\n%generated client\n%%EOF\n');
  const { entityDocumentId } = await one<{ entityDocumentId: number }>(
    t,
    `insert into document (entity_uid, file_name, content_type, size, sha256, bytes) values ($1, 'client.pdf', 'application/pdf', $2, '', $3)
     returning id as "entityDocumentId"`,
    [tank.assetUid, pdf.length, pdf],
  );
  const { productUid } = await one<{ productUid: number }>(
    t,
    `select p.uid as "productUid" from product p join folder_membership m on m.entity_uid = p.uid and m.folder_uid = $1 order by p.uid limit 1`,
    [tank.companyUid],
  );
  const { rmaId } = await one<{ rmaId: number }>(
    t,
    `insert into rma_request (device_uid, device_sn, reason_code_id, status_id, comments, requested_by_name)
     values ($1, $2, 8, 5, 'Generated client', 'client') returning id as "rmaId"`,
    [tank.deviceUid, device.serial],
  );
  await t.database.pool.query('insert into rma_document (rma_id, document_id) values ($1, $2)', [rmaId, entityDocumentId]);
  const billing = await one<{ accountUid: number; accountNumber: string; btpUid: number; stpUid: number; orderId: number }>(
    t,
    `select a.uid::int as "accountUid", a.account_number as "accountNumber", b.uid::int as "btpUid", s.uid::int as "stpUid", o.id as "orderId"
       from billing_account a join folder_membership m on m.entity_uid = a.uid and m.folder_uid = $1
       join bill_to_profile b on b.account_uid = a.uid join ship_to_profile s on s.btp_uid = b.uid
       join callblock_order o on o.stp_uid = s.uid
      order by o.id limit 1`,
    [tank.companyUid],
  );
  const { poDocumentId } = await one<{ poDocumentId: number }>(
    t,
    `with d as (insert into document (entity_uid, file_name, content_type, size, sha256, bytes) values ($1, 'po.pdf', 'application/pdf', $2, '', $3) returning id)
     update callblock_order set st_po_document_id = (select id from d) where id = $4 returning st_po_document_id as "poDocumentId"`,
    [billing.stpUid, pdf.length, pdf, billing.orderId],
  );
  if (!configSet || !schedule || !document) throw new Error('the demo world has no config set, system schedule or hardware document');
  return {
    tank,
    company: tank.companyUid,
    userUid,
    serial: device.serial,
    modelId: device.modelId,
    updateId,
    profileId,
    scheduleId: schedule.uid,
    configSetId: configSet.id,
    documentTypeId: document.typeId,
    groupUid: group.groupUid,
    contactUid: group.contactUid,
    alertMessageId,
    webhookId,
    massUpdateId,
    geofenceUid,
    emailReportId,
    entityDocumentId,
    productUid,
    rmaId,
    accountUid: billing.accountUid,
    accountNumber: billing.accountNumber,
    btpUid: billing.btpUid,
    stpUid: billing.stpUid,
    poDocumentId,
  };
}

const day = 86_400_000;

/** A path or query parameter's value for a GET path, by its name (and for `uid` and `id`, the
 * kind of entity the path is about). */
export function sample(w: World, path: string, name: string): string | number {
  const area = path.split('/')[2];
  switch (name) {
    case 'uid':
      if (path.includes('/CustomColumns/') || path.includes('/EmailRecurrings/') || path.includes('/EmailOneTimes/')) return w.userUid;
      if (path.includes('/EmailRecurring/')) return w.emailReportId;
      if (area === 'Asset' || path.startsWith('/api/Forecast/Asset/')) return w.tank.assetUid;
      if (area === 'Device') return w.tank.deviceUid;
      if (area === 'User') return w.userUid;
      if (area === 'Contact') return w.contactUid;
      if (area === 'ContactGroup') return w.groupUid;
      if (area === 'Geofence') return w.geofenceUid;
      if (area === 'Product') return w.productUid;
      if (path.includes('/BillToProfile/')) return w.btpUid;
      if (path.includes('/ShipToProfile/')) return w.stpUid;
      if (area === 'Billing') return w.accountUid;
      return w.company;
    case 'id':
      if (area === 'Sensor') return path.includes('ByUpdateId') ? w.updateId : w.tank.levelSensorUid;
      if (area === 'History') return w.tank.assetUid;
      if (area === 'Schedule') return w.scheduleId;
      if (path.includes('/Profile/')) return w.profileId;
      if (area === 'Permission') return w.userUid;
      if (path.startsWith('/api/Alert/Message/')) return w.alertMessageId;
      if (area === 'Webhook') return w.webhookId;
      if (path.startsWith('/api/EntityReport/MassUpdate/')) return w.massUpdateId;
      if (path.startsWith('/api/Entity/Document/') || path.startsWith('/api/RMA/Document/')) return w.entityDocumentId;
      if (path.includes('/PODocument/')) return w.poDocumentId;
      if (area === 'RMA') return path.endsWith('/Request') ? w.rmaId : w.tank.deviceUid;
      if (area === 'Serialization') return w.company;
      if (area === 'MobileApp') return w.tank.assetUid;
      break;
    case 'n':
      return w.accountNumber;
    case 'group':
      return w.groupUid;
    case 'contact':
      return w.contactUid;
    case 'folder':
    case 'folderUid':
    case 'folderUID':
    case 'company':
      return w.company;
    case 'userUID':
    case 'userUid':
      return w.userUid;
    case 'uids':
      return w.userUid;
    case 'deviceUid':
      return w.tank.deviceUid;
    case 'sn':
    case 'devicesn':
      return w.serial;
    case 'm':
    case 'modelId':
      return w.modelId;
    case 'typeId':
      return path.includes('HardwareResources') ? w.documentTypeId : 2;
    case 'type':
      return 'Temperature';
    case 'configSetId':
      return w.configSetId;
    case 'reportTypeID':
      return CONFIG_REPORT_TYPE_IDS[0];
    case 'reportTypeId':
      return 1;
    case 'startDate':
      return toCentralTimestamp(new Date(Date.now() - 30 * day));
    case 'endDate':
      return toCentralTimestamp(new Date(Date.now() + day));
    // The config snapshot (Entity/{uid}/Config?at=): as the configs stand now.
    case 'at':
      return toCentralTimestamp(new Date());
    case 'earlyFillPercent':
      return 0.4;
    case 'startRow':
      return 0;
    case 'endRow':
      return 100;
    case 'term':
      return 'Tank';
    case 'mfaType':
      return 1;
    case 'secret':
      return 'JBSWY3DPEHPK3PXP';
    case 'code':
      return '123456';
    // The fleet map's part of tanks (Asset/ByFolder/{folder}/Map/Tanks): a uid range holding the tank.
    case 'from':
      return Math.max(0, w.tank.assetUid - 1000);
    case 'through':
      return w.tank.assetUid + 1000;
  }
  throw new Error(`No sample value for the parameter ${name} of GET ${path}: add one to api-client/test/samples.ts`);
}
