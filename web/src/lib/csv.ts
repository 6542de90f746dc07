// The download of a CSV file: the analysis pages' tables (domain/src/reports/export.ts buildCsv),
// and the report grids' export, which the server writes (docs/decisions/097-streamed-report-csv.md).
import { saveBlob } from './api-download';

/** The file to download; the byte-order mark makes Excel read the text as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** "Asset Report" -> "asset-report-2025-01-05.csv", in the viewer's local date. */
export function csvFileName(title: string, at: Date): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slug}-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}.csv`;
}

/** Hands the file to the browser's download. */
export function downloadCsv(csv: string, fileName: string): void {
  saveBlob(csvBlob(csv), fileName);
}
