// spec 000 §7 "Navigation search (term, base folder uid) returns results; navigation tree node get
// by id". Paths are ours (the spec does not show them).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  navigationChildrenQuerySchema,
  navigationListSchema,
  navigationNodeQuerySchema,
  navigationNodeSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@ullage/domain/api/navigation';
import { callerOf } from '../../plugins/auth';
import type { NavigationService } from './navigation.service';

const tags = ['Navigation'];

export function navigationRoutes(app: FastifyInstance, navigation: NavigationService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Navigation/Node/:uid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The explorer node of an entity; a folder node carries the first page of its folders, users, assets and devices',
        params: uidParamsSchema,
        querystring: navigationNodeQuerySchema,
        response: { 200: navigationNodeSchema },
      },
    },
    (req) => navigation.node(callerOf(req), req.params.uid, req.query),
  );
  r.get(
    '/api/Navigation/Node/:uid/Children',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A page of a folder's subfolders (typeId 2), users (5), assets (10) or devices (16), by name",
        params: uidParamsSchema,
        querystring: navigationChildrenQuerySchema,
        response: { 200: navigationListSchema },
      },
    },
    (req) => navigation.children(callerOf(req), req.params.uid, req.query),
  );
  r.get(
    '/api/Navigation/Search',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Entities below the base folder whose name, serial number, user name, contact name or email, or address contains the term',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (req) => navigation.search(callerOf(req), req.query),
  );
}
