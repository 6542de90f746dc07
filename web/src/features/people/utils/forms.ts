// The people forms' values and the save bodies they make. Selects hold text; the body the form
// sends is checked with the domain's save-body schema (userSaveBodySchema, contactSaveBodySchema,
// contactGroupSaveBodySchema), so a message on screen is the server's, word for word (spec 001 §5),
// and each field's name is its path in the body, where the server's 400 puts its messages.
import type { ContactDto, ContactGroupDto, ContactGroupSaveBody, ContactSaveBody } from '@ullage/domain/people/contacts-api';
import { contactGroupSaveBodySchema, contactSaveBodySchema } from '@ullage/domain/people/contacts-api';
import { Country } from '@ullage/domain/countries';
import { USER_FOLDER_DEFAULTS } from '@ullage/domain/constants';
import type { TimeZoneConfig, UnitConfig } from '@ullage/domain/configs';
import type { UserDto, UserSaveBody } from '@ullage/domain/people/users-api';
import { userSaveBodySchema } from '@ullage/domain/people/users-api';
import { z } from 'zod';

/** Keys whose values are ids chosen in a select. An empty choice is 0, which the schemas refuse
 * with their message ('Security Role must be selected'). */
const NUMERIC_KEYS = new Set([
  'roleId',
  'orgFolderDefault',
  'siteFolderDefault',
  'dimensionUnitId',
  'temperatureUnitId',
  'volumeUnitId',
  'weightUnitId',
  'timeZoneId',
  'countryId',
  'mobileCarrierId',
  'groupTypeId',
  'languageId',
]);

/** A copy of form values with the select ids as numbers. */
export function numbersIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numbersIn);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, NUMERIC_KEYS.has(k) && typeof v === 'string' ? (v === '' ? 0 : Number(v)) : numbersIn(v)]),
  );
}

type AsText<T> = { [K in keyof T]: T[K] extends number ? string : T[K] };

export type ContactFormFields = AsText<Omit<ContactDto['config'], never>>;
export type UnitFormFields = AsText<UnitConfig>;
export type TimeZoneFormFields = AsText<TimeZoneConfig>;

export function contactFieldsToForm(c: ContactDto['config'] | null | undefined): ContactFormFields {
  return {
    firstName: c?.firstName ?? '',
    lastName: c?.lastName ?? '',
    emailAddress: c?.emailAddress ?? '',
    phoneNumber: c?.phoneNumber ?? '',
    extension: c?.extension ?? '',
    mobileNumber: c?.mobileNumber ?? '',
    mobileCarrierId: String(c?.mobileCarrierId ?? 0),
    countryId: String(c?.countryId ?? Country.US),
    languageId: String(c?.languageId ?? 1),
    receiveMarketingInfo: c?.receiveMarketingInfo ?? false,
    note: c?.note ?? '',
  };
}

export function unitsToForm(u: UnitConfig): UnitFormFields {
  return {
    dimensionUnitId: String(u.dimensionUnitId),
    temperatureUnitId: String(u.temperatureUnitId),
    volumeUnitId: String(u.volumeUnitId),
    weightUnitId: String(u.weightUnitId),
  };
}

export function timeZoneToForm(t: TimeZoneConfig): TimeZoneFormFields {
  return { timeZoneId: String(t.timeZoneId), observeDst: t.observeDst };
}

// ---- contacts ----

export interface ContactFormValues {
  config: ContactFormFields;
}

export function contactToForm(c: ContactDto | null): ContactFormValues {
  return { config: contactFieldsToForm(c?.config) };
}

export function contactFormSchema() {
  return z.preprocess((v: ContactFormValues) => numbersIn(v), contactSaveBodySchema);
}
export type ContactBody = ContactSaveBody;

// ---- contact groups ----

export interface ContactGroupFormValues {
  config: { label: string; groupTypeId: string };
  unitConfig: UnitFormFields;
  timeZoneConfig: TimeZoneFormFields;
  active: boolean;
}

export function contactGroupToForm(g: ContactGroupDto | null, units: UnitConfig, timeZone: TimeZoneConfig): ContactGroupFormValues {
  return {
    config: { label: g?.config.label ?? '', groupTypeId: String(g?.config.groupTypeId ?? 1) },
    unitConfig: unitsToForm(g?.unitConfig ?? units),
    timeZoneConfig: timeZoneToForm(g?.timeZoneConfig ?? timeZone),
    active: g?.active ?? true,
  };
}

export function contactGroupFormSchema() {
  return z.preprocess((v: ContactGroupFormValues) => numbersIn(v), contactGroupSaveBodySchema);
}
export type ContactGroupBody = ContactGroupSaveBody;

// ---- users ----

export interface UserFormValues {
  config: {
    userName: string;
    roleId: string;
    orgFolderDefault: string;
    siteFolderDefault: string;
    saveLastLocation: boolean;
    autoHideHierarchy: boolean;
    showBillingIconsHierarchy: boolean;
  };
  unitConfig: UnitFormFields;
  timeZoneConfig: TimeZoneFormFields;
  contact: ContactFormFields;
}

export function userToForm(u: UserDto): UserFormValues {
  const c = u.config;
  return {
    config: {
      userName: c.userName,
      roleId: String(c.roleId),
      orgFolderDefault: String(c.orgFolderDefault),
      siteFolderDefault: String(c.siteFolderDefault),
      saveLastLocation: c.saveLastLocation,
      autoHideHierarchy: c.autoHideHierarchy,
      showBillingIconsHierarchy: c.showBillingIconsHierarchy,
    },
    unitConfig: unitsToForm(u.unitConfig),
    timeZoneConfig: timeZoneToForm(u.timeZoneConfig),
    contact: contactFieldsToForm(u.contact?.config),
  };
}

/** A new user's form: the creator's units and time zone to start from. */
export function newUserForm(units: UnitConfig, timeZone: TimeZoneConfig): UserFormValues {
  return {
    config: {
      userName: '',
      roleId: '',
      orgFolderDefault: String(USER_FOLDER_DEFAULTS.orgFolderDefault),
      siteFolderDefault: String(USER_FOLDER_DEFAULTS.siteFolderDefault),
      saveLastLocation: true,
      autoHideHierarchy: false,
      showBillingIconsHierarchy: false,
    },
    unitConfig: unitsToForm(units),
    timeZoneConfig: timeZoneToForm(timeZone),
    contact: contactFieldsToForm(null),
  };
}

/** The body of PUT User/{uid} (with the user's other config kept) or POST User/ToFolder. */
export function userBodyFromForm(v: UserFormValues, original: UserDto | null): unknown {
  const n = numbersIn(v) as {
    config: Record<string, unknown>;
    unitConfig: unknown;
    timeZoneConfig: unknown;
    contact: Record<string, unknown>;
  };
  return {
    config: {
      ...(original ? { contactUid: original.config.contactUid, loginMessageId: original.config.loginMessageId } : {}),
      ...n.config,
    },
    unitConfig: n.unitConfig,
    timeZoneConfig: n.timeZoneConfig,
    // A user without a contact keeps none while its fields stay empty (the system administrator).
    contact: original && !original.contact && contactIsBlank(v.contact) ? undefined : n.contact,
  };
}

function contactIsBlank(c: ContactFormFields): boolean {
  return [c.firstName, c.lastName, c.emailAddress, c.phoneNumber, c.extension, c.mobileNumber, c.note].every((t) => t.trim() === '');
}

export function userFormSchema(original: UserDto | null) {
  return z.preprocess((v: UserFormValues) => userBodyFromForm(v, original), userSaveBodySchema);
}
export type UserBody = UserSaveBody;
