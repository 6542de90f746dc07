// Unit and time-zone choices (spec 001 §9 units, time zones) of a user or a contact group.
import { DIMENSION_UNITS, TEMPERATURE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from '@ullage/domain/units';
import { TIME_ZONES, timeZoneDisplayName } from '@ullage/domain/time-zones';
import { CheckboxField, SelectField } from '../../../components/form-fields';

const choices = (list: readonly { id: number; label: string }[]) => list.map((u) => ({ value: u.id, label: u.label }));
const TIME_ZONE_CHOICES = TIME_ZONES.map((t) => ({ value: t.id, label: timeZoneDisplayName(t.id) }));

export function UnitFields({ prefix, disabled }: { prefix: string; disabled?: boolean }) {
  return (
    <div className="manage-grid">
      <SelectField name={`${prefix}.volumeUnitId`} label="Volume" choices={choices(VOLUME_UNITS)} disabled={disabled} />
      <SelectField name={`${prefix}.dimensionUnitId`} label="Dimension" choices={choices(DIMENSION_UNITS)} disabled={disabled} />
      <SelectField name={`${prefix}.weightUnitId`} label="Weight" choices={choices(WEIGHT_UNITS)} disabled={disabled} />
      <SelectField name={`${prefix}.temperatureUnitId`} label="Temperature" choices={choices(TEMPERATURE_UNITS)} disabled={disabled} />
    </div>
  );
}

export function TimeZoneFields({ prefix, disabled }: { prefix: string; disabled?: boolean }) {
  return (
    <div className="manage-grid">
      <SelectField name={`${prefix}.timeZoneId`} label="Time Zone" choices={TIME_ZONE_CHOICES} disabled={disabled} />
      <CheckboxField name={`${prefix}.observeDst`} label="Observe daylight saving time" disabled={disabled} />
    </div>
  );
}
