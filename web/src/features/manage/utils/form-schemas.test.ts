import type { AssetDto } from '@ullage/domain/tanks/api';
import type { DeviceDto } from '@ullage/domain/devices/api';
import { ConfigType, defaultConfig } from '@ullage/domain/configs';
import { installSpecErrorMap } from '@ullage/domain/validation';
import { TankType, tankCapacityGallons } from '@ullage/domain/tanks/tank-geometry';
import { DimensionUnit, TemperatureUnit, VolumeUnit, WeightUnit } from '@ullage/domain/units';
import { describe, expect, it } from 'vitest';
import { assetFormSchema, assetToForm, deviceFormSchema, deviceToForm, folderBodyFromForm, folderToForm } from './form-schemas';

installSpecErrorMap();
const US = {
  volumeUnitId: VolumeUnit.Gallons,
  weightUnitId: WeightUnit.Pounds,
  temperatureUnitId: TemperatureUnit.Fahrenheit,
  dimensionUnitId: DimensionUnit.Inches,
} as const;

const tankCfg = {
  ...defaultConfig(ConfigType.AssetTank),
  id: 3,
  tank: { ...defaultConfig(ConfigType.AssetTank).tank, cmid: TankType.VerticalCylinder, width: 48, height: 60 },
};
const asset = {
  uid: 9,
  label: 'North tank',
  comment: null,
  mfgDate: null,
  modelName: null,
  serialNumber: null,
  isTemplate: false,
  product: { uid: 4, name: 'Diesel', sku: 'D2', className: null },
  tags: [],
  userDefValues: [],
  configs: [tankCfg],
  units: US,
} as unknown as AssetDto;

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the asset setup form (spec 001 §5)', () => {
  const schema = assetFormSchema({ units: US, original: asset, canConfigure: true });

  it('computes the capacity from the dimensions into the body it sends', () => {
    const r = schema.safeParse(assetToForm(asset, US));
    expect(r.success).toBe(true);
    expect((r.data?.configs[0] as unknown as { tank: { capacity: number } }).tank.capacity).toBe(
      tankCapacityGallons(TankType.VerticalCylinder, { width: 48, height: 60 }),
    );
  });

  it("shows the spec's messages at the fields: a tank type's required dimension, a label", () => {
    const form = assetToForm(asset, US);
    const r = schema.safeParse({
      ...form,
      label: '',
      configs: [{ ...form.configs[0], tank: { ...(form.configs[0]!.tank as object), width: '' } }],
    });
    expect(messages(r)).toEqual({ label: 'Label: is required', 'configs.0.tank.width': 'Width: is required' });
  });

  it('sends the configuration back as it came when the user may only edit information', () => {
    const infoOnly = assetFormSchema({ units: US, original: asset, canConfigure: false });
    const form = assetToForm(asset, US);
    const r = infoOnly.safeParse({
      ...form,
      label: 'Renamed',
      productUid: '',
      configs: [{ ...form.configs[0], tank: { ...(form.configs[0]!.tank as object), width: '1' } }],
    });
    expect(r.data).toMatchObject({ label: 'Renamed', productUid: 4, configs: [tankCfg] });
  });
});

describe('the device setup form (spec 001 §5 client rules)', () => {
  const device = {
    uid: 20,
    label: 'Monitor',
    serialNumber: 'CM-1',
    dataCollectorSn: null,
    model: { id: 22 },
    state: { activeState: 1 },
    parentDeviceUid: null,
    parentDeviceSlot: null,
    tags: [],
    userDefValues: [],
    configs: [
      { ...defaultConfig(ConfigType.EntitySchedule), id: 1, scheduleUid: 0 },
      { ...defaultConfig(ConfigType.DeviceAlert), id: 2 },
      { ...defaultConfig(ConfigType.Modem), id: 3 },
    ],
  } as unknown as DeviceDto;
  const schema = deviceFormSchema({ units: US, original: device });

  it('asks for a schedule, a valid deadzone and a baud rate in range, in the words of spec 001 §5', () => {
    const form = deviceToForm(device, US);
    const [schedule, alert, modem] = form.configs as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    expect(schedule.scheduleUid).toBe('0');
    const r = schema.safeParse({
      ...form,
      configs: [
        { ...schedule, scheduleUid: '' },
        { ...alert, deadzone: '12' },
        { ...modem, baudRate: '115200', parity: '' },
      ],
    });
    expect(messages(r)).toEqual({
      'configs.0.scheduleUid': 'You must select a schedule',
      'configs.1.deadzone': 'You must select a valid deadzone',
      'configs.2.baudRate': 'Baud Rate: must be less than or equal to 11520',
      'configs.2.parity': 'Parity: is required',
    });
    const ok = schema.safeParse({ ...form, configs: [{ ...schedule, scheduleUid: '181' }, alert, modem] });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ uid: 20, modelId: 22, configs: [{ scheduleUid: 181 }, { deadzone: 0 }, { baudRate: 2400 }] });
  });
});

describe('the folder form', () => {
  it('keeps the company flag and the coordinates of a saved folder', () => {
    const folder = {
      uid: 5,
      label: 'Depot',
      config: { label: 'Depot', parentUid: 1, isCompany: true },
      addressConfig: { address1: '1 Main St', latitude: 45, longitude: -89 },
    } as never;
    const body = folderBodyFromForm({ ...folderToForm(folder), isCompany: false, city: 'Wausau' }, folder);
    expect(body).toEqual({
      label: 'Depot',
      isCompany: true,
      addressConfig: { latitude: 45, longitude: -89, address1: '1 Main St', address2: '', city: 'Wausau', state: '', zip: '' },
    });
    expect(folderBodyFromForm(folderToForm(null), null, 7)).toEqual({ label: '', isCompany: false, parentUid: 7, addressConfig: null });
  });
});
