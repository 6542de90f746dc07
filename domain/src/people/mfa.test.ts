import { describe, expect, it } from 'vitest';
import { loginErrorResponseSchema } from './auth-api';
import { MfaMessageChannel, MfaType, codeOptionSchema, verificationCodeSentMessage } from './mfa';

describe('MFA', () => {
  it('numbers the MFA types None 0, Message 1, App 2', () => {
    expect(MfaType).toEqual({ None: 0, Message: 1, App: 2 });
  });

  it('reads codeOption from a query string and rejects unknown channels', () => {
    expect(codeOptionSchema.parse('1')).toBe(MfaMessageChannel.Sms);
    expect(codeOptionSchema.parse(2)).toBe(MfaMessageChannel.Email);
    expect(codeOptionSchema.safeParse('3').success).toBe(false);
  });

  it("words the 'code sent' toast by channel (spec 000 §8)", () => {
    expect(verificationCodeSentMessage(MfaMessageChannel.Sms)).toBe('A verification code has been sent to the contact mobile phone number');
    expect(verificationCodeSentMessage(MfaMessageChannel.Email)).toBe('A verification code has been sent to the contact email address');
  });

  it('parses a missing_totp login error', () => {
    const r = loginErrorResponseSchema.parse({ error: 'missing_totp', mfaTypeId: 1, smsNumber: '***1234' });
    expect(r.mfaTypeId).toBe(MfaType.Message);
  });
});
