// spec 001 §7 EntityReport RMASchema / RMAData: the RMAs of the devices of a folder and its
// subfolders, one row each (a device returned twice has two rows), over the device report rows
// (docs/decisions/033-report-rows.md, 089-rma-and-inventory.md). The row's uid is the device's.
import { sql } from 'drizzle-orm';
import { RMA_REASON_CODES, RMA_STATUSES } from '@ullage/domain/billing/rma';
import { ReportType } from '@ullage/domain/reports/reports';
import { defineGridTable, type GridColumn } from './grid-query';
import { MODEL_VALUES, date, folderPathExpression, num, set, text, type ReportDefinition, type ReportViewer } from './report-definition';

function columns(viewer: ReportViewer): GridColumn[] {
  return [
    num('rmaId', 'RMA', sql`q.id`, { defaultVisible: true }),
    text('serialNumber', 'Serial Number', sql`q.device_sn`, { defaultVisible: true }),
    text('label', 'Device', sql`r.label`, { defaultVisible: true }),
    set('model', 'Model', sql`r.model_id`, MODEL_VALUES),
    set('status', 'Status', sql`q.status_id`, RMA_STATUSES, { defaultVisible: true }),
    set('reason', 'Reason', sql`q.reason_code_id`, RMA_REASON_CODES, { defaultVisible: true }),
    text('comments', 'Comments', sql`q.comments`),
    text('requestedBy', 'Requested By', sql`q.requested_by_name`, { defaultVisible: true }),
    date('requested', 'Requested', sql`q.created_at`, { defaultVisible: true }),
    date('updated', 'Last Change', sql`q.updated_at`, { defaultVisible: true }),
    date('customerConfirmed', 'Return Confirmed', sql`q.customer_confirmed_at`),
    text('folderLabel', 'Site', sql`r.folder_label`, { defaultVisible: true }),
    text('folderPath', 'Folder Path', folderPathExpression(viewer)),
  ];
}

/** `requestedBy`: only the RMAs this user asked for (RMAData's userUID). */
export function rmaReport(viewer: ReportViewer, requestedBy?: number): ReportDefinition {
  const mine = requestedBy === undefined ? sql`` : sql` and q.requested_by = ${requestedBy}`;
  return {
    reportTypeId: ReportType.Rma,
    rows: 'device',
    table: defineGridTable(columns(viewer), sql`q.id`),
    from: sql`device_report_row r join rma_request q on q.device_uid = r.device_uid${mine}`,
    key: [sql`q.id`, sql`r.folder_uid`],
    rowKey: sql`q.id`,
  };
}
