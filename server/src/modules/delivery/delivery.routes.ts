// Delivery planning (issue 17; ours, docs/decisions/092-delivery-planning.md): GET Delivery/Plan/
// {folderUid} plans a folder's deliveries; POST Delivery/Plan/{folderUid}/Email sends that plan to a
// contact group. Both need only a signed-in caller with the folder in scope, as the reports do.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DELIVERY_PATHS,
  deliveryEmailBodySchema,
  deliveryEmailResultSchema,
  deliveryParamsSchema,
  deliveryPlanQuerySchema,
  deliveryPlanSchema,
} from '@ullage/domain/delivery/api';
import { callerOf } from '../../plugins/auth';
import type { DeliveryService } from './delivery.service';

const tags = ['Delivery'];
const signedIn = { auth: 'signed-in' } as const;

export function deliveryRoutes(app: FastifyInstance, deliveries: DeliveryService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `/api/${DELIVERY_PATHS.plan}/:folderUid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "A folder's delivery plan: the tanks reaching their reorder level within the days, the volume to fill each to its max fill, grouped into truck loads, each in route order from the depot",
        params: deliveryParamsSchema,
        querystring: deliveryPlanQuerySchema,
        response: { 200: deliveryPlanSchema },
      },
    },
    (req) => deliveries.plan(callerOf(req), req.params.folderUid, req.query),
  );
  r.post(
    `/api/${DELIVERY_PATHS.plan}/:folderUid/Email`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Email a folder's delivery plan (its table, the CSV attached) to each member of a contact group",
        params: deliveryParamsSchema,
        body: deliveryEmailBodySchema,
        response: { 200: deliveryEmailResultSchema },
      },
    },
    (req) => deliveries.email(callerOf(req), req.params.folderUid, req.body),
  );
}
