// An emailed report's files (docs/decisions/074-email-reports.md): the cells are the report grid's
// (domain/src/reports/export.ts cellText, in the contact group's units and time zone), written as
// the grid's CSV export (report/report-csv.ts, the CSV download's writer), as an HTML table with the zone colours (spec 001 §9 colours), or as a
// paginated PDF table with a header (report, folder, run time) and page numbers (pdfkit).
import type { ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { formatDateTime } from '@ullage/domain/reports/display';
import { cellText, type CellContext } from '@ullage/domain/reports/export';
import { zoneColor } from '@ullage/domain/tanks/zones';
import { utcOffsetHours } from '@ullage/domain/time-zones';
import { writePdfTable } from '../../lib/pdf-table';

export interface RenderedTable {
  title: string;
  folderLabel: string;
  runAt: Date;
  columns: readonly ReportColumn[];
  /** Each row's cell texts, in column order, and its zone colours (null where none). */
  cells: string[][];
  zones: (string | null)[][];
  /** Rows in the file (a CSV file's rows are written by report/report-csv.ts, not held in `cells`). */
  shown: number;
  /** Rows matching in all (more than `shown` when the result was cut). */
  total: number;
  ctx: CellContext;
}

/** The rows of a report as the grid shows them. */
export function tableOf(columns: readonly ReportColumn[], rows: readonly ReportRow[], ctx: CellContext) {
  return {
    cells: rows.map((row) => columns.map((c) => cellText(c, row[c.colId], ctx))),
    zones: rows.map((row) => columns.map((c) => (c.zoneColId ? (zoneColor(Number(row[c.zoneColId])) ?? null) : null))),
  };
}

export function runTimeText(t: Pick<RenderedTable, 'runAt' | 'ctx'>): string {
  return formatDateTime(t.runAt, utcOffsetHours(t.ctx.timeZone.timeZoneId, t.ctx.timeZone.observeDst, t.runAt));
}

/** "1,234 rows" and, when cut, "(the first 100,000 of 120,000)". */
export function rowCountText(t: Pick<RenderedTable, 'shown' | 'total'>): string {
  const n = new Intl.NumberFormat('en-US');
  const shown = `${n.format(t.shown)} ${t.shown === 1 ? 'row' : 'rows'}`;
  return t.total > t.shown ? `${shown} (the first ${n.format(t.shown)} of ${n.format(t.total)})` : shown;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole HTML document: heading, folder, run time, row count and (unless `withTable` is false)
 * the table, styled inline as email clients need. `maxRows` cuts the table in an email body. */
export function renderHtml(t: RenderedTable, opts: { withTable: boolean; maxRows?: number; note?: string }): string {
  const cell = 'border:1px solid #c8c8c8;padding:3px 6px;font:12px Arial,sans-serif;white-space:nowrap;text-align:left';
  const head = t.columns.map((c) => `<th style="${cell};background:#eef0f3">${escapeHtml(c.header)}</th>`).join('');
  const shown = opts.maxRows === undefined ? t.cells : t.cells.slice(0, opts.maxRows);
  const body = shown
    .map(
      (row, i) =>
        `<tr>${row
          .map((v, j) => {
            const zone = t.zones[i]?.[j];
            return `<td style="${cell}${zone ? `;background:${zone}` : ''}">${escapeHtml(v)}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  const more =
    opts.maxRows !== undefined && t.cells.length > opts.maxRows
      ? `<p style="font:12px Arial,sans-serif">The first ${opts.maxRows} rows are shown here.</p>`
      : '';
  const table = opts.withTable
    ? `<table style="border-collapse:collapse" role="table"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>${more}`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title></head><body>
<h1 style="font:bold 16px Arial,sans-serif">${escapeHtml(t.title)}</h1>
<p style="font:12px Arial,sans-serif">Folder: ${escapeHtml(t.folderLabel)}<br>Run: ${escapeHtml(runTimeText(t))}<br>${escapeHtml(rowCountText(t))}</p>
${opts.note ? `<p style="font:12px Arial,sans-serif">${escapeHtml(opts.note)}</p>` : ''}${table}
</body></html>`;
}

/** The plain-text part of every report email. */
export function renderText(t: RenderedTable, note: string): string {
  return `${t.title}\nFolder: ${t.folderLabel}\nRun: ${runTimeText(t)}\n${rowCountText(t)}\n\n${note}\n`;
}

/** The report as a paginated PDF table (lib/pdf-table.ts): report, folder, run time on each page. */
export function renderPdf(t: RenderedTable): Promise<Buffer> {
  return writePdfTable({
    title: t.title,
    subtitle: `Folder: ${t.folderLabel}    Run: ${runTimeText(t)}    ${rowCountText(t)}`,
    headers: t.columns.map((c) => c.header),
    cells: t.cells,
    zones: t.zones,
  });
}
