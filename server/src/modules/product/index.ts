// The product module's face (docs/decisions/049-module-faces.md, 083-products.md): products and
// product classes, spec 001 §7 Product.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createProductRepository } from './product.repository';
import { productRoutes } from './product.routes';
import { createProductService } from './product.service';

export const productModule = fp<AppContext>(
  async (app, ctx) => productRoutes(app, createProductService(createProductRepository(ctx.db), app.scope, app.entities)),
  { name: 'product', dependencies: ['access', 'entity-writes'] },
);
