// GET Contact/MobileCarriers (spec 001 §7): the spec names the call and a contact's carrier, not
// the list. Ours: the main carriers of the five countries with phone codes (spec 001 §9), by
// country. Ids are stable; a contact stores mobileCarrierId (0: not chosen).
import { Country } from '../countries';

export const MOBILE_CARRIERS = [
  { id: 1, name: 'AT&T', countryId: Country.US },
  { id: 2, name: 'Verizon', countryId: Country.US },
  { id: 3, name: 'T-Mobile', countryId: Country.US },
  { id: 4, name: 'US Cellular', countryId: Country.US },
  { id: 5, name: 'Cricket Wireless', countryId: Country.US },
  { id: 6, name: 'Boost Mobile', countryId: Country.US },
  { id: 7, name: 'Bell', countryId: Country.CA },
  { id: 8, name: 'Rogers', countryId: Country.CA },
  { id: 9, name: 'Telus', countryId: Country.CA },
  { id: 10, name: 'Telcel', countryId: Country.MX },
  { id: 11, name: 'Movistar México', countryId: Country.MX },
  { id: 12, name: 'AT&T México', countryId: Country.MX },
  { id: 13, name: 'Claro Argentina', countryId: Country.AR },
  { id: 14, name: 'Personal', countryId: Country.AR },
  { id: 15, name: 'Movistar Argentina', countryId: Country.AR },
  { id: 16, name: 'Claro Dominicana', countryId: Country.DO },
  { id: 17, name: 'Altice Dominicana', countryId: Country.DO },
] as const;
