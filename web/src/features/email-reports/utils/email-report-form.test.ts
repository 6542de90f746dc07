import { describe, expect, it } from 'vitest';
import { emailReportFormSchema, emailReportToForm } from './email-report-form';

describe('the email report form', () => {
  it("says spec 001 §5's messages for what is not chosen", () => {
    const result = emailReportFormSchema.safeParse(emailReportToForm(null, 7));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'You must select a contact group',
      'You must select a schedule',
      'You must select a profile',
      'You must provide a subject between 1 and 500 characters long.',
    ]);
  });

  it('turns the selects into the numbers the call takes', () => {
    const values = {
      ...emailReportToForm(null, 7),
      contactGroupUid: '12',
      scheduleUid: '143',
      profileId: '3',
      subject: 'Morning',
      formatId: '3',
    };
    expect(emailReportFormSchema.parse(values)).toMatchObject({
      folderUid: 7,
      contactGroupUid: 12,
      scheduleUid: 143,
      profileId: 3,
      formatId: 3,
      reportTypeId: 1,
    });
  });
});
