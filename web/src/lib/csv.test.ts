import { describe, expect, it } from 'vitest';
import { buildCsv, csvBlob, csvField, csvFileName } from './csv';

describe('csvField (RFC 4180)', () => {
  it('quotes fields with commas, quotes or line breaks and doubles quotes', () => {
    expect(csvField('Farm 7')).toBe('Farm 7');
    expect(csvField('1,234.5 gal')).toBe('"1,234.5 gal"');
    expect(csvField('the "big" tank')).toBe('"the ""big"" tank"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('')).toBe('');
  });

  it('keeps typed text that looks like a formula from running in a spreadsheet', () => {
    expect(csvField('=HYPERLINK("http://x")', true)).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 555', true)).toBe("'+1 555");
    expect(csvField('@SUM(A1)', true)).toBe("'@SUM(A1)");
    expect(csvField('-3.2 c', false)).toBe('-3.2 c');
    expect(csvField('Farm =1', true)).toBe('Farm =1');
  });
});

describe('buildCsv', () => {
  it('writes a header line and a line per row, CRLF-separated', () => {
    const csv = buildCsv(
      [{ header: 'Label', guard: true }, { header: 'Percent Full' }, { header: 'Last Reading' }],
      [
        ['Smith, J.', '42.5%', '1/5/2025 9:05 PM'],
        ['=cmd', '-', ''],
      ],
    );
    expect(csv).toBe('Label,Percent Full,Last Reading\r\n"Smith, J.",42.5%,1/5/2025 9:05 PM\r\n\'=cmd,-,\r\n');
  });

  it('marks the file as UTF-8 for spreadsheets', async () => {
    const bytes = new Uint8Array(await csvBlob('Label\r\nÉcole\r\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Label\r\nÉcole\r\n');
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('Asset Report', new Date(2025, 0, 5, 23, 59))).toBe('asset-report-2025-01-05.csv');
    expect(csvFileName('  ', new Date(2025, 11, 31))).toBe('report-2025-12-31.csv');
  });
});
