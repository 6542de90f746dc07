// spec 001 §7 Mobile: GET MobileApp/ExtendedAssetReportData/{id}; GET and POST
// MobileApp/AssetReportUserDataFields (body list of objects with fieldName). The shapes beyond the
// body are not shown: docs/decisions/103-folder-entity-mobile-config-snapshot.md.
import { z } from 'zod';
import { customColumnListSchema, reportCellValueSchema, reportColumnSchema } from './api';

/** The asset report fields the caller's mobile app shows for one tank, in order (the fieldName of
 * each is an asset report column id, as the custom columns'); empty: the report's default columns. */
export const mobileAssetFieldsSchema = customColumnListSchema;

/** One field of a tank's row: the column, its value as stored (base units, central time) and its
 * text in the caller's units and time zone (as the report's CSV writes it). */
export const mobileAssetFieldSchema = z.object({
  fieldName: z.string(),
  header: z.string(),
  format: reportColumnSchema.shape.format,
  value: reportCellValueSchema,
  text: z.string(),
});

/** GET MobileApp/ExtendedAssetReportData/{id}: the asset report's row of one tank, seen from the
 * folder it stands in, with the caller's mobile fields. */
export const extendedAssetReportDataSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  fields: z.array(mobileAssetFieldSchema),
});
export type ExtendedAssetReportData = z.infer<typeof extendedAssetReportDataSchema>;

/** The tank's uid, named id as the spec's path does. */
export const mobileAssetParamsSchema = z.object({ id: z.coerce.number().int().positive() });
