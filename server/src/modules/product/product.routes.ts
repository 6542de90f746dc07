// spec 001 §7 Product: GET Product/ByFolder/{folder}. Editing products (the Products page) is not
// built yet.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { folderParamsSchema } from '@ullage/domain/tanks/api';
import { productListSchema } from '@ullage/domain/api/product';
import { callerOf } from '../../plugins/auth';
import type { ProductService } from './product.service';

export function productRoutes(app: FastifyInstance, products: ProductService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Product/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Product'],
        summary: "A folder's products and those of the folders above it up to its company",
        params: folderParamsSchema,
        response: { 200: productListSchema },
      },
    },
    (req) => products.byFolder(callerOf(req), req.params.folder),
  );
}
