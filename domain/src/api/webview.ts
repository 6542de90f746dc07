// spec 001 §7 POST Webview/SQL/StoredProcedure with ConnectionString, ProcedureName, Parameters,
// "used to fetch tank dimension types (inputs sensorTypeId and folderUid), returns a table". The
// server never takes a connection string or a procedure name from a client: the one known use is
// served by a fixed query, anything else is refused (docs/decisions/031-webview-sql.md).
import { z } from 'zod';

/** The one procedure the portal answers. */
export const TANK_DIMENSION_TYPES_PROCEDURE = 'GetTankDimensionTypes';

export const storedProcedureBodySchema = z.object({
  ConnectionString: z.string().max(2000).optional(),
  ProcedureName: z.string().max(200),
  Parameters: z.record(z.string(), z.unknown()).default({}),
});

export const tankDimensionTypesParamsSchema = z.object({
  sensorTypeId: z.coerce.number({ error: 'Sensor Type Id: is required' }).int().positive(),
  folderUid: z.coerce.number({ error: 'Folder Uid: is required' }).int().positive(),
});

/** "returns a table": column names and rows of values. */
export const storedProcedureResultSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

export const CONNECTION_STRING_REFUSED = 'Connection strings are not accepted: the portal queries its own database only.';
export const UNKNOWN_PROCEDURE = `Unknown procedure: the only one available is ${TANK_DIMENSION_TYPES_PROCEDURE}.`;
