// spec 001 §7 Product: GET, PUT, DELETE Product/{uid}; GET Product/ByFolder/{folder};
// GET Product/ByFolder/{folder}/Classes; POST Product/ToFolder/{folder}; POST
// Product/ToFolder/{folder}/Classes; POST Product/Validate (folderUid). Reads: signed in (the folder
// scope decides); writes and Validate: Edit Products (15). Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productClassListSchema,
  productClassSaveSchema,
  productClassSchema,
  productDeleteResultSchema,
  productDtoSchema,
  productFolderParamsSchema,
  productListSchema,
  productSaveSchema,
  productUidParamsSchema,
  productValidateQuerySchema,
} from '@ullage/domain/api/product';
import { Permission } from '@ullage/domain/people/permissions';
import { validationResultItemSchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { ProductService } from './product.service';

const EDIT = Permission.EditProducts;

export function productRoutes(app: FastifyInstance, products: ProductService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Product'];
  r.get(
    '/api/Product/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's products and those of the folders above it up to its company (deleted ones aside)",
        params: productFolderParamsSchema,
        response: { 200: productListSchema },
      },
    },
    (req) => products.byFolder(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/Product/ByFolder/:folder/Classes',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The product classes of a folder and of the folders above it up to its company',
        params: productFolderParamsSchema,
        response: { 200: productClassListSchema },
      },
    },
    (req) => products.classes(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/Product/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'A product', params: productUidParamsSchema, response: { 200: productDtoSchema } },
    },
    (req) => products.get(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Product/ToFolder/:folder',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Create a product in a folder (it serves that folder and the folders below it)',
        params: productFolderParamsSchema,
        body: productSaveSchema,
        response: { 200: productDtoSchema },
      },
    },
    (req) => products.create(callerOf(req), req.params.folder, req.body),
  );
  r.post(
    '/api/Product/ToFolder/:folder/Classes',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Create a product class in a folder',
        params: productFolderParamsSchema,
        body: productClassSaveSchema,
        response: { 200: productClassSchema },
      },
    },
    (req) => products.createClass(callerOf(req), req.params.folder, req.body),
  );
  r.post(
    '/api/Product/Validate',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Check a product save without saving: each problem an invalid item (name or SKU taken, unknown class)',
        querystring: productValidateQuerySchema,
        body: productSaveSchema,
        response: { 200: z.array(validationResultItemSchema) },
      },
    },
    (req) => products.validate(callerOf(req), req.query.folderUid, req.query.uid, req.body),
  );
  r.put(
    '/api/Product/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Update a product (name, SKU, density, default max fill, class, tags, active)',
        params: productUidParamsSchema,
        body: productSaveSchema,
        response: { 200: productDtoSchema },
      },
    },
    (req) => products.update(callerOf(req), req.params.uid, req.body),
  );
  r.delete(
    '/api/Product/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Delete a product: refused (409) while tanks hold it, saying how many',
        params: productUidParamsSchema,
        response: { 200: productDeleteResultSchema },
      },
    },
    (req) => products.remove(callerOf(req), req.params.uid),
  );
}
