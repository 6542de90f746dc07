// spec 001 §3.3 Product (config: sku, name, density, defaultMaxFillPercent, classId, className;
// tags, documentIds, active) and ProductClass; §5 product save validation; §7 Product calls: GET,
// PUT, DELETE Product/{uid}; GET Product/ByFolder/{folder}; GET Product/ByFolder/{folder}/Classes;
// POST Product/ToFolder/{folder}; POST Product/ToFolder/{folder}/Classes; POST Product/Validate.
// The bounds and messages of a product save are ours (§5 "not shown"; docs/decisions/083).
import { z } from 'zod';
import { fieldMessage, num, RULE_TEXT, text } from '../validation';

/** spec 001 §3.3 Tag: id, description, typeName. A product's tags are short free-text labels. */
export const tagSchema = z.object({ id: z.number().int(), description: z.string(), typeName: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_SKU_MAX = 50;
export const PRODUCT_TAG_MAX = 40;
export const PRODUCT_TAGS_MAX = 10;
export const PRODUCT_DENSITY_MAX = 20;

/** The fill limit travels as a fraction (shown x100, spec 000 §5); one message for both forms. */
export const DEFAULT_MAX_FILL_MESSAGE = 'Default Max Fill Percent: must be between 1 and 100';
export const DENSITY_MESSAGE = `Density: must be greater than 0 and at most ${PRODUCT_DENSITY_MAX}`;

export const productConfigSchema = z.object({
  sku: z.string(),
  name: z.string(),
  density: z.number(),
  /** A fraction (shown x100, spec 000 §5). */
  defaultMaxFillPercent: z.number(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
});

export const productDtoSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(21),
  label: z.string(),
  /** spec 001 §3.3 Product active: offered to tanks. */
  active: z.boolean(),
  config: productConfigSchema,
  tags: z.array(tagSchema),
  documentIds: z.array(z.number().int()),
  folderUid: z.number().int(),
  /** Tanks holding the product (a product in use cannot be deleted). */
  usedBy: z.number().int(),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const productListSchema = z.array(productDtoSchema);

/** The save's fields: a product's name is its label. */
export const productSaveSchema = z.object({
  uid: z.number().int().min(0).optional(),
  config: z.object({
    sku: text('SKU', { max: PRODUCT_SKU_MAX }).default(''),
    name: text('Name', { min: 1, max: PRODUCT_NAME_MAX }),
    density: z
      .number({ error: fieldMessage('Density', RULE_TEXT.required) })
      .gt(0, { error: DENSITY_MESSAGE })
      .lte(PRODUCT_DENSITY_MAX, { error: DENSITY_MESSAGE }),
    defaultMaxFillPercent: z
      .number({ error: DEFAULT_MAX_FILL_MESSAGE })
      .gte(0.01, { error: DEFAULT_MAX_FILL_MESSAGE })
      .lte(1, { error: DEFAULT_MAX_FILL_MESSAGE }),
    classId: z.number().int().positive().nullable().default(null),
  }),
  tags: z
    .array(text('Tag', { min: 1, max: PRODUCT_TAG_MAX }))
    .max(PRODUCT_TAGS_MAX, { error: fieldMessage('Tags', `must be at most ${PRODUCT_TAGS_MAX}`) })
    .default([]),
  active: z.boolean().default(true),
});
export type ProductSaveBody = z.output<typeof productSaveSchema>;

export const productUidParamsSchema = z.object({ uid: z.coerce.number().int().positive() });
export const productFolderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });
/** spec 001 §7 POST {Controller}/Validate with query uid and folderUid. */
export const productValidateQuerySchema = z.object({
  folderUid: z.coerce.number().int().positive(),
  uid: z.coerce.number().int().min(0).optional(),
});

export const productDeleteResultSchema = z.object({ uid: z.number().int(), deleted: z.literal(true) });

/** spec 001 §3.3 ProductClass. */
export const productClassSchema = z.object({
  productClassId: z.number().int(),
  productClassName: z.string(),
  defaultMaxFillPercent: z.number(),
  fillAnalysisMaxCapacity: z.number().nullable(),
  companyDisabled: z.boolean(),
  folderUid: z.number().int(),
});
export type ProductClass = z.infer<typeof productClassSchema>;
export const productClassListSchema = z.array(productClassSchema);

export const productClassSaveSchema = z.object({
  productClassName: text('Class Name', { min: 1, max: PRODUCT_NAME_MAX }),
  defaultMaxFillPercent: productSaveSchema.shape.config.shape.defaultMaxFillPercent,
  fillAnalysisMaxCapacity: num('Fill Analysis Max Capacity', { min: 0 }).nullable().default(null),
});
export type ProductClassSave = z.input<typeof productClassSaveSchema>;

/** The message of DELETE Product/{uid} while tanks hold it. */
export function productInUseMessage(name: string, tanks: number): string {
  return `${name} is the product of ${tanks} tank${tanks === 1 ? '' : 's'}: give ${tanks === 1 ? 'it' : 'them'} another product first.`;
}

/** A number typed into a text field ("0.51", "0,51"); nothing typed is nothing. */
const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? v : Number(String(v).trim().replace(',', '.'))),
    schema,
  );

/** The Products page's form: the fill limit as a percent, tags as one comma-separated line, the
 * class as the select's value; the same messages as the save, which it becomes. */
export const productFormSchema = z
  .object({
    name: productSaveSchema.shape.config.shape.name,
    sku: text('SKU', { max: PRODUCT_SKU_MAX }),
    density: typedNumber(productSaveSchema.shape.config.shape.density),
    maxFillPercent: typedNumber(
      z
        .number({ error: DEFAULT_MAX_FILL_MESSAGE })
        .gte(1, { error: DEFAULT_MAX_FILL_MESSAGE })
        .lte(100, { error: DEFAULT_MAX_FILL_MESSAGE }),
    ),
    classId: z.string(),
    tags: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(text('Tag', { max: PRODUCT_TAG_MAX }))
          .max(PRODUCT_TAGS_MAX, { error: fieldMessage('Tags', `must be at most ${PRODUCT_TAGS_MAX}`) }),
      ),
    active: z.boolean(),
  })
  .transform((f): ProductSaveBody => ({
    config: {
      sku: f.sku.trim(),
      name: f.name.trim(),
      density: f.density,
      defaultMaxFillPercent: Math.round(f.maxFillPercent * 100) / 10000,
      classId: f.classId === '' ? null : Number(f.classId),
    },
    tags: f.tags,
    active: f.active,
  }));
export type ProductFormValues = z.input<typeof productFormSchema>;

/** A product as the form shows it (a new one: density 1, 80% max fill, active). */
export function productToForm(p: ProductDto | null): ProductFormValues {
  return {
    name: p?.config.name ?? '',
    sku: p?.config.sku ?? '',
    density: String(p?.config.density ?? 1),
    maxFillPercent: String(Math.round((p?.config.defaultMaxFillPercent ?? 0.8) * 10000) / 100),
    classId: p?.config.classId ? String(p.config.classId) : '',
    tags: (p?.tags ?? []).map((t) => t.description).join(', '),
    active: p?.active ?? true,
  };
}

/** ours (spec 001 §8 lists none for products), in its neighbours' words. */
export const PRODUCT_SAVE_FAILURE_TITLE = 'Error saving Product';
