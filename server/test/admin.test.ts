// System administration (spec 000 §6 roleRank 1): company brandings (spec 001 §9) and the outbox.
// Company users, even company administrators, reach none of it: brandings and other companies'
// messages are the vendor's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let admin: { authorization: string };
let companyAdmin: { authorization: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = { authorization: `Bearer ${await t.login('admin', TEST_ADMIN_PASSWORD)}` };
  companyAdmin = { authorization: `Bearer ${await t.login('demo-propane')}` };
});
afterAll(() => t.close());

const brand = {
  key: 'northstar',
  companyName: 'Northstar Fuels',
  theme: 'Volunteer',
  inputTheme: 'dark',
  bannerFolder: 'northstar',
  hostMatch: 'tanks.northstar.example',
  featuredProducts: false,
  companyFolderUid: null,
};

describe('brands', () => {
  it('lists the default, demo and company brands for the system administrator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Admin/Brands', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { key: string }) => b.key)).toEqual(['default', 'demo', 'fuel', 'lube', 'propane']);
  });

  it('adds and changes a brand, and the login page uses it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/Admin/Brand', headers: admin, payload: brand });
    expect(created.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/Public/Brand?host=tanks.northstar.example' })).json()).toMatchObject({
      key: 'northstar',
      theme: 'Volunteer',
    });

    const { key: _key, ...rest } = brand;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/Brand/northstar',
      headers: admin,
      payload: { ...rest, theme: 'Yellow', inputTheme: 'medium' },
    });
    expect(changed.json()).toMatchObject({ key: 'northstar', theme: 'Yellow', inputTheme: 'medium' });
    expect((await t.app.inject({ method: 'GET', url: '/api/Public/Brand?key=northstar' })).json()).toMatchObject({ theme: 'Yellow' });
  });

  it('refuses bad values with the field messages and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Brand',
      headers: admin,
      payload: { ...brand, key: 'help', theme: 'Purple', hostMatch: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      key: ['Key: is a word the portal uses for its own pages'],
      theme: ['Theme: is not one of the allowed values'],
    });
    const dupHost = await t.app.inject({ method: 'POST', url: '/api/Admin/Brand', headers: admin, payload: { ...brand, key: 'copycat' } });
    expect(dupHost.json().errors).toEqual({ hostMatch: ['Host Match: another brand already matches this host'] });
    const keys = (await t.app.inject({ method: 'GET', url: '/api/Admin/Brands', headers: admin }))
      .json()
      .map((b: { key: string }) => b.key);
    expect(keys).not.toContain('help');
    expect(keys).not.toContain('copycat');
  });

  it('keeps brandings away from company users and visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Brands', headers: companyAdmin })).statusCode).toBe(403);
    const { key: _key, ...rest } = brand;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/Brand/propane',
      headers: companyAdmin,
      payload: { ...rest, companyName: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Public/Brand?key=propane' })).json().companyName).toBe(
      'Great Lakes Propane Co.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Brands' })).statusCode).toBe(401);
  });
});

describe('outbox', () => {
  it("shows a company user none of another company's messages: only the system administrator reads it", async () => {
    await t.app.inject({ method: 'POST', url: '/api/Public/ForgotPassword', payload: { userName: 'dpark.lube' } });
    await t.app.background.settled();
    const list = (await t.app.inject({ method: 'GET', url: '/api/Admin/Outbox', headers: admin })).json();
    expect(list[0]).toMatchObject({ channel: 'email', subject: 'Change your Ullage password', transport: 'outbox' });
    expect(list[0].recipient).toContain('suncountrylube.example');
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Outbox', headers: companyAdmin })).statusCode).toBe(403);
  });
});
