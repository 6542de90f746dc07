// spec 001 §2 "config snapshot"; §7 GET Entity/{uid}/Config: the configs as saved, or with ?at= as
// they stood at that time, rebuilt from the config history (docs/decisions/103).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { createTestContext, type TestContext } from './helpers';
import { signedIn, type Api } from './shell-helpers';
import { COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: Api;
let fuel: Api;
let tank: DemoTank;

type Config = { id: number; typeId: number; tank?: { heelAmount?: number }; address1?: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  fuel = await signedIn(t, 'demo-fuel');
  tank = await demoTank(t, COMPANIES.propane, 3);
});
afterAll(() => t.close());

const configsAt = async (api: Api, at?: string) => {
  const res = await api.get(`/api/Entity/${tank.assetUid}/Config${at ? `?at=${encodeURIComponent(at)}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Config[];
};
const levelOf = (configs: Config[]) => configs.find((c) => c.typeId === ConfigType.AssetTank);
const addressOf = (configs: Config[]) => configs.find((c) => c.typeId === ConfigType.Address);
/** A moment strictly between two saves (the database's clock and this one are the machine's). */
const tick = async () => {
  await new Promise((r) => setTimeout(r, 20));
  const at = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 20));
  return at;
};

describe('GET Entity/{uid}/Config?at= (the config snapshot)', () => {
  it('answers each config as it stood at the time asked, through a change, an addition and a removal', async () => {
    const save = async (configs: unknown[]) => {
      const a = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
      const res = await admin.put(`/api/Asset/${tank.assetUid}`, { label: a.label, configs, productUid: a.product?.uid ?? null });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().configs as Config[];
    };
    const original = await configsAt(admin);
    const heel = levelOf(original)?.tank?.heelAmount ?? 0;
    const t0 = await tick();
    const changed = await save(
      original.map((c) => (c.typeId === ConfigType.AssetTank ? { ...c, tank: { ...c.tank, heelAmount: heel + 7 } } : c)),
    );
    const t1 = await tick();
    const address = { typeId: ConfigType.Address, address1: '4 Snapshot Lane', city: 'Wausau', state: 'WI', zip: '54401' };
    const withAddress = await save([...changed, address]);
    const t2 = await tick();
    await save(withAddress.filter((c) => c.typeId !== ConfigType.Address));

    const before = await configsAt(admin, t0);
    expect(levelOf(before)?.tank?.heelAmount ?? 0).toBe(heel);
    expect(addressOf(before)).toBeUndefined();
    expect(before.map((c) => c.id).sort()).toEqual(original.map((c) => c.id).sort());

    const afterChange = await configsAt(admin, t1);
    expect(levelOf(afterChange)?.tank?.heelAmount).toBe(heel + 7);
    expect(addressOf(afterChange)).toBeUndefined();

    // The address stood between its addition and its removal, with the id it had then.
    const whileAddressed = await configsAt(admin, t2);
    expect(addressOf(whileAddressed)).toMatchObject({ address1: '4 Snapshot Lane', id: addressOf(withAddress)!.id });

    const now = await configsAt(admin, new Date().toISOString());
    expect(addressOf(now)).toBeUndefined();
    expect(now).toEqual(await configsAt(admin));
  });

  it('answers nothing before the entity had configs, and reads central time without a zone', async () => {
    expect(await configsAt(admin, '2001-01-01T00:00:00')).toEqual([]);
  });

  it('refuses a time that is not one (400, the field named)', async () => {
    const res = await admin.get(`/api/Entity/${tank.assetUid}/Config?at=yesterday`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.at).toEqual(['At: is not a valid date and time']);
  });

  it("answers 404 for another company's entity, and 401 signed out", async () => {
    expect((await fuel.get(`/api/Entity/${tank.assetUid}/Config?at=2025-01-01T00:00:00`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Entity/${tank.assetUid}/Config` })).statusCode).toBe(401);
  });
});
