// spec 001 §7 Folder calls: get, save (create-or-update), Validate/Delete then delete,
// ParentFoldersLite, ChildFolders, FolderTree; scope and permissions on each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, memberOf, signedIn, sitesUnder, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let lube: Api;
let company: number;
let org: number;
let site: number;
let lubeCompany: number;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  lube = await signedIn(t, 'demo-lube');
  company = await folderUid(t, 'Propane Distributor');
  lubeCompany = await folderUid(t, 'Lube Distributor');
  org = await folderUid(t, 'Central Minnesota Branch');
  site = (await sitesUnder(t, 'Central Minnesota Branch', 1))[0]!;
});
afterAll(() => t.close());

describe('POST /api/Folder and PUT /api/Folder/{uid} (create-or-update, spec 001 §4)', () => {
  it("creates a folder under a parent, administered by the parent's company, and saves changes", async () => {
    const res = await propane.post('/api/Folder', {
      label: ' Lakeside Co-op ',
      parentUid: org,
      addressConfig: { address1: '1 Lake Rd', city: 'Brainerd', state: 'MN' },
    });
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f).toMatchObject({
      label: 'Lakeside Co-op',
      adminUid: company,
      baseFolderUid: company,
      config: { parentUid: org, isCompany: false },
    });
    expect(f.folderUidPath.slice(-3)).toEqual([company, org, f.uid]);
    const saved = await propane.put(`/api/Folder/${f.uid}`, { label: 'Lakeside Cooperative', parentUid: org, addressConfig: null });
    expect(saved.json()).toMatchObject({ label: 'Lakeside Cooperative', addressConfig: null });
    const history = (await propane.get(`/api/Entity/${f.uid}/History/Folder`)).json();
    expect(history[0]).toMatchObject({ action: 'added', folderUid: org, userName: 'demo-propane' });
  });

  it('refuses a folder beside assets, a missing name, a parent change and a company without Edit Company', async () => {
    expect((await propane.post('/api/Folder', { label: 'x', parentUid: site })).json().errors).toEqual({
      parentUid: ["Can't create a folder in a folder containing assets or devices"],
    });
    expect((await propane.post('/api/Folder', { label: '', parentUid: org })).json().errors).toEqual({ label: ['Label: is required'] });
    expect((await propane.post('/api/Folder', { label: 'No parent' })).json().errors).toEqual({ parentUid: ['Parent Uid: is required'] });
    const moved = await propane.put(`/api/Folder/${site}`, { label: 'x', parentUid: company });
    expect(moved.json().errors.parentUid[0]).toMatch(/Move/);
    const manager = await signedIn(t, 'dhanson.propane');
    expect((await manager.post('/api/Folder', { label: 'Sub-company', parentUid: org, isCompany: true })).statusCode).toBe(403);
  });

  it('needs Edit Folder and the parent in scope', async () => {
    const dispatcher = await signedIn(t, 'tlindquist.propane');
    expect((await dispatcher.post('/api/Folder', { label: 'x', parentUid: org })).statusCode).toBe(403);
    expect((await lube.post('/api/Folder', { label: 'Hostile', parentUid: org })).statusCode).toBe(404);
    expect((await lube.put(`/api/Folder/${site}`, { label: 'Hostile', parentUid: org })).statusCode).toBe(404);
    const { rows } = await t.database.pool.query("select count(*)::int as n from entity where label = 'Hostile'");
    expect(rows[0].n).toBe(0);
  });
});

describe('deleting a folder: Validate/Delete first', () => {
  it('explains why a folder with assets cannot go, and refuses to delete it', async () => {
    const items = (await propane.get(`/api/Folder/${site}/Validate/Delete`)).json();
    expect(items.filter((i: { isValid: boolean }) => !i.isValid).map((i: { label: string }) => i.label)).toEqual(
      expect.arrayContaining(['Assets', 'Devices']),
    );
    expect(items.find((i: { label: string }) => i.label === 'Assets').message).toMatch(
      /^This folder holds \d+ assets?\. Move or delete them first\.$/,
    );
    const res = await propane.del(`/api/Folder/${site}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Move or delete them first/);
    expect((await propane.get(`/api/Folder/${site}`)).statusCode).toBe(200);
  });

  it("refuses the company folder and the caller's own base folder", async () => {
    const items = (await propane.get(`/api/Folder/${company}/Validate/Delete`)).json();
    expect(items).toEqual(
      expect.arrayContaining([
        { isValid: false, label: 'Company', message: "A company folder can't be deleted." },
        { isValid: false, label: 'Base folder', message: "Your own base folder can't be deleted." },
      ]),
    );
  });

  it('deletes an empty folder (kept, marked inactive); shared copies leave with it', async () => {
    const f = (await propane.post('/api/Folder', { label: 'Temporary', parentUid: org })).json();
    const asset = await memberOf(t, site, 10);
    expect((await propane.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: f.uid })).statusCode).toBe(200);
    const items = (await propane.get(`/api/Folder/${f.uid}/Validate/Delete`)).json();
    expect(items).toEqual([
      { isValid: true, label: 'Folder', message: '"Temporary" can be deleted.' },
      {
        isValid: true,
        label: 'Shared copies',
        message: '1 shared copy will be removed from this folder; the originals stay where they are.',
      },
    ]);
    expect((await propane.del(`/api/Folder/${f.uid}`)).statusCode).toBe(204);
    expect((await propane.get(`/api/Folder/${f.uid}`)).statusCode).toBe(404);
    const children = (await propane.get(`/api/Folder/${org}/ChildFolders?limit=1000`)).json().items.map((c: { uid: number }) => c.uid);
    expect(children).not.toContain(f.uid);
    const memberships = (await propane.get(`/api/Entity/${asset.uid}/Folder`)).json();
    expect(memberships.map((m: { folderUid: number }) => m.folderUid)).toEqual([site]);
    const { rows } = await t.database.pool.query('select active from entity where uid = $1', [f.uid]);
    expect(rows[0].active).toBe(false);
  });

  it("answers 404 for another company's folder and deletes nothing", async () => {
    const target = (await propane.post('/api/Folder', { label: 'Not yours', parentUid: org })).json();
    expect((await lube.get(`/api/Folder/${target.uid}/Validate/Delete`)).statusCode).toBe(404);
    expect((await lube.del(`/api/Folder/${target.uid}`)).statusCode).toBe(404);
    expect((await propane.get(`/api/Folder/${target.uid}`)).statusCode).toBe(200);
  });
});

describe('ParentFoldersLite, ChildFolders, FolderTree', () => {
  it("names the folders from the top of the caller's scope down, for a folder or an entity", async () => {
    const parents = (await propane.get(`/api/Folder/${site}/ParentFoldersLite`)).json();
    expect(parents.map((p: { uid: number }) => p.uid)).toEqual([company, org, site]);
    expect(parents[0]).toEqual({ uid: company, label: 'Propane Distributor' });
    const asset = await memberOf(t, site, 10);
    expect((await propane.get(`/api/Folder/${asset.uid}/ParentFoldersLite`)).json()).toEqual(parents);
    const dispatcher = await signedIn(t, 'tlindquist.propane');
    expect((await dispatcher.get(`/api/Folder/${site}/ParentFoldersLite`)).json().map((p: { uid: number }) => p.uid)).toEqual([org, site]);
  });

  it('lists child folders with what copy and move need to know', async () => {
    const page = (await propane.get(`/api/Folder/${company}/ChildFolders`)).json();
    expect(page.next).toBeNull();
    expect(page.items.map((f: { label: string }) => f.label)).toEqual([
      'Central Minnesota Branch',
      'Central Wisconsin Branch',
      'Northern Wisconsin Branch',
      'Upper Peninsula Branch',
    ]);
    expect(page.items[0]).toMatchObject({ typeId: 2, hasFolders: true, hasAssetsOrDevices: false, isCompany: false, isOwnAdmin: false });
  });

  it('answers the folder tree, nested and sorted, to the depth asked', async () => {
    const tree = (await propane.get(`/api/Folder/${company}/FolderTree?depth=1`)).json();
    expect(tree).toMatchObject({ uid: company, label: 'Propane Distributor', copy: false, isCompany: true });
    expect(tree.nodes).toHaveLength(4);
    expect(tree.nodes.every((n: { nodes: unknown[] }) => n.nodes.length === 0)).toBe(true);
    const deep = (await propane.get(`/api/Folder/${company}/FolderTree`)).json();
    const orgNode = deep.nodes.find((n: { uid: number }) => n.uid === org);
    expect(orgNode.nodes.length).toBeGreaterThan(100);
  });

  it("answers 404 for another company's folders", async () => {
    for (const url of [
      `/api/Folder/${lubeCompany}/ParentFoldersLite`,
      `/api/Folder/${lubeCompany}/ChildFolders`,
      `/api/Folder/${lubeCompany}/FolderTree`,
      `/api/Folder/${lubeCompany}`,
    ]) {
      expect((await propane.get(url)).statusCode, url).toBe(404);
    }
  });
});
