// spec 001 §3.3 Product (config: sku, name, density, defaultMaxFillPercent, classId, className;
// tags, documentIds, active) and §7 GET Product/ByFolder/{folder}.
import { z } from 'zod';

export const productDtoSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(21),
  label: z.string(),
  active: z.boolean(),
  config: z.object({
    sku: z.string(),
    name: z.string(),
    density: z.number(),
    /** A fraction (shown x100, spec 000 §5). */
    defaultMaxFillPercent: z.number(),
    classId: z.number().int().nullable(),
    className: z.string().nullable(),
  }),
  tags: z.array(z.unknown()),
  documentIds: z.array(z.number().int()),
  folderUid: z.number().int(),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const productListSchema = z.array(productDtoSchema);
