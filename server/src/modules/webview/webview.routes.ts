// spec 001 §7 POST Webview/SQL/StoredProcedure. Never a client's connection string or procedure:
// the one known use, tank dimension types by sensor type and folder, is a fixed query; anything
// else is a 400 (docs/decisions/014-webview-sql.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  CONNECTION_STRING_REFUSED,
  storedProcedureBodySchema,
  storedProcedureResultSchema,
  tankDimensionTypesParamsSchema,
  TANK_DIMENSION_TYPES_PROCEDURE,
  UNKNOWN_PROCEDURE,
} from '@ullage/domain/api/webview';
import { sensorTypeProperty, MonitoredProperty } from '@ullage/domain/device-catalogue';
import { geometryDimensions, requiredDimensions, TANK_TYPES } from '@ullage/domain/tank-geometry';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import type { Db } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import type { Scope } from '../access/scope';

export function webviewRoutes(app: FastifyInstance, deps: { db: Db; scope: Scope }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/Webview/SQL/StoredProcedure',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Webview'],
        summary: `Tank dimension types by sensor type and folder (${TANK_DIMENSION_TYPES_PROCEDURE}); nothing else`,
        body: storedProcedureBodySchema,
        response: { 200: storedProcedureResultSchema, 400: validationErrorBodySchema },
      },
    },
    async (req) => {
      const body = req.body;
      if (body.ConnectionString) throw new BadRequestError(CONNECTION_STRING_REFUSED, { ConnectionString: [CONNECTION_STRING_REFUSED] });
      if (body.ProcedureName !== TANK_DIMENSION_TYPES_PROCEDURE) throw new BadRequestError(UNKNOWN_PROCEDURE, { ProcedureName: [UNKNOWN_PROCEDURE] });
      const parsed = tankDimensionTypesParamsSchema.safeParse(body.Parameters);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const i of parsed.error.issues) (errors[`Parameters.${i.path.join('.')}`] ??= []).push(i.message);
        throw new BadRequestError('Parameters: sensorTypeId and folderUid are required', errors);
      }
      const { sensorTypeId, folderUid } = parsed.data;
      await deps.scope.requireRead(callerOf(req), folderUid, 'Folder');
      const property = sensorTypeProperty(sensorTypeId);
      const measures = property === MonitoredProperty.Weight ? 'weight' : property === MonitoredProperty.TankLevel ? 'volume' : null;
      // How many tanks of each type the folder (and below) already has: the usual choice first.
      const { rows } = await deps.db.execute<{ cmid: number; n: number }>(sql`
        select (c.data->'tank'->>'cmid')::int as cmid, count(*)::int as n
          from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join folder_membership m on m.entity_uid = c.entity_uid join folder f on f.uid = m.folder_uid
         where c.type_id = 2 and f.path @> array[${folderUid}::bigint]
         group by 1`);
      const used = new Map(rows.map((x) => [x.cmid, x.n]));
      const types = measures ? TANK_TYPES.filter((t) => t.measuredBy === measures) : [];
      return {
        columns: ['TankTypeId', 'Label', 'Shape', 'MeasuredBy', 'CapacityFrom', 'RequiredDimensions', 'GeometryDimensions', 'TanksInFolder'],
        rows: [...types]
          .sort((a, b) => (used.get(b.id) ?? 0) - (used.get(a.id) ?? 0) || a.id - b.id)
          .map((t) => [t.id, t.label, t.shape, t.measuredBy, t.capacityFrom, requiredDimensions(t.id).join(','), geometryDimensions(t.id).join(','), used.get(t.id) ?? 0]),
      };
    },
  );
}
