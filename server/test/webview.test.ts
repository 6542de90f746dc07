// spec 001 §7 Webview/SQL/StoredProcedure: the one known use (tank dimension types by sensor type
// and folder) through a fixed query; anything else refused with 400 and the field at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_STRING_REFUSED, UNKNOWN_PROCEDURE } from '@ullage/domain/api/webview';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let siteUid: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  siteUid = (await demoTank(t, COMPANIES.propane)).siteUid;
});
afterAll(() => t.close());

const call = (body: unknown) => admin.post('/api/Webview/SQL/StoredProcedure', body);
const procedure = (Parameters: Record<string, unknown>) => call({ ProcedureName: 'GetTankDimensionTypes', Parameters });

describe('POST /api/Webview/SQL/StoredProcedure', () => {
  it("answers the tank types a sensor type can read, the folder's own first", async () => {
    const res = await procedure({ sensorTypeId: '1', folderUid: siteUid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().columns[0]).toBe('TankTypeId');
    expect(res.json().rows.length).toBeGreaterThan(10);
  });

  it('refuses a connection string, another procedure and parameters that are not what it takes', async () => {
    expect((await call({ ConnectionString: 'Server=x', ProcedureName: 'GetTankDimensionTypes' })).json().message).toBe(
      CONNECTION_STRING_REFUSED,
    );
    expect((await call({ ProcedureName: 'xp_cmdshell' })).json().message).toBe(UNKNOWN_PROCEDURE);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ sensorTypeId: '1; drop table asset', folderUid: siteUid }, { 'Parameters.sensorTypeId': ['Sensor Type Id: must be a number'] }],
      [{ sensorTypeId: 999, folderUid: siteUid }, { 'Parameters.sensorTypeId': ['Sensor Type Id: is not a known sensor type'] }],
      [{ folderUid: siteUid }, { 'Parameters.sensorTypeId': ['Sensor Type Id: is required'] }],
      [{ sensorTypeId: 1, folderUid: 'x' }, { 'Parameters.folderUid': ['Folder Uid: must be a number'] }],
    ];
    for (const [Parameters, errors] of cases) {
      const res = await procedure(Parameters);
      expect(res.statusCode, JSON.stringify(Parameters)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
  });
});
