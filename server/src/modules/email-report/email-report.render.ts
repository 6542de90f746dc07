// An emailed report's files (docs/decisions/074-email-reports.md): the cells are the report grid's
// (domain/src/reports/export.ts cellText, in the contact group's units and time zone), written as
// the grid's CSV export, as an HTML table with the zone colours (spec 001 §9 colours), or as a
// paginated PDF table with a header (report, folder, run time) and page numbers (pdfkit).
import PDFDocument from 'pdfkit';
import type { ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { formatDateTime } from '@ullage/domain/reports/display';
import { cellText, csvColumnsOf, csvHeader, csvLine, type CellContext } from '@ullage/domain/reports/export';
import { zoneColor } from '@ullage/domain/tanks/zones';
import { utcOffsetHours } from '@ullage/domain/time-zones';

export interface RenderedTable {
  title: string;
  folderLabel: string;
  runAt: Date;
  columns: readonly ReportColumn[];
  /** Each row's cell texts, in column order, and its zone colours (null where none). */
  cells: string[][];
  zones: (string | null)[][];
  /** Rows matching in all (more than `cells` when the result was cut). */
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
export function rowCountText(t: Pick<RenderedTable, 'cells' | 'total'>): string {
  const n = new Intl.NumberFormat('en-US');
  const shown = `${n.format(t.cells.length)} ${t.cells.length === 1 ? 'row' : 'rows'}`;
  return t.total > t.cells.length ? `${shown} (the first ${n.format(t.cells.length)} of ${n.format(t.total)})` : shown;
}

/** The grid's CSV export (RFC 4180, CRLF) with the byte-order mark spreadsheets read as UTF-8. */
export function renderCsv(t: RenderedTable): Buffer {
  const columns = csvColumnsOf(t.columns);
  const lines = [csvHeader(columns), ...t.cells.map((row) => csvLine(columns, row))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
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

const PAGE = { size: 'LETTER' as const, layout: 'landscape' as const, margin: 36 };
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;

/** A landscape PDF: on every page the report, folder and run time, the column headers, the rows
 * that fit, and "Page n of m". Column widths follow their longest text, within the page's width. */
export function renderPdf(t: RenderedTable): Promise<Buffer> {
  const doc = new PDFDocument({ ...PAGE, bufferPages: true, info: { Title: t.title, Creator: 'Ullage' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica').fontSize(FONT_SIZE);
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  // Widths from a sample of the rows (the longest texts) and the bold header; a table wider than
  // the page is drawn smaller (down to 5 pt) rather than cut, and only then are cells shortened.
  const sample = t.cells.length > 500 ? t.cells.filter((_, i) => i % Math.ceil(t.cells.length / 500) === 0) : t.cells;
  const natural = t.columns.map((c, j) => {
    const head = doc.font('Helvetica-Bold').widthOfString(c.header);
    doc.font('Helvetica');
    return Math.min(width * 0.4, Math.max(head, ...sample.map((r) => doc.widthOfString(r[j] ?? '')))) + 8;
  });
  const scale = Math.min(
    1,
    width /
      Math.max(
        1,
        natural.reduce((a, b) => a + b, 0),
      ),
  );
  const fontSize = Math.max(5, FONT_SIZE * scale);
  const widths = natural.map((w) => w * scale);
  const bottom = doc.page.height - PAGE.margin - 16;

  let y = 0;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(t.title, left, PAGE.margin, { width, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(`Folder: ${t.folderLabel}    Run: ${runTimeText(t)}    ${rowCountText(t)}`, left, PAGE.margin + 16, {
        width,
        lineBreak: false,
      });
    y = PAGE.margin + 32;
    row(
      t.columns.map((c) => c.header),
      null,
      true,
    );
  };
  const row = (values: readonly string[], zones: readonly (string | null)[] | null, bold = false) => {
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    values.forEach((v, j) => {
      const w = widths[j] ?? 0;
      const zone = zones?.[j];
      if (zone) doc.rect(x, y, w, ROW_HEIGHT).fill(zone);
      else if (bold) doc.rect(x, y, w, ROW_HEIGHT).fill('#eef0f3');
      doc.fillColor('black').text(v, x + 3, y + 3, { width: w - 5, height: ROW_HEIGHT, lineBreak: false, ellipsis: true });
      x += w;
    });
    doc
      .moveTo(left, y + ROW_HEIGHT)
      .lineTo(left + widths.reduce((a, b) => a + b, 0), y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor('#c8c8c8')
      .stroke();
    y += ROW_HEIGHT;
  };

  header();
  t.cells.forEach((values, i) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      header();
    }
    row(values, t.zones[i] ?? null);
  });
  if (t.cells.length === 0) doc.font('Helvetica').text('No rows match this report.', left, y + 6, { width, lineBreak: false });

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Inside the bottom margin: pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('black')
      .text(`Page ${i - start + 1} of ${count}`, left, doc.page.height - PAGE.margin - 8, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
