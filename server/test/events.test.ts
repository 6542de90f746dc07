// spec 001 §7 Entity/{uid}/Events and Entity/{uid}/Event over HTTP (docs/decisions/091): every
// spec 001 §9 event type is stored and listed (IPCamMotionDetection as an integration posts it),
// newest first within the range; posting needs the permission that edits the entity; bad input is
// 400 with nothing stored; another company's entity answers 404; the analysis pages' PDFs print
// their table and record FillReport and ManagementReportCard on the folder.
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '@ullage/domain/collaboration/events-api';
import { EVENT_TYPES, EventType } from '@ullage/domain/reports/reports';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, RANGE, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
let t: TestContext;
let admin: Api;
let office: Api;
let lube: Api;
let tank: DemoTank;

async function eventRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from entity_event');
  return rows[0]!.n;
}
const at = (daysAgo: number) => toCentralTimestamp(new Date(Date.now() - daysAgo * 86_400_000));

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  // Office: no Edit Asset Information (22), so no events on a tank.
  office = client(t, await t.login('jnowak.propane'));
  lube = client(t, await t.login('demo-lube'));
  tank = await demoTank(t, COMPANIES.propane, 2);
});
afterAll(() => t.close());

describe('entity events', () => {
  it('store every spec event type and list them newest first within the range', async () => {
    for (const [i, type] of EVENT_TYPES.entries()) {
      const res = await admin.put(`/api/Entity/${tank.assetUid}/Event`, {
        eventTypeId: type.id,
        dateTime: at(10 - i),
        description: `${type.key} happened`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        entityUid: tank.assetUid,
        eventTypeId: type.id,
        eventType: type.key,
        description: `${type.key} happened`,
        userName: 'demo-propane',
      });
    }
    const list = await admin.get(`/api/Entity/${tank.assetUid}/Events?${RANGE}`);
    expect(list.statusCode, list.body).toBe(200);
    const events = list.json<EventDto[]>();
    expect(events.map((e) => e.eventType)).toEqual(EVENT_TYPES.map((x) => x.key).reverse());
    // IPCamMotionDetection, as an integration posts it, is stored and shown like the others.
    expect(events.find((e) => e.eventTypeId === EventType.IPCamMotionDetection)).toMatchObject({
      description: 'IPCamMotionDetection happened',
    });

    const narrow = await admin.get(
      `/api/Entity/${tank.assetUid}/Events?startDate=${encodeURIComponent(at(8.5))}&endDate=${encodeURIComponent(at(6.5))}`,
    );
    expect(narrow.json<EventDto[]>().map((e) => e.eventType)).toEqual(['FillReport', 'KeepFullReport']);
    // Anyone who reads the tank reads its events.
    expect((await office.get(`/api/Entity/${tank.assetUid}/Events?${RANGE}`)).json<EventDto[]>()).toHaveLength(EVENT_TYPES.length);
  });

  it('are posted only with the permission that edits the entity', async () => {
    const before = await eventRows();
    const res = await office.put(`/api/Entity/${tank.assetUid}/Event`, { eventTypeId: EventType.IPCamMotionDetection });
    expect(res.statusCode).toBe(403);
    expect(await eventRows()).toBe(before);
  });

  it('refuse an unknown type, a bad date and a bad range, storing nothing', async () => {
    const before = await eventRows();
    const unknown = await admin.put(`/api/Entity/${tank.assetUid}/Event`, { eventTypeId: 9 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.eventTypeId).toEqual([
      'Event Type: must be one of 1 EmailReport, 2 IPCamMotionDetection, 3 KeepFullReport, 4 FillReport, 5 ManagementReportCard',
    ]);
    const date = await admin.put(`/api/Entity/${tank.assetUid}/Event`, { eventTypeId: 1, dateTime: 'yesterday' });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors.dateTime).toEqual(['Date Time: is not a valid date and time']);
    expect(await eventRows()).toBe(before);
    const range = await admin.get(
      `/api/Entity/${tank.assetUid}/Events?startDate=${encodeURIComponent(at(1))}&endDate=${encodeURIComponent(at(2))}`,
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().errors.endDate).toEqual(['End Date: must not be before the start date']);
  });

  it("answer 404 for another company's entity, storing nothing", async () => {
    const before = await eventRows();
    for (const res of [
      await lube.get(`/api/Entity/${tank.assetUid}/Events?${RANGE}`),
      await lube.put(`/api/Entity/${tank.assetUid}/Event`, { eventTypeId: EventType.IPCamMotionDetection }),
      await admin.get(`/api/Entity/999999999/Events?${RANGE}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await eventRows()).toBe(before);
  });
});

describe('the analysis PDF', () => {
  const body = {
    title: 'Fill Analysis',
    startDate: at(30),
    endDate: at(0),
    columns: ['Product', 'Fills', 'Delivered'],
    rows: [
      ['Propane', '12', '3,410 gal'],
      ['Heating Oil', '3', '610 gal'],
    ],
  };

  it("prints the page's table under the folder, and records a FillReport event on it", async () => {
    const res = await admin.post(`/api/Analysis/Fill/${tank.companyUid}/Pdf`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fill-analysis-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const lines = text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    expect(lines[0]).toBe(`Fill Analysis: ${COMPANIES.propane}`);
    expect(lines).toContain('Product Fills Delivered');
    const rowLines = lines.slice(lines.indexOf('Product Fills Delivered') + 1).filter((l) => !/Page \d+ of \d+|^-- \d+ of \d+ --$/.test(l));
    expect(rowLines).toEqual(['Propane 12 3,410 gal', 'Heating Oil 3 610 gal']);

    const events = (await admin.get(`/api/Entity/${tank.companyUid}/Events?${RANGE}`)).json<EventDto[]>();
    expect(events[0]).toMatchObject({ eventType: 'FillReport', userName: 'demo-propane' });
    expect(events[0]!.description).toMatch(/^Fill Analysis of \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} printed as PDF \(2 rows\)$/);
  });

  it('records the report card as ManagementReportCard, and needs Manage Report Card for it', async () => {
    const card = await admin.post(`/api/Analysis/ReportCard/${tank.companyUid}/Pdf`, { ...body, title: 'Report Card' });
    expect(card.statusCode, card.body).toBe(200);
    const events = (await admin.get(`/api/Entity/${tank.companyUid}/Events?${RANGE}`)).json<EventDto[]>();
    expect(events[0]).toMatchObject({ eventType: 'ManagementReportCard' });
    const before = await eventRows();
    // Office has no Manage Report Card (39); the inventory page's PDF records no event.
    expect((await office.post(`/api/Analysis/ReportCard/${tank.companyUid}/Pdf`, body)).statusCode).toBe(403);
    expect((await admin.post(`/api/Analysis/Inventory/${tank.companyUid}/Pdf`, { ...body, title: 'Inventory' })).statusCode).toBe(200);
    expect(await eventRows()).toBe(before);
  });

  it("refuses a ragged table and answers 404 for another company's folder", async () => {
    const ragged = await admin.post(`/api/Analysis/Fill/${tank.companyUid}/Pdf`, { ...body, rows: [['Propane', '12']] });
    expect(ragged.statusCode).toBe(400);
    expect(ragged.json().errors.rows).toEqual(['Rows: each row needs one cell per column']);
    expect((await lube.post(`/api/Analysis/Fill/${tank.companyUid}/Pdf`, body)).statusCode).toBe(404);
  });
});
