// spec 001 §7 Product over HTTP (docs/decisions/083-products.md): create, read, list, update,
// validate and delete products and create product classes; the save's rules (§5: fields' messages,
// name and SKU one per company, class of the company); a product given to a tank and the delete
// then refused with how many tanks hold it; Edit Products (15) on every write; another company's
// product and folder answer 404; a site user reads the company's products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILL_MESSAGE, DENSITY_MESSAGE, productInUseMessage, type ProductDto } from '@ullage/domain/api/product';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
let t: TestContext;
let admin: Api;
let tank: DemoTank;

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  config: { sku: `SKU-${name}`, name, density: 0.51, defaultMaxFillPercent: 0.8, classId: null },
  tags: ['Bulk', 'Winter'],
  active: true,
  ...extra,
});

async function productRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from product');
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 2);
});
afterAll(() => t.close());

describe('a product', () => {
  it('is created in a folder, read, listed, updated and validated', async () => {
    const created = await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Test Gas Alpha'));
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json<ProductDto>();
    expect(p).toMatchObject({
      typeId: 21,
      label: 'Test Gas Alpha',
      active: true,
      folderUid: tank.companyUid,
      usedBy: 0,
      documentIds: [],
      config: {
        sku: 'SKU-Test Gas Alpha',
        name: 'Test Gas Alpha',
        density: 0.51,
        defaultMaxFillPercent: 0.8,
        classId: null,
        className: null,
      },
    });
    expect(p.tags.map((x) => x.description)).toEqual(['Bulk', 'Winter']);
    expect((await admin.get(`/api/Product/${p.uid}`)).json()).toEqual(p);
    // Listed in the company's folders below it too.
    const listed = (await admin.get(`/api/Product/ByFolder/${tank.siteUid}`)).json<ProductDto[]>();
    expect(listed.find((x) => x.uid === p.uid)).toEqual(p);

    const classes = await admin.post(`/api/Product/ToFolder/${tank.companyUid}/Classes`, {
      productClassName: 'Autogas',
      defaultMaxFillPercent: 0.85,
    });
    expect(classes.statusCode, classes.body).toBe(200);
    const cls = classes.json<{ productClassId: number; productClassName: string }>();
    expect((await admin.get(`/api/Product/ByFolder/${tank.siteUid}/Classes`)).json()).toContainEqual(classes.json());

    const updated = await admin.put(`/api/Product/${p.uid}`, {
      ...body('Test Gas Beta', { active: false, tags: ['Autogas', 'autogas', 'Fleet'] }),
      config: { sku: 'HD10', name: 'Test Gas Beta', density: 0.5, defaultMaxFillPercent: 0.85, classId: cls.productClassId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      uid: p.uid,
      label: 'Test Gas Beta',
      active: false,
      config: { sku: 'HD10', density: 0.5, classId: cls.productClassId, className: 'Autogas' },
    });
    // Tags are one of each, case aside.
    expect(updated.json<ProductDto>().tags.map((x) => x.description)).toEqual(['Autogas', 'Fleet']);
    // Inactive products stay listed (the Products page shows them), marked.
    const again = (await admin.get(`/api/Product/ByFolder/${tank.companyUid}`)).json<ProductDto[]>();
    expect(again.find((x) => x.uid === p.uid)?.active).toBe(false);

    const ok = await admin.post(`/api/Product/Validate?folderUid=${tank.companyUid}`, body('Something new'));
    expect(ok.json()).toEqual([{ isValid: true, label: 'Product', message: 'Something new can be saved.' }]);
    const clash = await admin.post(`/api/Product/Validate?folderUid=${tank.siteUid}`, {
      ...body('test gas beta'),
      config: { ...body('test gas beta').config, sku: 'hd10' },
    });
    expect(clash.json()).toEqual([
      { isValid: false, label: 'config.name', message: 'Name: another product is already named test gas beta' },
      { isValid: false, label: 'config.sku', message: 'SKU: another product already has SKU hd10' },
    ]);
    // Validating the product against itself finds no clash.
    const self = await admin.post(`/api/Product/Validate?folderUid=${tank.companyUid}&uid=${p.uid}`, {
      ...body('Test Gas Beta'),
      config: { ...body('Test Gas Beta').config, sku: 'HD10' },
    });
    expect(self.json()[0].isValid).toBe(true);
  });

  it("refuses a bad save with the field's message and changes nothing", async () => {
    const before = await productRows();
    const cases: [unknown, string, string][] = [
      [{ ...body('x'), config: { ...body('x').config, name: '' } }, 'config.name', 'Name: is required'],
      [{ ...body('x'), config: { ...body('x').config, density: 0 } }, 'config.density', DENSITY_MESSAGE],
      [
        { ...body('x'), config: { ...body('x').config, defaultMaxFillPercent: 1.2 } },
        'config.defaultMaxFillPercent',
        DEFAULT_MAX_FILL_MESSAGE,
      ],
      [{ ...body('x'), config: { ...body('x').config, classId: 999999 } }, 'config.classId', 'Class: was not found'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Twice'));
    const twice = await admin.post(`/api/Product/ToFolder/${tank.siteUid}`, body('TWICE'));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Name: another product is already named TWICE');
    expect(await productRows()).toBe(before + 1);
  });

  it('is given to a tank, and is not deleted while a tank holds it (the message says how many)', async () => {
    const p = (await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Tank Product'))).json<ProductDto>();
    const a = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    const saved = await admin.put(`/api/Asset/${tank.assetUid}`, {
      label: a.label,
      comment: a.comment,
      configs: a.configs,
      productUid: p.uid,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().product.uid).toBe(p.uid);
    expect((await admin.get(`/api/Product/${p.uid}`)).json().usedBy).toBe(1);

    const refused = await admin.delete(`/api/Product/${p.uid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(productInUseMessage('Tank Product', 1));
    expect((await admin.get(`/api/Product/${p.uid}`)).statusCode).toBe(200);

    const free = (await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Unused'))).json<ProductDto>();
    const deleted = await admin.delete(`/api/Product/${free.uid}`);
    expect(deleted.json()).toEqual({ uid: free.uid, deleted: true });
    expect((await admin.get(`/api/Product/${free.uid}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/Product/ByFolder/${tank.companyUid}`)).json<ProductDto[]>().map((x) => x.uid)).not.toContain(free.uid);
    // A deleted product is no longer given to a tank.
    const stale = await admin.put(`/api/Asset/${tank.assetUid}`, {
      label: a.label,
      comment: a.comment,
      configs: a.configs,
      productUid: free.uid,
    });
    expect(stale.statusCode).toBe(400);
  });
});

describe('scope and permission', () => {
  it("answers 404 for another company's products, classes and folders", async () => {
    const p = (await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Ours only'))).json<ProductDto>();
    const lube = client(t, await t.login('demo-lube'));
    const before = await productRows();
    const answers = await Promise.all([
      lube.get(`/api/Product/${p.uid}`),
      lube.get(`/api/Product/ByFolder/${tank.companyUid}`),
      lube.get(`/api/Product/ByFolder/${tank.companyUid}/Classes`),
      lube.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Theirs')),
      lube.post(`/api/Product/ToFolder/${tank.companyUid}/Classes`, { productClassName: 'Theirs', defaultMaxFillPercent: 0.8 }),
      lube.post(`/api/Product/Validate?folderUid=${tank.companyUid}`, body('Theirs')),
      lube.put(`/api/Product/${p.uid}`, body('Taken')),
      lube.delete(`/api/Product/${p.uid}`),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect(await productRows()).toBe(before);
    expect((await admin.get(`/api/Product/${p.uid}`)).json()).toEqual(p);
  });

  it('lets a user without Edit Products (15) read but not write (403), changing nothing', async () => {
    const p = (await admin.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Read only'))).json<ProductDto>();
    const office = client(t, await t.login('jnowak.propane'));
    expect((await office.get(`/api/Product/${p.uid}`)).statusCode).toBe(200);
    const before = await productRows();
    const writes = await Promise.all([
      office.post(`/api/Product/ToFolder/${tank.companyUid}`, body('Nope')),
      office.post(`/api/Product/ToFolder/${tank.companyUid}/Classes`, { productClassName: 'Nope', defaultMaxFillPercent: 0.8 }),
      office.post(`/api/Product/Validate?folderUid=${tank.companyUid}`, body('Nope')),
      office.put(`/api/Product/${p.uid}`, body('Nope')),
      office.delete(`/api/Product/${p.uid}`),
    ]);
    for (const res of writes) expect(res.statusCode, res.body).toBe(403);
    expect(await productRows()).toBe(before);
    expect((await admin.get(`/api/Product/${p.uid}`)).json()).toEqual(p);
  });
});
