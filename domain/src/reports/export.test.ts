import type { ReportColumn } from './api';
import { GridValueFormat } from './display';
import { TimeZone } from '../time-zones';
import { describe, expect, it } from 'vitest';
import { buildCsv, cellText, csvField, type CellContext } from './export';

const column = (
  colId: string,
  type: ReportColumn['type'],
  format: ReportColumn['format'],
  extra: Partial<ReportColumn> = {},
): ReportColumn => ({
  colId,
  header: colId,
  type,
  format,
  defaultVisible: true,
  sortable: true,
  filterable: true,
  ...extra,
});

const US: CellContext = {
  units: { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 },
  timeZone: { timeZoneId: TimeZone.Eastern, observeDst: true },
};
const METRIC: CellContext = {
  units: { volumeUnitId: 2, weightUnitId: 2, temperatureUnitId: 2, dimensionUnitId: 2 },
  timeZone: { timeZoneId: TimeZone.Utc, observeDst: true },
};

describe("cellText (spec 001 §9 grid value formats in the viewer's units and zone)", () => {
  it("converts stored base units to the viewer's and shows percent x100", () => {
    expect(cellText(column('volume', 'number', GridValueFormat.Gallons), 1000, US)).toBe('1,000 gal');
    expect(cellText(column('volume', 'number', GridValueFormat.Gallons), 1000, METRIC)).toBe('3,785.4 ltr');
    expect(cellText(column('percentFull', 'number', GridValueFormat.Percent), 0.425, METRIC)).toBe('42.5%');
    expect(cellText(column('temp', 'number', GridValueFormat.Temperature), 212, METRIC)).toBe('100 c');
  });

  it("shows instants as M/D/YYYY with 12-hour time in the viewer's zone, summer time included", () => {
    const lastReading = column('lastReading', 'date', GridValueFormat.DateTime);
    expect(cellText(lastReading, '2025-01-05T15:30:00.000Z', US)).toBe('1/5/2025 10:30 AM');
    expect(cellText(lastReading, '2025-07-05T15:30:00.000Z', US)).toBe('7/5/2025 11:30 AM');
    expect(cellText(lastReading, '2025-07-05T15:30:00.000Z', METRIC)).toBe('7/5/2025 3:30 PM');
    expect(cellText(lastReading, 'not a date', US)).toBe('');
  });

  it('shows calendar dates as the same day for everyone', () => {
    expect(cellText(column('mfgDate', 'date', null), '2024-02-29', US)).toBe('2/29/2024');
  });

  it('shows set values by label, yes/no, and nothing for a missing value', () => {
    const status = column('status', 'set', null, { values: [{ value: 3, label: 'Delivery' }] });
    expect(cellText(status, 3, US)).toBe('Delivery');
    expect(cellText(status, 99, US)).toBe('99');
    expect(cellText(column('isBulk', 'boolean', null), true, US)).toBe('Yes');
    expect(cellText(column('isBulk', 'boolean', GridValueFormat.YesNo), false, US)).toBe('No');
    expect(cellText(column('label', 'text', null), null, US)).toBe('');
    expect(cellText(column('label', 'text', null), 'Farm 7', US)).toBe('Farm 7');
  });
});

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
});
