// Shared by the report grids' export and the analysis pages' downloads.
// CSV export of a report (issue #6: "CSV export of the whole result"): RFC 4180 text that a
// spreadsheet opens as the grid shows it.

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: quoted when it holds a comma, quote or line break, quotes doubled. `guard` marks
 * text people typed (labels, names, addresses): if it starts like a formula it is prefixed with
 * an apostrophe so a spreadsheet shows it instead of running it. Formatted numbers ("-3.2 c")
 * are ours and stay as they are.
 */
export function csvField(value: string, guard = false): string {
  const text = guard && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn {
  header: string;
  /** Guard this column's values against formulas (free text). */
  guard?: boolean;
}

/** A header line and one line per row, CRLF-separated as RFC 4180 has it. */
export function buildCsv(columns: readonly CsvColumn[], rows: readonly (readonly string[])[]): string {
  const lines = [columns.map((c) => csvField(c.header, true)).join(',')];
  for (const row of rows) lines.push(row.map((value, i) => csvField(value, columns[i]?.guard ?? false)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

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
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
