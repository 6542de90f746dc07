// spec 001 §7 Webview/SQL/StoredProcedure: never a client's connection string or procedure; the
// one known use is answered from a fixed query (docs/decisions/031-webview-sql.md).
import {
  CONNECTION_STRING_REFUSED,
  tankDimensionTypesParamsSchema,
  TANK_DIMENSION_TYPES_PROCEDURE,
  UNKNOWN_PROCEDURE,
} from '@ullage/domain/api/webview';
import { MonitoredProperty, sensorTypeProperty } from '@ullage/domain/devices/device-catalogue';
import { geometryDimensions, requiredDimensions, TANK_TYPES } from '@ullage/domain/tanks/tank-geometry';
import { BadRequestError } from '../../lib/errors';
import type { Caller } from '../access';
import type { Scope } from '../access';
import type { WebviewRepository } from './webview.repository';

export function createWebviewService(repo: WebviewRepository, scope: Scope) {
  return {
    async storedProcedure(caller: Caller, body: { ConnectionString?: string; ProcedureName: string; Parameters: Record<string, unknown> }) {
      if (body.ConnectionString) throw new BadRequestError(CONNECTION_STRING_REFUSED, { ConnectionString: [CONNECTION_STRING_REFUSED] });
      if (body.ProcedureName !== TANK_DIMENSION_TYPES_PROCEDURE)
        throw new BadRequestError(UNKNOWN_PROCEDURE, { ProcedureName: [UNKNOWN_PROCEDURE] });
      const parsed = tankDimensionTypesParamsSchema.safeParse(body.Parameters);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const i of parsed.error.issues) (errors[`Parameters.${i.path.join('.')}`] ??= []).push(i.message);
        throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Parameters: sensorTypeId and folderUid are required', errors);
      }
      const { sensorTypeId, folderUid } = parsed.data;
      await scope.requireRead(caller, folderUid, 'Folder');
      const property = sensorTypeProperty(sensorTypeId);
      const measures = property === MonitoredProperty.Weight ? 'weight' : property === MonitoredProperty.TankLevel ? 'volume' : null;
      // The tank types such a sensor can read, the ones the folder already uses first.
      const used = await repo.tankTypeCounts(folderUid);
      const types = measures ? TANK_TYPES.filter((t) => t.measuredBy === measures) : [];
      return {
        columns: [
          'TankTypeId',
          'Label',
          'Shape',
          'MeasuredBy',
          'CapacityFrom',
          'RequiredDimensions',
          'GeometryDimensions',
          'TanksInFolder',
        ],
        rows: [...types]
          .sort((a, b) => (used.get(b.id) ?? 0) - (used.get(a.id) ?? 0) || a.id - b.id)
          .map((t) => [
            t.id,
            t.label,
            t.shape,
            t.measuredBy,
            t.capacityFrom,
            requiredDimensions(t.id).join(','),
            geometryDimensions(t.id).join(','),
            used.get(t.id) ?? 0,
          ]),
      };
    },
  };
}
export type WebviewService = ReturnType<typeof createWebviewService>;
