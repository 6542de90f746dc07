import { Country } from '@ullage/domain/countries';
import { describe, expect, it } from 'vitest';
import { applyPhoneMask, phoneFormatOf } from './phone';

describe('phone masks (spec 001 §9)', () => {
  const us = phoneFormatOf(Country.US)?.phoneMask;
  const mx = phoneFormatOf(Country.MX)?.phoneMask;

  it('lays the digits typed into the country mask, whatever else was typed', () => {
    expect(applyPhoneMask('5551234567', us)).toBe('(555) 123-4567');
    expect(applyPhoneMask('555.123.4567', us)).toBe('(555) 123-4567');
    expect(applyPhoneMask('5512345678', mx)).toBe('55 1234 5678');
  });

  it('follows a number as it is typed and drops digits beyond the mask', () => {
    expect(applyPhoneMask('555', us)).toBe('(555');
    expect(applyPhoneMask('5551', us)).toBe('(555) 1');
    expect(applyPhoneMask('555123456789', us)).toBe('(555) 123-4567');
    expect(applyPhoneMask('', us)).toBe('');
  });

  it('keeps numbers of countries without a mask as typed', () => {
    expect(phoneFormatOf(Country.FR)).toBeUndefined();
    expect(applyPhoneMask('+33 1 23 45 67 89', undefined)).toBe('+33 1 23 45 67 89');
  });
});
