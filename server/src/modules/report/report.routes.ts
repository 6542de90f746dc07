// spec 001 §7 EntityReport: AssetSchema/AssetData, DeviceSchema/DeviceData, ConfigSchema/ConfigData
// (reportTypeID), UsageSchema/UsageData (startDate, endDate), RMASchema/RMAData (userUID); GET and POST EntityReport/CustomColumns/{uid} with reportTypeId; GET
// EntityReport/Profiles (userUID, folderUID); GET EntityReport/Profile/{id}; PUT or POST
// EntityReport/Profile (and DELETE EntityReport/Profile/{id}); spec 001 §7 Folder: GET
// Folder/{uid}/Summary (gatewaysOnly, monitorsOnly).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  CUSTOM_COLUMNS_PATH,
  ENTITY_REPORTS,
  REPORT_PROFILE_PATH,
  REPORT_PROFILES_PATH,
  configReportCsvBodySchema,
  configReportDataQuerySchema,
  configReportSchemaQuerySchema,
  customColumnListSchema,
  customColumnsQuerySchema,
  entityReportDataQuerySchema,
  entityReportSchemaQuerySchema,
  reportCsvBodySchema,
  reportCsvParamsSchema,
  reportDataResponseSchema,
  reportProfileBodySchema,
  reportProfileListSchema,
  reportProfileParamsSchema,
  reportProfileResponseSchema,
  reportProfilesQuerySchema,
  reportSchemaResponseSchema,
  usageReportCsvBodySchema,
  usageReportDataQuerySchema,
  rmaReportCsvBodySchema,
  rmaReportDataQuerySchema,
} from '@ullage/domain/reports/api';
import { folderSummaryQuerySchema, folderSummarySchema } from '@ullage/domain/reports/summary-api';
import { folderDashboardSchema } from '@ullage/domain/reports/dashboard-api';
import { Permission } from '@ullage/domain/people/permissions';
import { ReportType } from '@ullage/domain/reports/reports';
import { callerOf } from '../../plugins/auth';
import type { ReportService } from './report.service';

const tags = ['EntityReport'];
const signedIn = { auth: 'signed-in' } as const;

/** A data call answers up to 1,000 rows of some fifty cells, built from the report's declared
 * columns by report.repository.ts; encoding them again through the response schema cost more than
 * the page's SQL (docs/decisions/033-report-rows.md). The schema still describes the answer (the
 * OpenAPI document, the web's parsing) and the tests parse every answer with it. */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function reportRoutes(app: FastifyInstance, reports: ReportService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const [asset, device, config, usage, rma] = ENTITY_REPORTS;

  for (const [report, typeId] of [
    [asset, ReportType.Asset],
    [device, ReportType.Device],
  ] as const) {
    r.get(
      `/api/${report.schemaPath}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `The ${report.key} report's columns`,
          querystring: entityReportSchemaQuerySchema,
          response: { 200: reportSchemaResponseSchema },
        },
      },
      (req) => reports.schema(callerOf(req), typeId, req.query.folderUid),
    );
    r.get(
      `/api/${report.dataPath}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `A page of the ${report.key} report of a folder and its subfolders (AG Grid's block, filter and sort models)`,
          querystring: entityReportDataQuerySchema,
          response: { 200: reportDataResponseSchema },
        },
        serializerCompiler: plainJson,
      },
      (req) => reports.data(callerOf(req), typeId, req.query),
    );
  }
  r.get(
    `/api/${config.schemaPath}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A Config report's columns (reportTypeID: Tank, Pressure or Device Config)",
        querystring: configReportSchemaQuerySchema,
        response: { 200: reportSchemaResponseSchema },
      },
    },
    (req) => reports.schema(callerOf(req), req.query.reportTypeID, req.query.folderUid),
  );
  r.get(
    `/api/${config.dataPath}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A page of a Config report of a folder and its subfolders',
        querystring: configReportDataQuerySchema,
        response: { 200: reportDataResponseSchema },
      },
      serializerCompiler: plainJson,
    },
    (req) => reports.data(callerOf(req), req.query.reportTypeID, req.query),
  );

  r.get(
    `/api/${usage.schemaPath}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The Usage report's columns",
        querystring: entityReportSchemaQuerySchema,
        response: { 200: reportSchemaResponseSchema },
      },
    },
    (req) => reports.schema(callerOf(req), ReportType.Usage, req.query.folderUid),
  );
  r.get(
    `/api/${usage.dataPath}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "A page of the Usage report of a folder and its subfolders: each tank's usage, deliveries and fills between startDate and endDate",
        querystring: usageReportDataQuerySchema,
        response: { 200: reportDataResponseSchema },
      },
      serializerCompiler: plainJson,
    },
    (req) => reports.data(callerOf(req), ReportType.Usage, req.query),
  );

  // spec 001 §7 RMASchema/RMAData (userUID); View RMA (27).
  r.get(
    `/api/${rma.schemaPath}`,
    {
      config: { auth: Permission.ViewRma },
      schema: {
        tags,
        summary: "The RMA report's columns",
        querystring: entityReportSchemaQuerySchema,
        response: { 200: reportSchemaResponseSchema },
      },
    },
    (req) => reports.schema(callerOf(req), ReportType.Rma, req.query.folderUid),
  );
  r.get(
    `/api/${rma.dataPath}`,
    {
      config: { auth: Permission.ViewRma },
      schema: {
        tags,
        summary:
          'A page of the RMA report of a folder and its subfolders: one row per RMA of its devices (userUID: only those that user asked for)',
        querystring: rmaReportDataQuerySchema,
        response: { 200: reportDataResponseSchema },
      },
      serializerCompiler: plainJson,
    },
    (req) => reports.data(callerOf(req), ReportType.Rma, req.query),
  );

  // The CSV download of each report (docs/decisions/097-streamed-report-csv.md): the data call's
  // grid state in a body, every row streamed as the grid's export; the data call's authorization.
  const csvResponse = {
    200: { description: 'The CSV file (UTF-8 with a byte-order mark, CRLF)', content: { 'text/csv': { schema: z.string() } } },
  };
  const csvRoutes = [
    { report: asset, body: reportCsvBodySchema, auth: 'signed-in', typeOf: () => ReportType.Asset },
    { report: device, body: reportCsvBodySchema, auth: 'signed-in', typeOf: () => ReportType.Device },
    { report: config, body: configReportCsvBodySchema, auth: 'signed-in', typeOf: (b: { reportTypeID?: number }) => b.reportTypeID! },
    { report: usage, body: usageReportCsvBodySchema, auth: 'signed-in', typeOf: () => ReportType.Usage },
    { report: rma, body: rmaReportCsvBodySchema, auth: Permission.ViewRma, typeOf: () => ReportType.Rma },
  ] as const;
  for (const { report, body, auth, typeOf } of csvRoutes) {
    r.post(
      `/api/${report.csvPath}/:folderUid`,
      {
        config: { auth },
        schema: {
          tags,
          summary: `The ${report.key} report of a folder and its subfolders as CSV: every row of the data call's filters and sort, the chosen columns as the grid shows them, in the caller's units and time zone, streamed`,
          params: reportCsvParamsSchema,
          body,
          response: csvResponse,
        },
      },
      async (req, reply) => {
        const q = req.body as Parameters<ReportService['csv']>[3] & { reportTypeID?: number };
        const { fileName, readable } = await reports.csv(callerOf(req), typeOf(q), req.params.folderUid, q);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            // A stream is piped as it is (never serialized); the schema above only documents it.
            .send(readable as unknown as string)
        );
      },
    );
  }

  r.get(
    `/api/${CUSTOM_COLUMNS_PATH}/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A user's columns of a report type, in order (empty: the report's defaults)",
        params: uidParamsSchema,
        querystring: customColumnsQuerySchema,
        response: { 200: customColumnListSchema },
      },
    },
    (req) => reports.customColumns(callerOf(req), req.params.uid, req.query.reportTypeId),
  );
  r.post(
    `/api/${CUSTOM_COLUMNS_PATH}/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Save a user's columns of a report type",
        params: uidParamsSchema,
        querystring: customColumnsQuerySchema,
        body: customColumnListSchema,
        response: { 200: customColumnListSchema },
      },
    },
    (req) => reports.saveCustomColumns(callerOf(req), req.params.uid, req.query.reportTypeId, req.body),
  );

  r.get(
    `/api/${REPORT_PROFILES_PATH}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A user's report profiles saved for a folder",
        querystring: reportProfilesQuerySchema,
        response: { 200: reportProfileListSchema },
      },
    },
    (req) => reports.profiles(callerOf(req), req.query.userUID, req.query.folderUID),
  );
  r.get(
    `/api/${REPORT_PROFILE_PATH}/:id`,
    {
      config: signedIn,
      schema: { tags, summary: 'A report profile', params: reportProfileParamsSchema, response: { 200: reportProfileResponseSchema } },
    },
    (req) => reports.profile(callerOf(req), req.params.id),
  );
  for (const method of ['PUT', 'POST'] as const) {
    r.route({
      method,
      url: `/api/${REPORT_PROFILE_PATH}`,
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a report profile (id greater than 0 updates it)',
        body: reportProfileBodySchema,
        response: { 200: reportProfileResponseSchema },
      },
      handler: (req) => reports.saveProfile(callerOf(req), req.body),
    });
  }
  r.delete(
    `/api/${REPORT_PROFILE_PATH}/:id`,
    {
      config: signedIn,
      schema: { tags, summary: 'Delete a report profile', params: reportProfileParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await reports.deleteProfile(callerOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/Folder/:uid/Summary',
    {
      config: signedIn,
      schema: {
        tags: ['Folder'],
        summary: 'The folder summary: tanks by status and zone, devices by state and flag, product by product, the tanks most in need',
        params: uidParamsSchema,
        querystring: folderSummaryQuerySchema,
        response: { 200: folderSummarySchema },
      },
    },
    (req) => reports.summary(callerOf(req), req.params.uid, req.query),
  );
  r.get(
    '/api/Folder/:uid/Dashboard',
    {
      config: signedIn,
      schema: {
        tags: ['Folder'],
        summary:
          'The folder dashboard: tanks by zone, tanks due within 1, 3 and 7 days, late and low-battery devices, active alerts, volume by product and its daily trend',
        params: uidParamsSchema,
        response: { 200: folderDashboardSchema },
      },
    },
    (req) => reports.dashboard(callerOf(req), req.params.uid),
  );
}
