// spec 001 §7 IdentityGroup/ByFolder/{folderUid}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@ullage/domain/people/auth-api';
import { identityGroupListSchema } from '@ullage/domain/people/identity-api';
import { roleFolderParamsSchema } from '@ullage/domain/people/roles-api';
import { callerOf } from '../../plugins/auth';
import type { IdentityService } from './identity.service';

export function identityRoutes(app: FastifyInstance, identities: IdentityService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/IdentityGroup/ByFolder/:folderUid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['IdentityGroup'],
        summary: "The identity groups a folder offers: its own and its ancestors' up to its company",
        params: roleFolderParamsSchema,
        response: { 200: identityGroupListSchema, 404: messageResponseSchema },
      },
    },
    (req) => identities.byFolder(callerOf(req), req.params.folderUid),
  );
}
