// spec 001 §7 "Contact and ContactGroup" over HTTP: the full CRUD of contacts and contact groups,
// membership, the spec 001 §5 messages on bad input (and nothing changed), the deletion rules of
// docs/decisions/056-contact-deletion.md, the folder scope (another company's answer 404) and the
// Edit Contacts permission (11) on writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Country } from '@ullage/domain/countries';
import { MOBILE_CARRIERS } from '@ullage/domain/people/mobile-carriers';
import { createTestContext, type TestContext } from './helpers';
import { readAll, schemaOf } from './report-support';
import { apiFor } from './shell-helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let site: { companyUid: number; siteUid: number };
let foreign: { companyUid: number; siteUid: number; contactUid: number };

const jane = {
  config: {
    firstName: 'Jane',
    lastName: 'Doe',
    emailAddress: 'jane.doe@example.com',
    phoneNumber: '(715) 555-0142',
    mobileNumber: '(715) 555-0199',
    mobileCarrierId: 2,
    note: 'Gate code 4411. Fill pipe behind the shed.',
  },
};

async function contactsIn(folderUid: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from folder_membership m join contact c on c.uid = m.entity_uid where m.folder_uid = $1`,
    [folderUid],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  const own = await demoTank(t, COMPANIES.propane, 3);
  site = { companyUid: own.companyUid, siteUid: own.siteUid };
  const lube = await demoTank(t, COMPANIES.lube, 3);
  const { rows } = await t.database.pool.query<{ uid: number }>(
    `select c.uid from contact c join folder_membership m on m.entity_uid = c.uid where m.folder_uid = $1 order by c.uid limit 1`,
    [lube.siteUid],
  );
  foreign = { companyUid: lube.companyUid, siteUid: lube.siteUid, contactUid: rows[0]!.uid };
});
afterAll(() => t.close());

describe('contacts', () => {
  it('creates, reads, lists, updates and deletes a contact', async () => {
    const created = await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, jane);
    expect(created.statusCode, created.body).toBe(200);
    const contact = created.json();
    expect(contact).toMatchObject({
      typeId: 22,
      label: 'Jane Doe',
      iconName: 'Contact',
      active: true,
      folderUid: site.siteUid,
      confirmed: false,
      config: { ...jane.config, extension: '', countryId: Country.US, languageId: 1, receiveMarketingInfo: false },
    });
    expect((await admin.get(`/api/Contact/${contact.uid}`)).json()).toEqual(contact);

    const inSite = (await admin.get(`/api/Contact/ByFolder/${site.siteUid}`)).json() as { uid: number; label: string }[];
    expect(inSite.map((c) => c.uid)).toContain(contact.uid);
    const labels = inSite.map((c) => c.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());
    // The company folder itself holds only its staff's contacts; its subtree holds the site's.
    expect(((await admin.get(`/api/Contact/ByFolder/${site.companyUid}`)).json() as { uid: number }[]).map((c) => c.uid)).not.toContain(
      contact.uid,
    );
    const subtree = (await admin.get(`/api/Contact/ByFolder/${site.companyUid}?includeSubFolders=true`)).json() as { uid: number }[];
    expect(subtree.map((c) => c.uid)).toContain(contact.uid);

    const renamed = await admin.put(`/api/Contact/${contact.uid}`, {
      uid: contact.uid,
      config: { ...jane.config, firstName: 'Janet', note: '' },
      confirmed: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ label: 'Janet Doe', confirmed: true, config: { firstName: 'Janet', note: '' } });
    const { rows } = await t.database.pool.query('select label from entity where uid = $1', [contact.uid]);
    expect(rows[0].label).toBe('Janet Doe');

    const deleted = await admin.delete(`/api/Contact/${contact.uid}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ uid: contact.uid, deleted: true, leftGroups: [] });
    expect(((await admin.get(`/api/Contact/ByFolder/${site.siteUid}`)).json() as { uid: number }[]).map((c) => c.uid)).not.toContain(
      contact.uid,
    );
    expect((await admin.get(`/api/Contact/${contact.uid}`)).json()).toMatchObject({ active: false });
  });

  it("answers the spec's messages on bad input and changes nothing", async () => {
    const before = await contactsIn(site.siteUid);
    const long = await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, firstName: 'A'.repeat(25) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['config.firstName']).toEqual(['First Name: length must be less than 25 characters']);
    const blank = await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, lastName: '', emailAddress: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toMatchObject({
      'config.lastName': ['Last Name: is required'],
      'config.emailAddress': ['Email Address: is required'],
    });
    const extension = await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, extension: '123456' } });
    expect(extension.json().errors['config.extension']).toEqual(['Extension: length must be less than 6 characters']);
    const carrier = await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, mobileCarrierId: 999 } });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json().errors['config.mobileCarrierId']).toEqual(['Mobile Carrier must be one of the listed carriers']);
    expect(await contactsIn(site.siteUid)).toBe(before);

    const existing = (await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, jane)).json();
    const bad = await admin.put(`/api/Contact/${existing.uid}`, { config: { ...jane.config, lastName: 'B'.repeat(25) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['config.lastName']).toEqual(['Last Name: length must be less than 25 characters']);
    expect((await admin.get(`/api/Contact/${existing.uid}`)).json()).toEqual(existing);
  });

  it('lists the mobile carriers', async () => {
    const res = await admin.get('/api/Contact/MobileCarriers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MOBILE_CARRIERS.map((c) => ({ ...c })));
  });
});

describe('contact groups', () => {
  it('creates a group, adds members once, lists them both ways, removes one and deletes the group', async () => {
    const a = (await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, firstName: 'Amy' } })).json();
    const b = (await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, firstName: 'Bob' } })).json();
    const created = await admin.post(`/api/ContactGroup/ToFolder/${site.companyUid}`, { config: { label: 'Weekend On Call' } });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json();
    expect(group).toMatchObject({
      typeId: 27,
      label: 'Weekend On Call',
      iconName: 'ContactGroup',
      active: true,
      folderUid: site.companyUid,
      config: { label: 'Weekend On Call', groupTypeId: 1 },
      unitConfig: { volumeUnitId: 1 },
      timeZoneConfig: { observeDst: true },
      contactCount: 0,
    });

    const added = await admin.post(`/api/ContactGroup/${group.uid}/Entity/Contact`, { uids: [b.uid, a.uid] });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { label: string }[]).map((c) => c.label)).toEqual(['Amy Doe', 'Bob Doe']);
    // Adding a member again changes nothing.
    const again = await admin.post(`/api/ContactGroup/${group.uid}/Entity/Contact`, { uids: [a.uid] });
    expect((again.json() as unknown[]).length).toBe(2);
    expect((await admin.get(`/api/ContactGroup/${group.uid}`)).json()).toMatchObject({ contactCount: 2 });
    expect((await admin.get(`/api/Contact/ByGroup/${group.uid}`)).json()).toEqual(again.json());
    expect((await admin.get(`/api/ContactGroup/${group.uid}/Entity/Contact`)).json()).toEqual(again.json());
    const ofA = (await admin.get(`/api/ContactGroup/ByContact/${a.uid}`)).json() as { uid: number }[];
    expect(ofA.map((g) => g.uid)).toEqual([group.uid]);
    const inCompany = (await admin.get(`/api/ContactGroup/ByFolder/${site.companyUid}`)).json() as { uid: number }[];
    expect(inCompany.map((g) => g.uid)).toContain(group.uid);

    const updated = await admin.put(`/api/ContactGroup/${group.uid}`, {
      config: { label: 'Weekend Dispatch' },
      unitConfig: { volumeUnitId: 2, dimensionUnitId: 1, temperatureUnitId: 2, weightUnitId: 1 },
      timeZoneConfig: { timeZoneId: 2, observeDst: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ label: 'Weekend Dispatch', unitConfig: { volumeUnitId: 2 }, timeZoneConfig: { timeZoneId: 2 } });

    const removed = await admin.delete(`/api/ContactGroup/${group.uid}/Contact/${a.uid}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { uid: number }[]).map((c) => c.uid)).toEqual([b.uid]);
    expect((await admin.delete(`/api/ContactGroup/${group.uid}/Contact/${a.uid}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/ContactGroup/ByContact/${a.uid}`)).json()).toEqual([]);

    const gone = await admin.delete(`/api/ContactGroup/${group.uid}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ removed: true, deactivated: true });
    const after = (await admin.get(`/api/ContactGroup/ByFolder/${site.companyUid}`)).json() as { uid: number }[];
    expect(after.map((g) => g.uid)).not.toContain(group.uid);
    expect((await admin.get(`/api/ContactGroup/ByContact/${b.uid}`)).json()).toEqual([]);
    expect((await admin.get(`/api/ContactGroup/${group.uid}`)).json()).toMatchObject({ active: false, contactCount: 1 });
  });

  it('refuses a bad label and changes nothing', async () => {
    const before = (await admin.get(`/api/ContactGroup/ByFolder/${site.companyUid}`)).json();
    const res = await admin.post(`/api/ContactGroup/ToFolder/${site.companyUid}`, { config: { label: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['config.label']).toEqual(['Label: is required']);
    expect((await admin.get(`/api/ContactGroup/ByFolder/${site.companyUid}`)).json()).toEqual(before);
  });
});

describe('deleting a contact (docs/decisions/056-contact-deletion.md)', () => {
  it('refuses while a user names it as their contact, naming the user, and changes nothing', async () => {
    const { rows } = await t.database.pool.query<{ contact_uid: number; label: string }>(
      `select u.contact_uid, e.label from app_user u join entity e on e.uid = u.contact_uid where u.user_name = 'bkowalski.propane'`,
    );
    const { contact_uid: uid, label } = rows[0]!;
    const res = await admin.delete(`/api/Contact/${uid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Contact ${label} is the contact of user bkowalski.propane: give the user another contact first.`);
    expect((await admin.get(`/api/Contact/${uid}`)).json()).toMatchObject({ active: true });
  });

  it('takes a deleted contact out of every group it was in and says which', async () => {
    const c = (await admin.post(`/api/Contact/ToFolder/${site.siteUid}`, { config: { ...jane.config, firstName: 'Carl' } })).json();
    const g1 = (await admin.post(`/api/ContactGroup/ToFolder/${site.companyUid}`, { config: { label: 'Key Accounts East' } })).json();
    const g2 = (await admin.post(`/api/ContactGroup/ToFolder/${site.siteUid}`, { config: { label: 'After Hours' } })).json();
    for (const g of [g1, g2]) await admin.post(`/api/ContactGroup/${g.uid}/Entity/Contact`, { uids: [c.uid] });
    const res = await admin.delete(`/api/Contact/${c.uid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      uid: c.uid,
      deleted: true,
      leftGroups: [
        { uid: g2.uid, label: 'After Hours' },
        { uid: g1.uid, label: 'Key Accounts East' },
      ],
    });
    expect((await admin.get(`/api/Contact/ByGroup/${g1.uid}`)).json()).toEqual([]);
    expect((await admin.get(`/api/ContactGroup/${g2.uid}`)).json()).toMatchObject({ contactCount: 0, active: true });
  });
});

describe('scope and permission', () => {
  it("answers 404 to every call about another company's contacts and groups, and adds none of them", async () => {
    const lubeAdmin = client(t, await t.login('demo-lube'));
    const foreignGroup = (
      await lubeAdmin.post(`/api/ContactGroup/ToFolder/${foreign.companyUid}`, { config: { label: 'Lube Drivers' } })
    ).json();
    const own = (await admin.post(`/api/ContactGroup/ToFolder/${site.companyUid}`, { config: { label: 'Propane Drivers' } })).json();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/Contact/${foreign.contactUid}`],
      ['GET', `/api/Contact/ByFolder/${foreign.siteUid}`],
      ['GET', `/api/Contact/ByGroup/${foreignGroup.uid}`],
      ['PUT', `/api/Contact/${foreign.contactUid}`, jane],
      ['POST', `/api/Contact/ToFolder/${foreign.siteUid}`, jane],
      ['DELETE', `/api/Contact/${foreign.contactUid}`],
      ['GET', `/api/ContactGroup/${foreignGroup.uid}`],
      ['GET', `/api/ContactGroup/ByFolder/${foreign.companyUid}`],
      ['GET', `/api/ContactGroup/ByContact/${foreign.contactUid}`],
      ['PUT', `/api/ContactGroup/${foreignGroup.uid}`, { config: { label: 'x' } }],
      ['POST', `/api/ContactGroup/ToFolder/${foreign.companyUid}`, { config: { label: 'x' } }],
      ['POST', `/api/ContactGroup/${foreignGroup.uid}/Entity/Contact`, { uids: [foreign.contactUid] }],
      ['GET', `/api/ContactGroup/${foreignGroup.uid}/Entity/Contact`],
      ['DELETE', `/api/ContactGroup/${foreignGroup.uid}/Contact/${foreign.contactUid}`],
      ['DELETE', `/api/ContactGroup/${foreignGroup.uid}`],
      // Another company's contact into one's own group.
      ['POST', `/api/ContactGroup/${own.uid}/Entity/Contact`, { uids: [foreign.contactUid] }],
    ];
    const headers = { authorization: `Bearer ${await t.login('demo-propane')}` };
    for (const [method, url, body] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers, payload: body as object });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect((await admin.get(`/api/ContactGroup/${own.uid}`)).json()).toMatchObject({ contactCount: 0 });
    expect((await lubeAdmin.get(`/api/ContactGroup/${foreignGroup.uid}`)).json()).toMatchObject({ label: 'Lube Drivers', active: true });
    expect((await lubeAdmin.get(`/api/Contact/${foreign.contactUid}`)).json()).toMatchObject({ active: true });
  });

  it('lets a user without Edit Contacts read but not write (403), and changes nothing', async () => {
    const technician = client(t, await t.login('kjansen.propane'));
    const { rows } = await t.database.pool.query<{ base_folder_uid: number }>(
      "select base_folder_uid from app_user where user_name = 'kjansen.propane'",
    );
    const branch = rows[0]!.base_folder_uid;
    const mine = (await admin.post(`/api/Contact/ToFolder/${branch}`, jane)).json();
    const group = (await admin.post(`/api/ContactGroup/ToFolder/${branch}`, { config: { label: 'Branch Office' } })).json();
    expect((await technician.get(`/api/Contact/${mine.uid}`)).statusCode).toBe(200);
    expect((await technician.get(`/api/ContactGroup/ByFolder/${branch}`)).statusCode).toBe(200);
    const writes = [
      technician.post(`/api/Contact/ToFolder/${branch}`, jane),
      technician.put(`/api/Contact/${mine.uid}`, { config: { ...jane.config, firstName: 'Changed' } }),
      technician.delete(`/api/Contact/${mine.uid}`),
      technician.post(`/api/ContactGroup/ToFolder/${branch}`, { config: { label: 'x' } }),
      technician.put(`/api/ContactGroup/${group.uid}`, { config: { label: 'x' } }),
      technician.post(`/api/ContactGroup/${group.uid}/Entity/Contact`, { uids: [mine.uid] }),
      technician.delete(`/api/ContactGroup/${group.uid}/Contact/${mine.uid}`),
      technician.delete(`/api/ContactGroup/${group.uid}`),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(403);
    expect((await admin.get(`/api/Contact/${mine.uid}`)).json()).toEqual(mine);
    expect((await admin.get(`/api/ContactGroup/${group.uid}`)).json()).toEqual(group);
  });
});

describe("the asset report's site contact columns", () => {
  const CONTACT_COLUMNS = ['contactName', 'contactPhone', 'contactMobile', 'deliveryNote'];

  /** The contact cells of the tanks of a folder's subtree, by tank. */
  async function contactCells(folder: number, q: Parameters<typeof readAll>[3] = {}) {
    const api = apiFor(t, await t.login('demo-propane'));
    const { rows } = await readAll(api, 'Asset', folder, q);
    return new Map(rows.map((r) => [r.uid, CONTACT_COLUMNS.map((c) => r[c])]));
  }

  async function siteWithTanks(n: number) {
    const tank = await demoTank(t, COMPANIES.propane, n);
    const { rows } = await t.database.pool.query<{ parent_uid: number }>('select parent_uid from folder where uid = $1', [tank.siteUid]);
    return { ...tank, branchUid: rows[0]!.parent_uid };
  }

  it('declares the four columns, hidden until chosen', async () => {
    const columns = await schemaOf(apiFor(t, await t.login('demo-propane')), 'Asset', site.companyUid);
    for (const colId of CONTACT_COLUMNS) {
      expect(columns.find((c) => c.colId === colId)).toMatchObject({
        type: 'text',
        defaultVisible: false,
        sortable: true,
        filterable: true,
      });
    }
    expect(columns.filter((c) => CONTACT_COLUMNS.includes(c.colId)).map((c) => c.header)).toEqual([
      'Contact Name',
      'Contact Phone',
      'Contact Mobile',
      'Delivery Note',
    ]);
  });

  it("shows the site's first contact on its tanks, follows its edits and deletion, and falls back to the nearest folder above", async () => {
    const s = await siteWithTanks(11);
    // A new site under the same branch, without a contact, gets one tank moved in.
    const newSite = (await admin.post('/api/Folder', { label: 'Contact Test Site', parentUid: s.branchUid })).json() as { uid: number };
    expect(newSite.uid).toBeGreaterThan(0);
    const moved = await admin.put(`/api/Entity/${s.assetUid}/Move`, { srcFolderUid: s.siteUid, destFolderUid: newSite.uid });
    expect(moved.statusCode, moved.body).toBe(200);
    const branchFirst = (await admin.get(`/api/Contact/ByFolder/${s.branchUid}`)).json() as { uid: number; label: string }[];
    const [first] = [...branchFirst].sort((a, b) => a.uid - b.uid);
    // No contact in the new site: the branch's first contact (the branch's staff) is the one to call.
    expect((await contactCells(newSite.uid)).get(s.assetUid)?.[0]).toBe(first?.label ?? null);

    const customer = (
      await admin.post(`/api/Contact/ToFolder/${newSite.uid}`, {
        config: { ...jane.config, firstName: 'Olga', lastName: 'Brandt', extension: '12', note: 'Dog on premises. Call ahead.' },
      })
    ).json();
    expect((await contactCells(newSite.uid)).get(s.assetUid)).toEqual([
      'Olga Brandt',
      '(715) 555-0142 x12',
      '(715) 555-0199',
      'Dog on premises. Call ahead.',
    ]);
    // A second contact does not replace the first.
    await admin.post(`/api/Contact/ToFolder/${newSite.uid}`, { config: { ...jane.config, firstName: 'Zed' } });
    expect((await contactCells(newSite.uid)).get(s.assetUid)?.[0]).toBe('Olga Brandt');

    await admin.put(`/api/Contact/${customer.uid}`, { config: { ...customer.config, mobileNumber: '', note: 'Gate code 1234' } });
    expect((await contactCells(newSite.uid)).get(s.assetUid)).toEqual(['Olga Brandt', '(715) 555-0142 x12', null, 'Gate code 1234']);

    // Deleted, the next contact of the site takes its place.
    expect((await admin.delete(`/api/Contact/${customer.uid}`)).statusCode).toBe(200);
    expect((await contactCells(newSite.uid)).get(s.assetUid)?.[0]).toBe('Zed Doe');
  });

  it('filters and sorts on the contact columns', async () => {
    const s = await siteWithTanks(17);
    const [own] = (await admin.get(`/api/Contact/ByFolder/${s.siteUid}`)).json() as { uid: number; config: typeof jane.config }[];
    await admin.put(`/api/Contact/${own!.uid}`, {
      config: { ...own!.config, firstName: 'Zzyzx', lastName: 'Quentin', note: 'Fill pipe on the north wall' },
    });
    const { rows: siteTanks } = await t.database.pool.query<{ uid: number }>(
      `select m.entity_uid as uid from folder_membership m where m.folder_uid = $1 and m.type_id = 10 and m.active order by 1`,
      [s.siteUid],
    );
    const named = await contactCells(site.companyUid, {
      filters: { contactName: { filterType: 'text', type: 'equals', filter: 'Zzyzx Quentin' } },
    });
    expect([...named.keys()].sort((a, b) => a - b)).toEqual(siteTanks.map((r) => r.uid));
    const noted = await contactCells(site.companyUid, {
      filters: { deliveryNote: { filterType: 'text', type: 'contains', filter: 'north wall' } },
    });
    expect([...noted.keys()].sort((a, b) => a - b)).toEqual(siteTanks.map((r) => r.uid));

    const sorted = [...(await contactCells(site.companyUid, { sorting: [{ colId: 'contactName', sort: 'desc' }] })).values()].map(
      (v) => v[0],
    );
    expect(sorted[0]).toBe('Zzyzx Quentin');
    const names = sorted.filter((n): n is string => typeof n === 'string');
    expect(names.length).toBeGreaterThan(800);
  });
});
