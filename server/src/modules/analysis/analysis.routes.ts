// The analysis calls (ours; spec 001 §2 analysis screens: fill, inventory, usage, report card):
// GET Analysis/{Fill|Inventory|Usage|ReportCard}/{folderUid} with startDate and endDate. The report
// card needs Manage Report Card (spec 000 §6, spec 001 §6 permission 39).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYSIS_PATHS,
  ANALYSIS_PDF_KINDS,
  analysisPdfBodySchema,
  analysisParamsSchema,
  analysisQuerySchema,
  fillAnalysisQuerySchema,
  fillAnalysisSchema,
  inventoryAnalysisSchema,
  reportCardSchema,
  usageAnalysisSchema,
} from '@ullage/domain/analysis/api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf, type RouteAuth } from '../../plugins/auth';
import type { AnalysisService } from './analysis.service';

const tags = ['Analysis'];
const signedIn = { auth: 'signed-in' } as const;

export function analysisRoutes(app: FastifyInstance, analysis: AnalysisService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The PDF of each page's table: the report card's needs what its page needs.
  for (const kind of ANALYSIS_PDF_KINDS) {
    r.post(
      `/api/${ANALYSIS_PATHS[kind]}/:folderUid/Pdf`,
      {
        config: { auth: kind === 'reportCard' ? (Permission.ManageReportCard as RouteAuth) : 'signed-in' },
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          summary: `The ${kind === 'reportCard' ? 'report card' : `${kind} analysis`} page's table as a paginated PDF under the folder's name and the range${
            kind === 'fill'
              ? ' (recorded as a FillReport event on the folder)'
              : kind === 'reportCard'
                ? ' (recorded as a ManagementReportCard event on the folder)'
                : ''
          }`,
          params: analysisParamsSchema,
          body: analysisPdfBodySchema,
          response: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } } },
        },
      },
      async (req, reply) => {
        const { fileName, bytes } = await analysis.pdf(callerOf(req), kind, req.params.folderUid, req.body);
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            // A Buffer is sent as it is (never serialized); the schema above only documents it.
            .send(bytes as unknown as string)
        );
      },
    );
  }
  r.get(
    `/api/${ANALYSIS_PATHS.fill}/:folderUid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Fill analysis of a folder and its subfolders between two dates: fills, amount delivered, fill percent vs the max fill, level before, early fills, run-outs, fills left out',
        params: analysisParamsSchema,
        querystring: fillAnalysisQuerySchema,
        response: { 200: fillAnalysisSchema },
      },
    },
    (req) => analysis.fill(callerOf(req), req.params.folderUid, req.query),
  );
  r.get(
    `/api/${ANALYSIS_PATHS.inventory}/:folderUid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Inventory analysis: the volume on hand each day between two dates, by product and by folder',
        params: analysisParamsSchema,
        querystring: analysisQuerySchema,
        response: { 200: inventoryAnalysisSchema },
      },
    },
    (req) => analysis.inventory(callerOf(req), req.params.folderUid, req.query),
  );
  r.get(
    `/api/${ANALYSIS_PATHS.usage}/:folderUid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Usage analysis: usage by day, weekday and product between two dates, and the change vs the range before',
        params: analysisParamsSchema,
        querystring: analysisQuerySchema,
        response: { 200: usageAnalysisSchema },
      },
    },
    (req) => analysis.usage(callerOf(req), req.params.folderUid, req.query),
  );
  r.get(
    `/api/${ANALYSIS_PATHS.reportCard}/:folderUid`,
    {
      config: { auth: Permission.ManageReportCard },
      schema: {
        tags,
        summary:
          'The management report card of a folder (a company) for a period: stops, gallons per stop, average fill percent, run-outs, late and failed devices, alerts (Manage Report Card)',
        params: analysisParamsSchema,
        querystring: fillAnalysisQuerySchema,
        response: { 200: reportCardSchema },
      },
    },
    (req) => analysis.reportCard(callerOf(req), req.params.folderUid, req.query),
  );
}
