// spec 001 §7 POST Webview/SQL/StoredProcedure with ConnectionString, ProcedureName, Parameters,
// "used to fetch tank dimension types (inputs sensorTypeId and folderUid), returns a table". The
// server never takes a connection string or a procedure name from a client: the one known use is
// served by a fixed query, anything else is refused (docs/decisions/031-webview-sql.md).
import { z } from 'zod';
import { SENSOR_TYPES } from '../devices/device-catalogue';

/** The one procedure the portal answers. */
export const TANK_DIMENSION_TYPES_PROCEDURE = 'GetTankDimensionTypes';

export const storedProcedureBodySchema = z.object({
  ConnectionString: z.string().max(2000).optional(),
  ProcedureName: z.string().max(200),
  Parameters: z.record(z.string(), z.unknown()).default({}),
});

/** A number sent as a number or as digits (the parameters are free-form); anything else stays as
 * it came, and the global error map says it must be a number ("1; drop table" is not one). */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v === '' ? undefined : v), schema);

export const tankDimensionTypesParamsSchema = z.object({
  sensorTypeId: numeric(
    z
      .number()
      .int()
      .refine((id) => SENSOR_TYPES.some((t) => t.id === id), { error: 'Sensor Type Id: is not a known sensor type' }),
  ),
  folderUid: numeric(z.number().int().positive()),
});

/** "returns a table": column names and rows of values. */
export const storedProcedureResultSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

export const CONNECTION_STRING_REFUSED = 'Connection strings are not accepted: the portal queries its own database only.';
export const UNKNOWN_PROCEDURE = `Unknown procedure: the only one available is ${TANK_DIMENSION_TYPES_PROCEDURE}.`;
