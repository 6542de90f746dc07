import { describe, expect, it } from 'vitest';
import { EntityType } from '../entity-types';
import { checkUserDefValues, isUserDefDate, UserDefDataType, type UserDefSetupDto } from './user-def';

const setup = (id: number, dataTypeId: number, extra: Partial<UserDefSetupDto> = {}): UserDefSetupDto => ({
  id,
  folderUid: 1,
  label: `Field ${id}`,
  entityTypeId: EntityType.Asset,
  sortIndex: id,
  dataTypeId,
  required: false,
  enabled: true,
  ...extra,
});

describe('checkUserDefValues', () => {
  const setups = [
    setup(1, UserDefDataType.Integer),
    setup(2, UserDefDataType.Decimal),
    setup(3, UserDefDataType.Text, { required: true }),
    setup(4, UserDefDataType.Date),
    setup(5, UserDefDataType.YesNo, { required: true }),
    setup(6, UserDefDataType.Text, { entityTypeId: EntityType.Device }),
  ];

  it('keeps values of their data type, drops those of fields the entity does not have', () => {
    const raw = [
      { setupId: 1, value: 3 },
      { setupId: 2, value: 2.5 },
      { setupId: 3, value: 'North gate' },
      { setupId: 4, value: '2026-03-01' },
      { setupId: 5, value: false },
      { setupId: 6, value: 'a device field' },
      { setupId: 99, value: 'gone' },
    ];
    expect(checkUserDefValues(setups, EntityType.Asset, raw)).toEqual({ values: raw.slice(0, 5), errors: {} });
  });

  it('names each wrong value and each missing required one', () => {
    const { errors } = checkUserDefValues(setups, EntityType.Asset, [
      { setupId: 1, value: 2.5 },
      { setupId: 2, value: 'two' },
      { setupId: 3, value: '  ' },
      { setupId: 4, value: '2026-13-45' },
    ]);
    expect(errors).toEqual({
      'userDefValues.s1': ['Field 1: must be a whole number'],
      'userDefValues.s2': ['Field 2: must be a number'],
      'userDefValues.s3': ['Field 3: is required'],
      'userDefValues.s4': ['Field 4: must be a date'],
      'userDefValues.s5': ['Field 5: is required'],
    });
  });

  it('asks nothing of a disabled field, nor the required of a template', () => {
    const off = setups.map((s) => ({ ...s, enabled: false }));
    expect(checkUserDefValues(off, EntityType.Asset, []).errors).toEqual({});
    expect(checkUserDefValues(setups, EntityType.Asset, [], { required: false }).errors).toEqual({});
  });
});

describe('isUserDefDate', () => {
  it('takes only days that exist', () => {
    expect(['2026-05-01', '2024-02-29', '1999-12-31'].map(isUserDefDate)).toEqual([true, true, true]);
    expect(['2025-02-30', '2025-13-01', '0000-01-01', '2025-1-1', 'last spring'].map(isUserDefDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
