// spec 001 §7 Product calls, §5 product save validation (docs/decisions/083-products.md). A product
// stands in a folder (usually the company's) and serves that folder and every folder below it: a
// branch's staff read and use the company's products, as asset saves allow
// (asset.repository.ts productInScope). Writes need Edit Products (15, the route) and the folder in
// the caller's own scope; another company's product or folder answers 404, as a missing one.
import type { ProductClass, ProductClassSave, ProductDto, ProductSaveBody, Tag } from '@ullage/domain/api/product';
import { productClassSaveSchema, productInUseMessage } from '@ullage/domain/api/product';
import { EntityType } from '@ullage/domain/entity-types';
import type { ValidationResultItem } from '@ullage/domain/validation';
import { fieldMessage } from '@ullage/domain/validation';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { ProductRepository, StoredProduct } from './product.repository';

/** A folder's path without the vendor's root: the folders of one company that a folder sees. */
const companyPath = (path: number[]) => (path.length > 1 ? path.slice(1) : path);

/** The save's tags as stored (spec 001 §3.3 Tag): one of each, in the order given. */
function tagsOf(descriptions: string[]): Tag[] {
  const seen = new Set<string>();
  const tags: Tag[] = [];
  for (const d of descriptions.map((t) => t.trim())) {
    if (d === '' || seen.has(d.toLowerCase())) continue;
    seen.add(d.toLowerCase());
    tags.push({ id: tags.length + 1, description: d, typeName: 'Product' });
  }
  return tags;
}

export function createProductService(repo: ProductRepository, scope: Scope, entities: Entities) {
  async function folderPathOf(caller: Caller, folderUid: number, write: boolean): Promise<number[]> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return path;
  }

  /** A live product the caller may read: in its scope, or in a folder above its base up to its company. */
  async function load(caller: Caller, uid: number, write = false): Promise<StoredProduct> {
    const missing = new NotFoundError(`Product ${uid} was not found.`);
    const p = await repo.get(uid);
    if (!p || !p.entityActive) throw missing;
    if (write) {
      await scope.requireWrite(caller, uid, 'Product');
      return p;
    }
    const basePath = (await repo.folderPath(caller.baseFolderUid)) ?? [];
    const inCompany = companyPath(basePath).includes(p.folderUid) || p.folderPath.includes(caller.baseFolderUid);
    if (!inCompany) throw missing;
    return p;
  }

  /** spec 001 §5: the rules beyond the fields' own; field -> messages, empty when it may be saved. */
  async function problems(folderPath: number[], body: ProductSaveBody, exceptUid: number | null): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    const company = companyPath(folderPath);
    if (body.config.classId !== null) {
      const cls = await repo.classById(body.config.classId);
      if (!cls || !company.includes(cls.folderUid)) errors['config.classId'] = [fieldMessage('Class', 'was not found')];
    }
    // Names and SKUs are one per company: the company's folders and the one the product stands in.
    const clash = await repo.clashes(company, { name: body.config.name.trim(), sku: body.config.sku.trim() }, exceptUid);
    if (clash.nameTaken) errors['config.name'] = [fieldMessage('Name', `another product is already named ${body.config.name.trim()}`)];
    if (clash.skuTaken) errors['config.sku'] = [fieldMessage('SKU', `another product already has SKU ${body.config.sku.trim()}`)];
    return errors;
  }

  async function check(folderPath: number[], body: ProductSaveBody, exceptUid: number | null) {
    const errors = await problems(folderPath, body, exceptUid);
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new BadRequestError(first, errors);
  }

  const fieldsOf = (body: ProductSaveBody) => ({
    sku: body.config.sku.trim(),
    name: body.config.name.trim(),
    density: body.config.density,
    defaultMaxFillPercent: body.config.defaultMaxFillPercent,
    classId: body.config.classId,
    active: body.active,
  });

  const dtoOf = async (uid: number): Promise<ProductDto> => repo.toDto((await repo.get(uid))!);

  return {
    /** GET Product/ByFolder/{folder}: its own products and those of the folders above it up to its
     * company, deleted ones aside (inactive ones included: the Products page re-activates them). */
    async byFolder(caller: Caller, folderUid: number): Promise<ProductDto[]> {
      return repo.inFolders(companyPath(await folderPathOf(caller, folderUid, false)));
    },

    async get(caller: Caller, uid: number): Promise<ProductDto> {
      return repo.toDto(await load(caller, uid));
    },

    async create(caller: Caller, folderUid: number, body: ProductSaveBody): Promise<ProductDto> {
      const path = await folderPathOf(caller, folderUid, true);
      await check(path, body, null);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Product,
          label: body.config.name.trim(),
          iconName: 'Product',
          tags: tagsOf(body.tags),
          userDefValues: [],
        });
        await repo.insert(w.tx, newUid, fieldsOf(body));
        await w.join(newUid, folderUid);
        return newUid;
      });
      return dtoOf(uid);
    },

    async update(caller: Caller, uid: number, body: ProductSaveBody): Promise<ProductDto> {
      if (body.uid !== undefined && body.uid !== 0 && body.uid !== uid) {
        throw new BadRequestError(`The product uid in the body (${body.uid}) is not the one in the address (${uid}).`);
      }
      const current = await load(caller, uid, true);
      await check(current.folderPath, body, uid);
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: body.config.name.trim(), tags: tagsOf(body.tags), userDefValues: current.userDefValues });
        await repo.update(w.tx, uid, fieldsOf(body));
      });
      return dtoOf(uid);
    },

    /** POST Product/Validate?folderUid=&uid=: spec 001 §3.10 items, one per problem, or one valid item. */
    async validate(caller: Caller, folderUid: number, uid: number | undefined, body: ProductSaveBody): Promise<ValidationResultItem[]> {
      const path = uid ? (await load(caller, uid, true)).folderPath : await folderPathOf(caller, folderUid, true);
      const errors = await problems(path, body, uid ?? null);
      const items = Object.entries(errors).flatMap(([label, messages]) => messages.map((message) => ({ isValid: false, label, message })));
      return items.length > 0 ? items : [{ isValid: true, label: 'Product', message: `${body.config.name.trim()} can be saved.` }];
    },

    /** DELETE Product/{uid}: refused (409) while tanks hold it, saying how many; else out of its
     * folders and inactive (the tanks' history still names it). */
    async remove(caller: Caller, uid: number) {
      const current = await load(caller, uid, true);
      if (current.usedBy > 0) throw new ConflictError(productInUseMessage(current.config.name, current.usedBy));
      await entities.write(caller, (w) => w.leaveAll(uid));
      return { uid, deleted: true as const };
    },

    /** GET Product/ByFolder/{folder}/Classes: the classes of the folder and those above it in its company. */
    async classes(caller: Caller, folderUid: number): Promise<ProductClass[]> {
      return repo.classesIn(companyPath(await folderPathOf(caller, folderUid, false)));
    },

    /** POST Product/ToFolder/{folder}/Classes. */
    async createClass(caller: Caller, folderUid: number, body: ProductClassSave): Promise<ProductClass> {
      await folderPathOf(caller, folderUid, true);
      const c = productClassSaveSchema.parse(body);
      const id = await entities.write(caller, (w) =>
        repo.insertClass(w.tx, folderUid, { ...c, productClassName: c.productClassName.trim() }),
      );
      return (await repo.classById(id))!;
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
