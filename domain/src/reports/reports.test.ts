import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_REPORT_TYPES,
  EVENT_TYPES,
  RANGE_TYPES,
  REPORT_EMAIL_FORMATS,
  REPORT_TYPES,
  ReportEmailFormat,
  ReportType,
} from './reports';
import { emailReportSchema, reportProfileSchema } from '../catalogue-schemas';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('report enumerations (spec 001 §9)', () => {
  it('lists the spec values in order', () => {
    expect(REPORT_EMAIL_FORMATS.map((f) => f.label)).toEqual(['HTML', 'CSV', 'PDF']);
    expect(REPORT_TYPES.map((t) => t.label)).toEqual([
      'Asset',
      'Device',
      'Usage',
      'RMA',
      'Tank Config',
      'Pressure Config',
      'Device Config',
    ]);
    expect(EVENT_TYPES.map((t) => t.key)).toEqual([
      'EmailReport',
      'IPCamMotionDetection',
      'KeepFullReport',
      'FillReport',
      'ManagementReportCard',
    ]);
    expect(ANALYSIS_REPORT_TYPES.map((t) => t.label)).toEqual(['Fill', 'Inventory']);
    expect(RANGE_TYPES.map((t) => t.label)).toEqual(['Standard', 'Custom']);
  });
});

describe('email report (spec 001 §3.3, §5)', () => {
  const valid = {
    contactGroupUid: 3,
    scheduleUid: 4,
    profileId: 5,
    folderUid: 1,
    reportTypeId: ReportType.Asset,
    subject: 'Daily tanks',
  };

  it('applies the defaults', () => {
    expect(emailReportSchema.parse(valid)).toMatchObject({
      id: 0,
      enabled: true,
      sendEmpty: true,
      embedAttachment: true,
      formatId: ReportEmailFormat.Html,
      quickFilters: [],
    });
  });

  it("gives the spec's messages", () => {
    expect(messages(emailReportSchema.safeParse({ ...valid, contactGroupUid: 0, scheduleUid: 0, profileId: 0, subject: '' }))).toEqual([
      'You must select a contact group',
      'You must select a schedule',
      'You must select a profile',
      'You must provide a subject between 1 and 500 characters long.',
    ]);
    expect(messages(emailReportSchema.safeParse({ ...valid, subject: 's'.repeat(501) }))).toEqual([
      'You must provide a subject between 1 and 500 characters long.',
    ]);
    expect(emailReportSchema.safeParse({ ...valid, subject: 's'.repeat(500) }).success).toBe(true);
  });

  it('rejects an unknown report type or format', () => {
    expect(emailReportSchema.safeParse({ ...valid, reportTypeId: 8 }).success).toBe(false);
    expect(emailReportSchema.safeParse({ ...valid, formatId: 4 }).success).toBe(false);
  });

  it('parses a report profile', () => {
    expect(reportProfileSchema.parse({ label: 'Low tanks', typeId: ReportType.Usage })).toMatchObject({
      default: false,
      andOr: 'and',
    });
  });
});
