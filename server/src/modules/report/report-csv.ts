// The one CSV writer of reports (docs/decisions/097-streamed-report-csv.md): the grid's export
// (domain/src/reports/export.ts: cells in the reader's units and time zone, RFC 4180 with CRLF,
// formula guard) after the byte-order mark spreadsheets read as UTF-8, written batch by batch as
// the rows arrive. Both the CSV download (POST EntityReport/{kind}Csv/{folderUid}) and an emailed
// report's CSV file are this stream.
import { Readable } from 'node:stream';
import type { ReportCellValue, ReportColumn } from '@ullage/domain/reports/api';
import { cellText, csvColumnsOf, csvHeader, csvLine, type CellContext } from '@ullage/domain/reports/export';

export interface ReportCsvStream {
  /** The file's bytes; it asks `batches` for the next rows only when its reader wants more. */
  readable: Readable;
  /** Rows written so far. */
  rows(): number;
}

/** A row's cells by column id (a report row, or only the cells a file writes). */
export type ReportCells = Readonly<Record<string, ReportCellValue>>;

export function reportCsvStream(
  columns: readonly ReportColumn[],
  ctx: CellContext,
  batches: AsyncIterable<ReportCells[]>,
): ReportCsvStream {
  const csvColumns = csvColumnsOf(columns);
  let written = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(`\uFEFF${csvHeader(csvColumns)}\r\n`, 'utf8');
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) {
        text += `${csvLine(
          csvColumns,
          columns.map((c) => cellText(c, row[c.colId], ctx)),
        )}\r\n`;
      }
      written += batch.length;
      yield Buffer.from(text, 'utf8');
    }
  }
  // A byte stream (not object mode): the socket's high-water mark decides when the next batch is read.
  return { readable: Readable.from(chunks(), { objectMode: false }), rows: () => written };
}

/** The whole stream as one buffer (an email attachment). */
export async function collect(readable: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of readable) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
