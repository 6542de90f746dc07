// spec 001 §7 Entity documents over HTTP (docs/decisions/082-documents-in-postgresql.md): upload
// (multipart), list, download byte for byte with the content type the bytes showed and a safe
// Content-Disposition, delete; an executable renamed .pdf, an empty file and one over the limit
// refused; the entity's scope (another company's answers 404) and the permission that edits it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_EMPTY, DOCUMENT_KIND_REFUSED, documentTooLarge, type DocumentDto } from '@ullage/domain/collaboration/documents-api';
import { createTestContext, type TestContext } from './helpers';
import { COMPANIES, demoTank, type DemoTank } from './support';

const MAX = 64 * 1024;
let t: TestContext;
let tank: DemoTank;
let admin: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000), Buffer.from('\n%%EOF\n')]);
/** An ELF executable's first bytes. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), randomBytes(2000)]);

function multipart(file: { name: string; bytes: Buffer; type?: string }, comments?: string) {
  const boundary = `----ullage${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (comments !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comments"\r\n\r\n${comments}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string, uid: number, file: { name: string; bytes: Buffer; type?: string }, comments?: string) {
  const m = multipart(file, comments);
  return t.app.inject({
    method: 'POST',
    url: `/api/Entity/${uid}/Document`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
}
const call = (token: string, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

async function documentRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from document');
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestContext({ documentMaxBytes: MAX });
  admin = await t.login('demo-propane');
  tank = await demoTank(t, COMPANIES.propane, 1);
});
afterAll(() => t.close());

describe('a document', () => {
  it('round-trips byte for byte with the content type its bytes show', async () => {
    for (const [file, type, name] of [
      [{ name: 'tank photo.png', bytes: PNG, type: 'image/png' }, 'image/png', 'tank photo.png'],
      // The uploader's header and extension do not decide: the bytes do.
      [{ name: 'manual.bin', bytes: PDF, type: 'text/html' }, 'application/pdf', 'manual.pdf'],
    ] as const) {
      const res = await upload(admin, tank.assetUid, file, 'Taken at install');
      expect(res.statusCode, res.body).toBe(200);
      const doc = res.json<DocumentDto>();
      expect(doc).toMatchObject({
        entityUid: tank.assetUid,
        fileName: name,
        contentType: type,
        size: file.bytes.length,
        comments: 'Taken at install',
        createdByName: 'demo-propane',
      });
      const listed = (await call(admin, 'GET', `/api/Entity/${tank.assetUid}/Documents`)).json<DocumentDto[]>();
      expect(listed).toContainEqual(doc);
      const down = await call(admin, 'GET', `/api/Entity/Document/${doc.id}`);
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe(type);
      expect(down.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(down.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(down.rawPayload, file.bytes)).toBe(0);
    }
  });

  it('keeps a safe name: no path, no quotes, the real extension', async () => {
    const res = await upload(admin, tank.assetUid, { name: '..\\..\\evil<name>.exe', bytes: PNG });
    expect(res.json().fileName).toBe('evilname.png');
    const down = await call(admin, 'GET', `/api/Entity/Document/${res.json().id}`);
    expect(down.headers['content-disposition']).toBe(`attachment; filename="evilname.png"; filename*=UTF-8''evilname.png`);
  });

  it('refuses an executable renamed .pdf, an empty file and one over the limit, storing nothing', async () => {
    const before = await documentRows();
    const renamed = await upload(admin, tank.assetUid, { name: 'invoice.pdf', bytes: ELF, type: 'application/pdf' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ file: [DOCUMENT_KIND_REFUSED] });
    const empty = await upload(admin, tank.assetUid, { name: 'nothing.pdf', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ file: [DOCUMENT_EMPTY] });
    const big = await upload(admin, tank.assetUid, { name: 'big.pdf', bytes: Buffer.concat([PDF, randomBytes(MAX)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ file: [documentTooLarge(MAX)] });
    expect(big.json().message).toBe('File: must be at most 64 KB');
    expect(await documentRows()).toBe(before);
  });

  it('is deleted', async () => {
    const doc = (await upload(admin, tank.assetUid, { name: 'gone.png', bytes: PNG })).json<DocumentDto>();
    expect((await call(admin, 'DELETE', `/api/Entity/Document/${doc.id}`)).json()).toEqual({ id: doc.id, deleted: true });
    expect((await call(admin, 'GET', `/api/Entity/Document/${doc.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/Entity/${tank.assetUid}/Documents`)).json<DocumentDto[]>().map((d) => d.id)).not.toContain(
      doc.id,
    );
  });

  it("is listed among a product's documentIds", async () => {
    const products = (await call(admin, 'GET', `/api/Product/ByFolder/${tank.companyUid}`)).json<{ uid: number }[]>();
    const doc = (await upload(admin, products[0]!.uid, { name: 'sds.pdf', bytes: PDF })).json<DocumentDto>();
    expect((await call(admin, 'GET', `/api/Product/${products[0]!.uid}`)).json().documentIds).toContain(doc.id);
  });
});

describe('scope and permission', () => {
  it("answers 404 for another company's entity and documents, changing nothing", async () => {
    const doc = (await upload(admin, tank.assetUid, { name: 'ours.png', bytes: PNG })).json<DocumentDto>();
    const lube = await t.login('demo-lube');
    const before = await documentRows();
    for (const res of [
      await call(lube, 'GET', `/api/Entity/${tank.assetUid}/Documents`),
      await upload(lube, tank.assetUid, { name: 'theirs.png', bytes: PNG }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // A document's answer does not name the entity it belongs to.
    for (const res of [
      await call(lube, 'GET', `/api/Entity/Document/${doc.id}`),
      await call(lube, 'DELETE', `/api/Entity/Document/${doc.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(`Document ${doc.id} was not found.`);
    }
    expect(await documentRows()).toBe(before);
  });

  it('lets a user without the permission that edits the entity read and download, not add or delete (403)', async () => {
    const doc = (await upload(admin, tank.companyUid, { name: 'contract.pdf', bytes: PDF })).json<DocumentDto>();
    // Office and Billing has no Edit Folder (12).
    const office = await t.login('jnowak.propane');
    expect((await call(office, 'GET', `/api/Entity/${tank.companyUid}/Documents`)).json<DocumentDto[]>().map((d) => d.id)).toContain(
      doc.id,
    );
    expect(Buffer.compare((await call(office, 'GET', `/api/Entity/Document/${doc.id}`)).rawPayload, PDF)).toBe(0);
    const before = await documentRows();
    const add = await upload(office, tank.companyUid, { name: 'mine.png', bytes: PNG });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe("Changing this entity's documents needs Edit Folder (12).");
    expect((await call(office, 'DELETE', `/api/Entity/Document/${doc.id}`)).statusCode).toBe(403);
    expect(await documentRows()).toBe(before);
  });
});
