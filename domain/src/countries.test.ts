import { describe, expect, it } from 'vitest';
import { COUNTRIES, Country, PHONE_COUNTRIES, countryIdSchema, countryName, countryPhoneFormat } from './countries';

describe('countries', () => {
  it('has 244 countries with unique ids and ISO alpha-2 codes (spec 001 §9)', () => {
    expect(COUNTRIES).toHaveLength(244);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(244);
    expect(new Set(COUNTRIES.map((c) => c.key)).size).toBe(244);
    for (const c of COUNTRIES) expect(c.key).toMatch(/^[A-Z]{2}$/);
  });

  it('gives the United States id 5, the contact default (spec 001 §3.5)', () => {
    expect(Country.US).toBe(5);
    expect(countryName(5)).toBe('United States');
  });

  it('gives phone codes and masks to exactly Argentina, Dominican Republic, Canada, Mexico, United States', () => {
    expect(PHONE_COUNTRIES.map((c) => c.key).sort()).toEqual(['AR', 'CA', 'DO', 'MX', 'US']);
    expect(countryPhoneFormat(Country.US)).toEqual({ phoneCode: '+1', phoneMask: '(###) ###-####' });
    expect(countryPhoneFormat(Country.MX)?.phoneCode).toBe('+52');
    expect(countryPhoneFormat(Country.FR)).toBeUndefined();
  });

  it('rejects an unknown country id', () => {
    expect(countryIdSchema.safeParse(244).success).toBe(true);
    expect(countryIdSchema.safeParse(245).success).toBe(false);
  });
});
