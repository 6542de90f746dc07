import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfigReportType, readReportUrl, reportHref } from './report-url';

const paramsOf = (href: string) => new URL(href, 'http://portal.test').searchParams;

describe('report links carry the filters and sort a report opens with', () => {
  afterEach(() => vi.restoreAllMocks());

  it('round-trips AG Grid models through the URL', () => {
    const filters = {
      zone: { filterType: 'set' as const, values: ['3'] },
      percentFull: { filterType: 'number' as const, type: 'lessThan', filter: 25 },
    };
    const sorting = [{ colId: 'percentFull', sort: 'asc' as const }];
    const href = reportHref({ kind: 'Asset', folderUid: 12, filters, sorting, filterAndOr: 'or' });
    expect(href.startsWith('/report/asset?fuid=12&uid=12&')).toBe(true);
    expect(readReportUrl(paramsOf(href))).toEqual({ filters, sorting, filterAndOr: 'or' });
  });

  it('leaves empty models and the default "and" out of the link', () => {
    expect(reportHref({ kind: 'Device', folderUid: 5, filters: {}, sorting: [], filterAndOr: 'and' })).toBe('/report/device?fuid=5&uid=5');
    expect(readReportUrl(paramsOf('/report/device?fuid=5&uid=5'))).toEqual({});
  });

  it("names the Config report's kind, Tank Config unless told", () => {
    expect(reportHref({ kind: 'Config', folderUid: 5 })).toBe('/report/config?fuid=5&uid=5&reportTypeId=5');
    expect(reportHref({ kind: 'Config', folderUid: 5, reportTypeId: 7 })).toBe('/report/config?fuid=5&uid=5&reportTypeId=7');
    expect(readConfigReportType(paramsOf('?reportTypeId=6'))).toBe(6);
    // Asset (1) is a report type but not a kind of Config report.
    expect(readConfigReportType(paramsOf('?reportTypeId=1'))).toBe(5);
    expect(readConfigReportType(paramsOf(''))).toBe(5);
  });

  it('ignores, with a warning, filters that are not JSON or not a filter model, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sorting = encodeURIComponent('[{"colId":"label","sort":"desc"}]');
    expect(readReportUrl(paramsOf(`?filters=%7Bnot-json&sorting=${sorting}`))).toEqual({ sorting: [{ colId: 'label', sort: 'desc' }] });
    expect(readReportUrl(paramsOf(`?filters=${encodeURIComponent('{"zone":{"filterType":"colour"}}')}`))).toEqual({});
    expect(readReportUrl(paramsOf('?sorting=%5B%7B%22colId%22%3A%22label%22%2C%22sort%22%3A%22up%22%7D%5D&andOr=maybe'))).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
