// spec 001 §7 Mobile: GET MobileApp/ExtendedAssetReportData/{id}; GET and POST
// MobileApp/AssetReportUserDataFields (body list of objects with fieldName). A phone shows one tank's
// asset report row with the fields its user chose (docs/decisions/103).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extendedAssetReportDataSchema, mobileAssetFieldsSchema, mobileAssetParamsSchema } from '@ullage/domain/reports/mobile-api';
import { callerOf } from '../../plugins/auth';
import type { ReportService } from './report.service';

export function mobileRoutes(app: FastifyInstance, reports: ReportService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['MobileApp'];
  r.get(
    '/api/MobileApp/ExtendedAssetReportData/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "One tank's asset report row with the caller's mobile fields, in the caller's units",
        params: mobileAssetParamsSchema,
        response: { 200: extendedAssetReportDataSchema },
      },
    },
    (req) => reports.extendedAssetData(callerOf(req), req.params.id),
  );
  r.get(
    '/api/MobileApp/AssetReportUserDataFields',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The asset report fields the caller's mobile app shows, in order (empty: the report's defaults)",
        response: { 200: mobileAssetFieldsSchema },
      },
    },
    (req) => reports.mobileAssetFields(callerOf(req)),
  );
  r.post(
    '/api/MobileApp/AssetReportUserDataFields',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Save the asset report fields the caller's mobile app shows",
        body: mobileAssetFieldsSchema,
        response: { 200: mobileAssetFieldsSchema },
      },
    },
    (req) => reports.saveMobileAssetFields(callerOf(req), req.body),
  );
}
