import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONFIG_SCHEMAS,
  CONFIG_TYPES,
  CONFIG_TYPE_IDS,
  ConfigType,
  anyConfigSchema,
  configSchemaFor,
  defaultConfig,
  defaultUserConfig,
  parseConfig,
  safeParseConfig,
  tankZoneThresholds,
  timeZoneConfigSchema,
  unitConfigSchema,
  userConfigSchema,
} from './configs';
import { Zone } from './tanks/zones';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('config types', () => {
  it('keeps the ids fixed by spec 001 §3.5', () => {
    expect(ConfigType).toMatchObject({
      Address: 27,
      Battery: 20,
      PrepaidCallBilling: 43,
      CellGps: 15,
      CellSwitchSensor: 16,
      CellNetwork: 17,
      Credentials: 19,
      DeviceAlert: 23,
      DeviceBilling: 26,
      EntitySchedule: 12,
      Contact: 39,
    });
  });

  it('has unique ids and one schema per type', () => {
    expect(new Set(CONFIG_TYPE_IDS).size).toBe(CONFIG_TYPES.length);
    expect(
      Object.keys(CONFIG_SCHEMAS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...CONFIG_TYPE_IDS].sort((a, b) => a - b));
  });

  it('gives every type a default that carries the common fields and its own type id', () => {
    for (const id of CONFIG_TYPE_IDS) {
      const cfg = defaultConfig(id) as Record<string, unknown>;
      expect(cfg).toMatchObject({ id: 0, shared: false, propertyTypeId: 0, alerts: [], typeId: id });
    }
  });

  it('tells configs apart by typeId', () => {
    expect(anyConfigSchema.parse({ typeId: ConfigType.CellGps })).toMatchObject({ reportRate: 2, timeout: 150 });
    expect(messages(anyConfigSchema.safeParse({ typeId: 999 }))).toEqual(['Config Type: is not a known config type']);
  });
});

describe('spec 001 §3.5 defaults', () => {
  it.each([
    [ConfigType.CellGps, { reportRate: 2, timeout: 150 }],
    [ConfigType.CellSwitchSensor, { switchValidTime: 3, minTimeBetweenCalls: 5 }],
    [ConfigType.Modem, { baudRate: 2400, dataBits: 8, parity: 'O', stopBits: 1 }],
    [ConfigType.ReliantUser, { wakeMinutes: 5, measureInterval: 3 }],
    [ConfigType.TimeZone, { observeDst: true, timeZoneId: 1 }],
    [ConfigType.Unit, { dimensionUnitId: 1, temperatureUnitId: 1, volumeUnitId: 1, weightUnitId: 1 }],
    [ConfigType.Pressure, { useAlertValuesForColors: true }],
    [ConfigType.DeviceAlert, { sendAlertsToDevice: true }],
    [ConfigType.Contact, { countryId: 5, languageId: 1 }],
    [ConfigType.MonthlyBilling, { splitOrdersByPoNumber: false, autoAssignServiceAgreements: true }],
    [ConfigType.StoreAndForwardRFGateway, { callOnManualBurst: true, dataRecordTime: 5 }],
  ] as const)('type %i', (typeId, expected) => {
    expect(defaultConfig(typeId)).toMatchObject(expected);
  });

  it('parses a body and applies the defaults', () => {
    expect(parseConfig(ConfigType.Modem, { baudRate: 9600 })).toMatchObject({
      typeId: ConfigType.Modem,
      baudRate: 9600,
      dataBits: 8,
      parity: 'O',
      stopBits: 1,
    });
    expect(parseConfig(ConfigType.MultiSensor, { sensors: [{ slot: 2 }] }).sensors).toEqual([{ empty: 10, full: 90, offset: 0, slot: 2 }]);
  });

  it('gives an asset tank a nested tank config and its two zone percentages', () => {
    const cfg = parseConfig(ConfigType.AssetTank, { tank: { capacity: 500 } });
    expect(cfg.tank).toMatchObject({ capacity: 500, ullagePercent: 1, isBulk: false, stid: null });
    expect(cfg.zones.map((z) => z.type)).toEqual([Zone.Warning, Zone.Critical]);
    expect(tankZoneThresholds(cfg)).toEqual({ warning: 0.3, critical: 0.2 });
    expect(messages(safeParseConfig(ConfigType.AssetTank, { zones: [{ type: Zone.Warning, value: 1.5 }] }))).toEqual([
      'Zone Value: must be less than or equal to 1',
    ]);
  });

  it('does not share default lists between configs', () => {
    const a = defaultConfig(ConfigType.AssetTank);
    const b = defaultConfig(ConfigType.AssetTank);
    expect(a.zones).not.toBe(b.zones);
    expect(a.alerts).not.toBe(b.alerts);
  });
});

describe('spec 001 §5 rules', () => {
  it('requires the contact names and email', () => {
    expect(messages(safeParseConfig(ConfigType.Contact, {}))).toEqual([
      'First Name: is required',
      'Last Name: is required',
      'Email Address: is required',
    ]);
    expect(messages(safeParseConfig(ConfigType.Contact, defaultConfig(ConfigType.Contact)))).toHaveLength(3);
  });

  it('bounds the contact field lengths', () => {
    const ok = { firstName: 'Ann', lastName: 'Lee', emailAddress: 'ann@example.com' };
    expect(safeParseConfig(ConfigType.Contact, ok).success).toBe(true);
    expect(
      messages(
        safeParseConfig(ConfigType.Contact, {
          ...ok,
          firstName: 'x'.repeat(25),
          lastName: 'y'.repeat(25),
          emailAddress: 'e'.repeat(501),
          phoneNumber: '1'.repeat(51),
          extension: '123456',
          mobileNumber: '2'.repeat(51),
        }),
      ),
    ).toEqual([
      'First Name: length must be less than 25 characters',
      'Last Name: length must be less than 25 characters',
      'Email Address: length must be less than 501 characters',
      'Phone Number: length must be less than 51 characters',
      'Extension: length must be less than 6 characters',
      'Mobile Number: length must be less than 51 characters',
    ]);
    expect(safeParseConfig(ConfigType.Contact, { ...ok, firstName: 'x'.repeat(24), extension: '12345' }).success).toBe(true);
  });

  it('needs a schedule on an entity schedule config', () => {
    expect(messages(safeParseConfig(ConfigType.EntitySchedule, {}))).toEqual(['You must select a schedule']);
    expect(messages(safeParseConfig(ConfigType.EntitySchedule, { scheduleUid: 0 }))).toEqual(['You must select a schedule']);
    expect(parseConfig(ConfigType.EntitySchedule, { scheduleUid: 4 }).disabled).toBe(false);
  });

  it('bounds the Reliant user wake minutes 3-30 and measure interval 1-10', () => {
    const check = (wakeMinutes: number, measureInterval: number) =>
      safeParseConfig(ConfigType.ReliantUser, { wakeMinutes, measureInterval }).success;
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -20, max: 20 }), (w, m) => {
        expect(check(w, m)).toBe(w >= 3 && w <= 30 && m >= 1 && m <= 10);
      }),
    );
    expect(messages(safeParseConfig(ConfigType.ReliantUser, { wakeMinutes: 2 }))).toEqual([
      'Wake Minutes: must be greater than or equal to 3',
    ]);
  });

  it("gives the device alert deadzone the spec's message outside 0-9", () => {
    expect(messages(safeParseConfig(ConfigType.DeviceAlert, { deadzone: 10 }))).toEqual(['You must select a valid deadzone']);
    expect(messages(safeParseConfig(ConfigType.DeviceAlert, { deadzone: -1 }))).toEqual(['You must select a valid deadzone']);
    expect(safeParseConfig(ConfigType.DeviceAlert, { deadzone: 9 }).success).toBe(true);
  });

  it('bounds the modem settings', () => {
    expect(messages(safeParseConfig(ConfigType.Modem, { baudRate: 600, dataBits: 9, parity: 'OE', stopBits: 3 }))).toEqual([
      'Baud Rate: must be greater than or equal to 1200',
      'Data Bits: must be less than or equal to 8',
      'Parity: length must be less than 2 characters',
      'Stop Bits: must be less than or equal to 2',
    ]);
    expect(messages(safeParseConfig(ConfigType.Modem, { parity: '' }))).toEqual(['Parity: is required']);
    expect(safeParseConfig(ConfigType.Modem, { baudRate: 11520, dataBits: 7, parity: 'N', stopBits: 2 }).success).toBe(true);
  });
});

describe('user-level configs', () => {
  it("gives the user config spec 001 §3.3's defaults", () => {
    expect(defaultUserConfig()).toMatchObject({ roleRank: 6, orgFolderDefault: 2, siteFolderDefault: 3 });
    expect(unitConfigSchema.parse({})).toEqual({
      dimensionUnitId: 1,
      temperatureUnitId: 1,
      volumeUnitId: 1,
      weightUnitId: 1,
    });
    expect(timeZoneConfigSchema.parse({})).toEqual({ observeDst: true, timeZoneId: 1 });
    expect(timeZoneConfigSchema.safeParse({ timeZoneId: 28 }).success).toBe(false);
    expect(unitConfigSchema.safeParse({ volumeUnitId: 6 }).success).toBe(false);
  });

  it("applies spec 001 §5's user messages", () => {
    const m = (data: unknown) => messages(userConfigSchema.safeParse(data));
    expect(m({})).toEqual(['Username is required and must be less than 50 characters', 'Security Role must be selected']);
    expect(m({ userName: 'x'.repeat(51), roleId: 0 })).toEqual([
      'Username is required and must be less than 50 characters',
      'Security Role must be selected',
    ]);
    expect(m({ userName: 'x'.repeat(50), roleId: 1 })).toEqual([]);
  });

  it('hands out one schema per type id', () => {
    expect(configSchemaFor(ConfigType.Contact)).toBe(CONFIG_SCHEMAS[ConfigType.Contact]);
  });
});
