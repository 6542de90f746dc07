// A table as a paginated PDF (pdfkit): what an emailed report attaches
// (docs/decisions/074-email-reports.md) and what the analysis pages download (091).
import PDFDocument from 'pdfkit';

const PAGE = { size: 'LETTER' as const, layout: 'landscape' as const, margin: 36 };
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;

/** A table to print: its title, the line under it (folder, run time, rows), and its cells. */
export interface PdfTable {
  title: string;
  subtitle: string;
  headers: readonly string[];
  cells: readonly (readonly string[])[];
  /** A cell's background (a zone colour), or null. */
  zones?: readonly (readonly (string | null)[])[];
}

/** A landscape PDF: on every page the title, the subtitle, the column headers, the rows that fit,
 * and "Page n of m". Column widths follow their longest text, within the page's width. */
export function writePdfTable(t: PdfTable): Promise<Buffer> {
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
  const natural = t.headers.map((header, j) => {
    const head = doc.font('Helvetica-Bold').widthOfString(header);
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
      .text(t.subtitle, left, PAGE.margin + 16, {
        width,
        lineBreak: false,
      });
    y = PAGE.margin + 32;
    row(t.headers, null, true);
  };
  /** `text` as it fits in `room` points at the current font: whole, or cut with an ellipsis. A
   * text no wider than its length in em (no glyph of Helvetica is wider than 1 em) fits unmeasured. */
  const fit = (text: string, room: number): string => {
    if (text.length * fontSize <= room || doc.widthOfString(text) <= room) return text;
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (doc.widthOfString(`${text.slice(0, mid)}…`) <= room) lo = mid;
      else hi = mid - 1;
    }
    return lo > 0 ? `${text.slice(0, lo)}…` : '';
  };
  const row = (values: readonly string[], zones: readonly (string | null)[] | null, bold = false) => {
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    values.forEach((v, j) => {
      const w = widths[j] ?? 0;
      const zone = zones?.[j];
      if (zone) doc.rect(x, y, w, ROW_HEIGHT).fill(zone);
      else if (bold) doc.rect(x, y, w, ROW_HEIGHT).fill('#eef0f3');
      // Without a width pdfkit writes the text as it is, skipping its line wrapper (the most of a
      // large table's time): the cell is cut to fit here instead, with an ellipsis as pdfkit would.
      const shown = fit(v, w - 5);
      if (shown) doc.fillColor('black').text(shown, x + 3, y + 3, { lineBreak: false });
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
    row(values, t.zones?.[i] ?? null);
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
