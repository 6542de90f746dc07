import { describe, expect, it } from 'vitest';
import { csvBlob, csvFileName } from './csv';

describe('the CSV file', () => {
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
