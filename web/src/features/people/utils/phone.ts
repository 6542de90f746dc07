// spec 001 §9: Argentina, Canada, the Dominican Republic, Mexico and the United States carry a phone
// code and a mask ('#' one digit); other countries' numbers are kept as typed.
import { countryPhoneFormat } from '@ullage/domain/countries';

/** The digits of `text` laid into `mask`; stops at the last digit typed, digits beyond the mask
 * are dropped. Without a mask the text is returned as it is. */
export function applyPhoneMask(text: string, mask: string | undefined): string {
  if (!mask) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return '';
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    if (ch === '#') out += digits[next++];
    else out += ch;
  }
  return out;
}

/** The phone code and mask of a country, for the phone inputs of a contact. */
export function phoneFormatOf(countryId: number): { phoneCode: string; phoneMask: string } | undefined {
  return countryPhoneFormat(countryId);
}
