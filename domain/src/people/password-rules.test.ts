import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES as M, passwordFailures } from './password-rules';

describe('passwordFailures (spec 000 §5 hint)', () => {
  it('accepts 8-32 characters with upper and lower case letters, numbers and special characters', () => {
    expect(passwordFailures('Tank-Level-42')).toEqual([]);
    expect(passwordFailures('Aa1!aaaa')).toEqual([]);
    expect(passwordFailures(`Aa1!${'a'.repeat(28)}`)).toEqual([]);
  });

  it('names every rule broken, in the hint order', () => {
    expect(passwordFailures('')).toEqual([M.length, M.upper, M.lower, M.digit, M.special]);
    expect(passwordFailures('Aa1!aaa')).toEqual([M.length]);
    expect(passwordFailures(`Aa1!${'a'.repeat(29)}`)).toEqual([M.length]);
    expect(passwordFailures('aa1!aaaa')).toEqual([M.upper]);
    expect(passwordFailures('AA1!AAAA')).toEqual([M.lower]);
    expect(passwordFailures('Aa!!aaaa')).toEqual([M.digit]);
    expect(passwordFailures('Aa11aaaa')).toEqual([M.special]);
  });

  it('refuses a password holding the user name, whatever its case', () => {
    expect(passwordFailures('Xdemo-Propane1!', 'demo-propane')).toEqual([M.userName]);
    expect(passwordFailures('Tank-Level-42', 'demo-propane')).toEqual([]);
  });

  it('never accepts a password shorter than 8 or without a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const failures = passwordFailures(p);
        if ([...p].length < 8) expect(failures).toContain(M.length);
        if (!/\d/.test(p)) expect(failures).toContain(M.digit);
      }),
    );
  });
});
