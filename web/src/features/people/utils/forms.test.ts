import type { UserDto } from '@ullage/domain/people/users-api';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactToForm, newUserForm, numbersIn, userFormSchema, userToForm } from './forms';

const units = { dimensionUnitId: 1, temperatureUnitId: 1, volumeUnitId: 1, weightUnitId: 1 } as const;
const timeZone = { timeZoneId: 1, observeDst: true } as const;

const user = (contact: UserDto['contact']): UserDto => ({
  uid: 7,
  typeId: 5,
  label: 'ops',
  iconName: 'User',
  active: true,
  baseFolderUid: 3,
  baseFolderLabel: 'Acme',
  userName: 'ops',
  config: {
    userName: 'ops',
    contactUid: contact?.uid ?? null,
    loginMessageId: null,
    roleId: 4,
    roleRank: 4,
    orgFolderDefault: 2,
    siteFolderDefault: 3,
    saveLastLocation: true,
    autoHideHierarchy: false,
    showBillingIconsHierarchy: false,
  },
  unitConfig: units,
  timeZoneConfig: timeZone,
  roleLabel: 'Dispatcher',
  contact,
  mfaTypeId: 0,
  passwordSet: true,
});

describe('the people forms', () => {
  it('turns the select ids back into numbers, an empty choice into 0', () => {
    expect(numbersIn({ config: { roleId: '', userName: '12' }, unitConfig: { volumeUnitId: '2' } })).toEqual({
      config: { roleId: 0, userName: '12' },
      unitConfig: { volumeUnitId: 2 },
    });
  });

  it("checks a new user with the server's messages", () => {
    const result = userFormSchema(null).safeParse(newUserForm(units, timeZone));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('config.userName: Username is required and must be less than 50 characters');
    expect(messages).toContain('config.roleId: Security Role must be selected');
  });

  it('sends Liters and Celsius as the ids the server stores, and keeps the user without a contact without one', () => {
    const form = userToForm(user(null));
    form.unitConfig.volumeUnitId = '2';
    form.unitConfig.temperatureUnitId = '2';
    const body = userFormSchema(user(null)).parse(form);
    expect(body.unitConfig).toMatchObject({ volumeUnitId: 2, temperatureUnitId: 2 });
    expect(body.contact).toBeUndefined();
    expect(body.config.roleId).toBe(4);
  });

  it('saves a contact with its country and carrier as numbers', () => {
    const form = contactToForm(null);
    form.config = {
      ...form.config,
      firstName: 'Rita',
      lastName: 'Gate',
      emailAddress: 'rita@ranch.example',
      countryId: '4',
      mobileCarrierId: '10',
    };
    const body = contactFormSchema().parse(form);
    expect(body.config).toMatchObject({ firstName: 'Rita', countryId: 4, mobileCarrierId: 10 });
  });
});
