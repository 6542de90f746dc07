// spec 001 §7 Alert/Message (issue 15): a folder's message templates, inherited ones nearest first,
// the spec's validation messages, Edit Company for writes, 404 across companies, and the preview
// from a real tank of the folder in the caller's units and time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGE_PLACEHOLDERS } from '@ullage/domain/alerts/alert-messages';
import { AlertMessageKind, AlertType } from '@ullage/domain/alerts/alerts';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, sendUpdate, type DemoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;

const tankTemplate = {
  kindId: AlertMessageKind.Tank,
  label: 'Dispatch wording',
  subject: '{{tank}} needs propane: {{level}}',
  body: '{{tank}} at {{site}} is at {{level}} ({{volume}}), {{daysLeft}} days left, {{time}}.',
};

const messageCount = async () => (await t.database.pool.query<{ n: number }>('select count(*)::int as n from alert_message')).rows[0]!.n;

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 1);
});
afterAll(() => t.close());

describe('Alert/Message', () => {
  it('creates, reads, updates and lists a folder template with those it inherits, nearest first', async () => {
    const company = await admin.post(`/api/Alert/Message/ToFolder/${tank.companyUid}`, tankTemplate);
    expect(company.statusCode, company.body).toBe(200);
    const companyMessage = company.json();
    expect(companyMessage).toMatchObject({
      folderUid: tank.companyUid,
      kindId: AlertMessageKind.Tank,
      inherited: false,
      subject: tankTemplate.subject,
    });

    const site = await admin.post(`/api/Alert/Message/ToFolder/${tank.siteUid}`, {
      ...tankTemplate,
      label: 'Site wording',
      subject: 'Site {{tank}}: {{level}}',
    });
    expect(site.statusCode, site.body).toBe(200);
    const siteMessage = site.json();

    expect((await admin.get(`/api/Alert/Message/${companyMessage.id}`)).json()).toEqual(companyMessage);

    const listed = (await admin.get(`/api/Alert/Message/ByFolder/${tank.siteUid}`)).json() as { id: number; inherited: boolean }[];
    expect(listed.map((m) => [m.id, m.inherited])).toEqual([
      [siteMessage.id, false],
      [companyMessage.id, true],
    ]);
    const atCompany = (await admin.get(`/api/Alert/Message/ByFolder/${tank.companyUid}`)).json() as { id: number }[];
    expect(atCompany.map((m) => m.id)).toEqual([companyMessage.id]);

    const updated = await admin.put('/api/Alert/Message', { ...tankTemplate, id: siteMessage.id, subject: 'Low: {{tank}}' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await admin.get(`/api/Alert/Message/${siteMessage.id}`)).json()).toMatchObject({
      subject: 'Low: {{tank}}',
      label: tankTemplate.label,
    });
  });

  it('answers the messages of bad input and changes nothing', async () => {
    const before = await messageCount();
    const unknown = await admin.post(`/api/Alert/Message/ToFolder/${tank.siteUid}`, {
      ...tankTemplate,
      body: 'Call {{driver}} about {{tank}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.body).toEqual([
      `Message: {{driver}} is not a value a message can show; use ${ALERT_MESSAGE_PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(', ')}`,
    ]);
    const blank = await admin.post(`/api/Alert/Message/ToFolder/${tank.siteUid}`, { ...tankTemplate, subject: '  ', label: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toMatchObject({ subject: ['Subject: is required'], label: ['Label: is required'] });
    const kind = await admin.post(`/api/Alert/Message/ToFolder/${tank.siteUid}`, { ...tankTemplate, kindId: 99 });
    expect(kind.statusCode).toBe(400);
    const noId = await admin.put('/api/Alert/Message', tankTemplate);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain('name the alert message to update');
    // A tank is not a folder.
    expect((await admin.post(`/api/Alert/Message/ToFolder/${tank.assetUid}`, tankTemplate)).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it("answers 404 to every call about another company's message or folder, and changes nothing", async () => {
    const lube = await demoTank(t, COMPANIES.lube, 0);
    const lubeAdmin = client(t, await t.login('demo-lube'));
    const foreign = (await lubeAdmin.post(`/api/Alert/Message/ToFolder/${lube.companyUid}`, { ...tankTemplate, label: 'Lube' })).json();
    const before = await messageCount();
    const calls = [
      admin.get(`/api/Alert/Message/${foreign.id}`),
      admin.get(`/api/Alert/Message/ByFolder/${lube.siteUid}`),
      admin.post(`/api/Alert/Message/ToFolder/${lube.siteUid}`, tankTemplate),
      admin.put('/api/Alert/Message', { ...tankTemplate, id: foreign.id }),
      admin.delete(`/api/Alert/Message/${foreign.id}`),
      admin.post('/api/Alert/Message/Preview', { ...tankTemplate, folderUid: lube.siteUid }),
      admin.post('/api/Alert/Message/Preview', { ...tankTemplate, folderUid: tank.siteUid, entityUid: lube.assetUid }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect(await messageCount()).toBe(before);
    expect((await lubeAdmin.get(`/api/Alert/Message/${foreign.id}`)).json()).toMatchObject({
      label: 'Lube',
      subject: tankTemplate.subject,
    });
  });

  it('lets a user without Edit Company read templates of their scope but not write them (403)', async () => {
    const technician = client(t, await t.login('kjansen.propane'));
    const { rows } = await t.database.pool.query<{ base_folder_uid: number }>(
      "select base_folder_uid from app_user where user_name = 'kjansen.propane'",
    );
    const branch = rows[0]!.base_folder_uid;
    const own = (await admin.post(`/api/Alert/Message/ToFolder/${branch}`, { ...tankTemplate, label: 'Branch' })).json();
    expect((await technician.get(`/api/Alert/Message/${own.id}`)).statusCode).toBe(200);
    // Inherited only from folders in the technician's scope: the company's templates stay out.
    const listed = (await technician.get(`/api/Alert/Message/ByFolder/${branch}`)).json() as { folderUid: number }[];
    expect(listed.map((m) => m.folderUid)).toEqual([branch]);
    const before = await messageCount();
    for (const res of [
      await technician.post(`/api/Alert/Message/ToFolder/${branch}`, tankTemplate),
      await technician.put('/api/Alert/Message', { ...tankTemplate, id: own.id }),
      await technician.delete(`/api/Alert/Message/${own.id}`),
    ])
      expect(res.statusCode).toBe(403);
    expect(await messageCount()).toBe(before);
  });

  it('deletes a template; the alerts that used it fall back to their kind', async () => {
    const message = (await admin.post(`/api/Alert/Message/ToFolder/${tank.siteUid}`, { ...tankTemplate, label: 'Short-lived' })).json();
    await t.database.pool.query('insert into alert (entity_uid, type_id, message_id) values ($1, $2, $3)', [
      tank.assetUid,
      AlertType.TankLevelWarning,
      message.id,
    ]);
    const deleted = await admin.delete(`/api/Alert/Message/${message.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: message.id, alertCount: 1 });
    expect((await admin.get(`/api/Alert/Message/${message.id}`)).statusCode).toBe(404);
    const { rows } = await t.database.pool.query('select message_id from alert where entity_uid = $1 and type_id = $2', [
      tank.assetUid,
      AlertType.TankLevelWarning,
    ]);
    expect(rows).toEqual([{ message_id: null }]);
  });

  it('previews a template from a real tank of the folder in the caller units and time zone', async () => {
    await t.database.pool.query(
      `update app_user set unit_config = '{"volumeUnitId": 2}', time_zone_config = '{"timeZoneId": 1, "observeDst": false}' where user_name = 'demo-propane'`,
    );
    const reading = await sendUpdate(t, tank.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 21.5 }] });
    expect(reading.statusCode, reading.body).toBe(200);
    const { rows } = await t.database.pool.query<{ label: string; percent_full: number; amount_full: number }>(
      'select e.label, ts.percent_full, ts.amount_full from entity e join tank_state ts on ts.asset_uid = e.uid where e.uid = $1',
      [tank.assetUid],
    );
    const state = rows[0]!;
    const res = await admin.post('/api/Alert/Message/Preview', { ...tankTemplate, folderUid: tank.siteUid, entityUid: tank.assetUid });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    // tank_state keeps a fraction: the message says its percent, to one decimal.
    const level = `${Math.round(state.percent_full * 1000) / 10}%`;
    expect(preview).toMatchObject({
      entityUid: tank.assetUid,
      entityLabel: state.label,
      subject: `${state.label} needs propane: ${level}`,
    });
    expect(preview.sms).toBe(preview.subject);
    // Gallons shown in the caller's liters; the time on the caller's clock (EST).
    const liters = (state.amount_full / 0.264172).toLocaleString('en-US', { maximumFractionDigits: 1 });
    expect(preview.body).toContain(`(${liters} ltr)`);
    expect(preview.body).toMatch(/ EST\.$/);

    // Without an entity: the folder's first tank with a reading.
    const any = (await admin.post('/api/Alert/Message/Preview', { ...tankTemplate, folderUid: tank.companyUid })).json();
    expect(any.entityUid).toEqual(expect.any(Number));
    expect(any.subject).not.toContain('{{');

    const bad = await admin.post('/api/Alert/Message/Preview', { ...tankTemplate, folderUid: tank.siteUid, subject: '{{nope}}' });
    expect(bad.statusCode).toBe(400);
  });
});
