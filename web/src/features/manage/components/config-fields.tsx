// The fields of an asset's sensor configs (spec 001 §3.5): for a tank, its type with the dimensions
// the type needs and the capacity computed live from them (spec 001 §5), max fill, heel, base
// usage and zones; for every sensor config, the device and port that feed it. Used by the setup
// tab and the create page inside their react-hook-form.
import { ConfigType } from '@ullage/domain/configs';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import { SENSOR_TYPES } from '@ullage/domain/devices/device-catalogue';
import { geometryDimensions, hasComputedCapacity, requiredDimensions, TANK_TYPES, tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { dimensionLabel } from '@ullage/domain/save-rules';
import { ZONES } from '@ullage/domain/tanks/zones';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDevice } from '../api/get-device';
import { useFolderDevices } from '../api/get-folder-devices';
import { useStrappingTables } from '../api/get-strapping-tables';
import { amountUnitOfTank, liveCapacity, unitSuffix, type UnitContext } from '../utils/config-form';
import type { AssetFormValues } from '../utils/form-schemas';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../components/form-fields';

const TANK_TYPE_CHOICES = TANK_TYPES.map((t) => ({ value: t.id, label: t.label }));

export function TankConfigFields({
  index,
  units,
  folderUid,
  disabled,
}: {
  index: number;
  units: DisplayUnits;
  folderUid: number;
  disabled: boolean;
}) {
  const form = useFormContext<AssetFormValues>();
  const at = `configs.${index}` as const;
  const tank = (useWatch({ control: form.control, name: `${at}.tank` as `configs.${number}` }) ?? {}) as Record<string, unknown>;
  const zones = (useWatch({ control: form.control, name: `${at}.zones` as `configs.${number}` }) ?? []) as unknown as { type: number }[];
  const cmid = Number(tank.cmid) || 0;
  const type = tankTypeById(cmid);
  const ctx: UnitContext = { units, amountUnit: amountUnitOfTank(cmid) };
  const computed = hasComputedCapacity(cmid);
  const capacity = computed ? liveCapacity(tank, units) : null;
  const strapping = type?.capacityFrom === 'strapping';
  const tables = useStrappingTables(folderUid, strapping);
  const required = new Set<string>(requiredDimensions(cmid));

  // spec 001 §5: for the eight shapes the capacity follows the dimensions as they are typed.
  const capacityText = capacity === null ? '' : String(capacity);
  const { setValue } = form;
  useEffect(() => {
    if (!computed) return;
    setValue(`${at}.tank.capacity` as `configs.${number}`, capacityText as never, { shouldDirty: true });
  }, [computed, capacityText, at, setValue]);

  return (
    <div className="manage-grid">
      <SelectField
        name={`${at}.tank.cmid`}
        label="Tank Type"
        choices={TANK_TYPE_CHOICES}
        placeholder="Select a tank type"
        placeholderValue="0"
        disabled={disabled}
      />
      {strapping && (
        <SelectField
          name={`${at}.tank.stid`}
          label="Strapping Table"
          placeholder="Select a strapping table"
          choices={(tables.data ?? []).map((t) => ({ value: t.id, label: `${t.make} ${t.model}` }))}
          disabled={disabled}
        />
      )}
      {geometryDimensions(cmid).map((key) => (
        <NumberField
          key={key}
          name={`${at}.tank.${key}`}
          label={`${dimensionLabel(key)}${required.has(key) ? ' *' : ''}`}
          unit={key === 'angle' ? '°' : unitSuffix('dimension', ctx)}
          disabled={disabled}
        />
      ))}
      <NumberField
        name={`${at}.tank.capacity`}
        label="Capacity"
        unit={unitSuffix('amount', ctx)}
        readOnly={computed || strapping}
        disabled={disabled}
        hint={computed ? 'Calculated from the dimensions' : strapping ? 'From the strapping table' : undefined}
      />
      <NumberField name={`${at}.tank.ullagePercent`} label="Max Fill" unit="%" disabled={disabled} />
      <NumberField name={`${at}.tank.heelAmount`} label="Heel" unit={unitSuffix('amount', ctx)} disabled={disabled} />
      <NumberField name={`${at}.baseUsage`} label="Base Usage per Day" unit={unitSuffix('amount', ctx)} disabled={disabled} />
      {zones.map((z, zi) => (
        <NumberField
          key={zi}
          name={`${at}.zones.${zi}.value`}
          label={`${ZONES.find((x) => x.id === z.type)?.label ?? 'Zone'} Level`}
          unit="%"
          disabled={disabled}
        />
      ))}
    </div>
  );
}

/** Cold and hot limits of a temperature config, in the user's unit. */
export function TemperatureZoneFields({ index, units, disabled }: { index: number; units: DisplayUnits; disabled: boolean }) {
  const form = useFormContext<AssetFormValues>();
  const zones = (useWatch({ control: form.control, name: `configs.${index}.zones` as `configs.${number}` }) ?? []) as unknown as {
    type: number;
  }[];
  const ctx: UnitContext = { units, amountUnit: 'volume' };
  return (
    <>
      {zones.map((z, zi) => (
        <NumberField
          key={zi}
          name={`configs.${index}.zones.${zi}.value`}
          label={`${ZONES.find((x) => x.id === z.type)?.label ?? 'Zone'} Limit`}
          unit={unitSuffix('temperature', ctx)}
          disabled={disabled}
        />
      ))}
    </>
  );
}

/** spec 001 §3.3 Asset: "for sensor configs a sensor with deviceUid, port, offset". */
export function SensorLinkFields({ index, folderUid, disabled }: { index: number; folderUid: number; disabled: boolean }) {
  const form = useFormContext<AssetFormValues>();
  const deviceUid = Number(useWatch({ control: form.control, name: `configs.${index}.sensor.deviceUid` as `configs.${number}` })) || null;
  const devices = useFolderDevices(folderUid);
  const device = useDevice(deviceUid);
  const deviceChoices = (devices.data ?? []).map((d) => ({ value: d.uid, label: `${d.label} (${d.serialNumber})` }));
  if (deviceUid && device.data && !deviceChoices.some((c) => c.value === deviceUid))
    deviceChoices.push({ value: deviceUid, label: `${device.data.label} (${device.data.serialNumber})` });
  const ports = (device.data?.sensors ?? []).map((s) => ({
    value: s.port,
    label: `Port ${s.port}: ${SENSOR_TYPES.find((t) => t.id === s.sensorTypeId)?.label ?? 'Unknown'}`,
  }));
  return (
    <>
      <SelectField
        name={`configs.${index}.sensor.deviceUid`}
        label="Device"
        placeholder="No device"
        choices={deviceChoices}
        disabled={disabled}
      />
      <SelectField name={`configs.${index}.sensor.port`} label="Port" choices={ports} disabled={disabled || !deviceUid} />
    </>
  );
}

/** Every sensor config of an asset, with the fields its type has. */
export function SensorConfigFields({
  index,
  typeId,
  units,
  folderUid,
  disabled,
}: {
  index: number;
  typeId: number;
  units: DisplayUnits;
  folderUid: number;
  disabled: boolean;
}) {
  return (
    <div className="manage-grid">
      <TextField name={`configs.${index}.label`} label="Sensor Label" disabled={disabled} />
      <SensorLinkFields index={index} folderUid={folderUid} disabled={disabled} />
      {typeId === ConfigType.Temperature && <TemperatureZoneFields index={index} units={units} disabled={disabled} />}
      {typeId === ConfigType.Pressure &&
        (['minReading', 'maxReading', 'minValue', 'maxValue'] as const).map((k) => (
          <NumberField
            key={k}
            name={`configs.${index}.${k}`}
            label={k.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())}
            disabled={disabled}
          />
        ))}
      {/* spec 001 §3.5 GPS: autoMoveFolders, updateFolderAddress (docs/decisions/101-gps-folder-moves.md). */}
      {typeId === ConfigType.Gps && (
        <>
          <CheckboxField name={`configs.${index}.autoMoveFolders`} label="Auto Move Folders" disabled={disabled} />
          <CheckboxField name={`configs.${index}.updateFolderAddress`} label="Update Folder Address" disabled={disabled} />
        </>
      )}
    </div>
  );
}
