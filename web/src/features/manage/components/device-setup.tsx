// The device's setup tab (spec 001 §3.5 device configs, §5 their rules): label, serial number
// (checked as typed), activation state, its gateway and slot, and the configs its protocol gave it:
// schedule (the types its schedule option allows, spec 001 §9), time zone, device alert, modem,
// Reliant user, battery, cellular GPS and network, IP and phone. Disabled as spec 001 §4 says.
import type { DeviceDto, DeviceSaveBody } from '@ullage/domain/devices/api';
import { ConfigType, configTypeLabel } from '@ullage/domain/configs';
import { BATTERY_TYPES, findDeviceModel } from '@ullage/domain/devices/device-catalogue';
import { DEVICE_ACTIVATION_STATES } from '@ullage/domain/devices/devices';
import { canEditDevice } from '@ullage/domain/editing';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { TIME_ZONES, timeZoneDisplayName } from '@ullage/domain/time-zones';
import { useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { useDevice } from '../api/get-device';
import { useFolderDevices } from '../api/get-folder-devices';
import { useFolderSchedules } from '../api/get-folder-schedules';
import { useSystemSchedules } from '../api/get-system-schedules';
import { useSaveDevice } from '../api/save-device';
import { deviceFormSchema, deviceToForm, type DeviceFormContext, type DeviceFormValues } from '../utils/form-schemas';
import { allowedTypesText, scheduleChoices } from '../utils/schedule-choices';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../components/form-fields';
import { FormActions, useFormSave } from '../../../components/form-save';
import { useManageEnvironment } from './manage-environment';
import { SerialNumberField } from './serial-number-field';
import { EntityType } from '@ullage/domain/entity-types';
import type { UserDefSetupDto } from '@ullage/domain/api/user-def';
import { Loader } from '../../../components/loader';
import { useUserDefSetup } from '../api/get-user-def-setup';
import { fieldsFor, UserDefValueFields } from './user-def-fields';

/** Config types with an editor here; the others are kept as they are. */
const EDITED = new Set<number>([
  ConfigType.EntitySchedule,
  ConfigType.TimeZone,
  ConfigType.DeviceAlert,
  ConfigType.Modem,
  ConfigType.ReliantUser,
  ConfigType.Battery,
  ConfigType.CellGps,
  ConfigType.CellNetwork,
  ConfigType.Ip,
  ConfigType.Phone,
]);

const TIME_ZONE_CHOICES = TIME_ZONES.map((z) => ({ value: z.id, label: timeZoneDisplayName(z.id) }));
const DEADZONE_CHOICES = Array.from({ length: 10 }, (_, i) => ({ value: i, label: String(i) }));
const BATTERY_CHOICES = [{ value: 0, label: 'Not set' }, ...BATTERY_TYPES.map((b) => ({ value: b.id, label: b.label }))];
const ACTIVATION_CHOICES = DEVICE_ACTIVATION_STATES.map((s) => ({ value: s.id, label: s.label }));

export function DeviceConfigFields({
  index,
  typeId,
  scheduleOptionsId,
  folderUid,
}: {
  index: number;
  typeId: number;
  scheduleOptionsId: number;
  /** The device's folder: the company schedules serving it are offered too. */
  folderUid: number;
}) {
  const at = `configs.${index}`;
  switch (typeId) {
    case ConfigType.EntitySchedule:
      return <ScheduleFields index={index} optionsId={scheduleOptionsId} folderUid={folderUid} />;
    case ConfigType.TimeZone:
      return (
        <>
          <SelectField name={`${at}.timeZoneId`} label="Time Zone" choices={TIME_ZONE_CHOICES} />
          <CheckboxField name={`${at}.observeDst`} label="Observe daylight saving time" />
        </>
      );
    case ConfigType.DeviceAlert:
      return (
        <>
          <SelectField name={`${at}.deadzone`} label="Deadzone" choices={DEADZONE_CHOICES} />
          <CheckboxField name={`${at}.sendAlertsToDevice`} label="Send alerts to the device" />
        </>
      );
    case ConfigType.Modem:
      return (
        <>
          <NumberField name={`${at}.baudRate`} label="Baud Rate" integer />
          <NumberField name={`${at}.dataBits`} label="Data Bits" integer />
          <TextField name={`${at}.parity`} label="Parity" />
          <NumberField name={`${at}.stopBits`} label="Stop Bits" integer />
        </>
      );
    case ConfigType.ReliantUser:
      return (
        <>
          <NumberField name={`${at}.wakeMinutes`} label="Wake Minutes" integer />
          <NumberField name={`${at}.measureInterval`} label="Measure Interval" integer />
        </>
      );
    case ConfigType.Battery:
      return <SelectField name={`${at}.batteryTypeId`} label="Battery Type" choices={BATTERY_CHOICES} />;
    case ConfigType.CellGps:
      return (
        <>
          <NumberField name={`${at}.reportRate`} label="Report Rate" integer />
          <NumberField name={`${at}.timeout`} label="Timeout" integer />
        </>
      );
    case ConfigType.CellNetwork:
      return <CheckboxField name={`${at}.disableTowerTimeUpdate`} label="Disable tower time update" />;
    case ConfigType.Ip:
      return (
        <>
          <TextField name={`${at}.ipAddress`} label="IP Address" />
          <NumberField name={`${at}.port`} label="Port" integer />
        </>
      );
    case ConfigType.Phone:
      return (
        <>
          <TextField name={`${at}.phone1`} label="Phone 1" />
          <TextField name={`${at}.phone2`} label="Phone 2" />
          <TextField name={`${at}.prefix`} label="Prefix" />
          <TextField name={`${at}.suffix`} label="Suffix" />
        </>
      );
    default:
      return null;
  }
}

function ScheduleFields({ index, optionsId, folderUid }: { index: number; optionsId: number; folderUid: number }) {
  const form = useFormContext<DeviceFormValues>();
  const current = Number(useWatch({ control: form.control, name: `configs.${index}.scheduleUid` as `configs.${number}` })) || null;
  const system = useSystemSchedules(optionsId);
  const own = useFolderSchedules(folderUid);
  // The company's own first (docs/decisions/067-company-schedules.md), then the system ones.
  const schedules = [...(own.data ?? []), ...(system.data ?? [])];
  const choices = scheduleChoices(schedules, optionsId, current);
  const chosen = schedules.find((s) => s.uid === current);
  return (
    <>
      <SelectField
        name={`configs.${index}.scheduleUid`}
        label="Schedule"
        placeholder="Select a schedule"
        placeholderValue="0"
        choices={choices}
        hint={chosen ? chosen.description : `This model keeps ${allowedTypesText(optionsId)} schedules.`}
        className="manage-wide"
      />
      <CheckboxField name={`configs.${index}.disabled`} label="Schedule disabled" />
    </>
  );
}

/** A gateway and a free slot in it, for devices that sit in one (spec 001 §3.3: free capacity is
 * slots minus children). */
export function GatewayFields({ folderUid, selfUid }: { folderUid: number; selfUid: number | null }) {
  const form = useFormContext<DeviceFormValues>();
  const gatewayUid = Number(useWatch({ control: form.control, name: 'parentDeviceUid' })) || null;
  const devices = useFolderDevices(folderUid);
  const gateway = useDevice(gatewayUid);
  const gateways = (devices.data ?? []).filter((d) => findDeviceModel(d.modelId)?.deviceTypeId === 'gateway' && d.uid !== selfUid);
  const choices = gateways.map((g) => ({ value: g.uid, label: `${g.label} (${g.serialNumber})` }));
  if (gatewayUid && gateway.data && !choices.some((c) => c.value === gatewayUid))
    choices.push({ value: gatewayUid, label: `${gateway.data.label} (${gateway.data.serialNumber})` });
  const taken = new Map((gateway.data?.childDevices ?? []).filter((c) => c.childUid !== selfUid).map((c) => [c.slot, c.label]));
  const slots = Array.from({ length: gateway.data?.model.slots ?? 0 }, (_, i) => i + 1).map((slot) => ({
    value: slot,
    label: taken.has(slot) ? `Slot ${slot} (${taken.get(slot)})` : `Slot ${slot}`,
    disabled: taken.has(slot),
  }));
  return (
    <>
      <SelectField name="parentDeviceUid" label="Gateway" placeholder="No gateway" choices={choices} />
      <SelectField name="parentDeviceSlot" label="Slot" placeholder="Select a slot" choices={slots} disabled={!gatewayUid} />
    </>
  );
}

export function DeviceSetup({ device, folderReadOnly, hasOpenRma }: { device: DeviceDto; folderReadOnly: boolean; hasOpenRma: boolean }) {
  const setup = useUserDefSetup(device.folderUid);
  const userDefs = useMemo(() => fieldsFor(setup.data, EntityType.Device), [setup.data]);
  if (!setup.data && !setup.isError) return <Loader />;
  return <DeviceSetupForm device={device} folderReadOnly={folderReadOnly} hasOpenRma={hasOpenRma} userDefs={userDefs} />;
}

function DeviceSetupForm({
  device,
  folderReadOnly,
  hasOpenRma,
  userDefs,
}: {
  device: DeviceDto;
  folderReadOnly: boolean;
  hasOpenRma: boolean;
  userDefs: UserDefSetupDto[];
}) {
  const env = useManageEnvironment();
  // spec 001 §4: an open RMA makes the setup read-only unless the user holds Approve RMA Request.
  const editable = canEditDevice(env.permissions, { folderReadOnly, hasOpenRma });
  const ctx = useMemo<DeviceFormContext>(
    () => ({ units: env.units, original: device, userDefSetups: userDefs }),
    [env.units, device, userDefs],
  );
  const form = useForm<DeviceFormValues, unknown, DeviceSaveBody>({
    resolver: zodResolver(deviceFormSchema(ctx)),
    defaultValues: deviceToForm(device, env.units),
    mode: 'onTouched',
  });
  const save = useSaveDevice();
  const { onSubmit, failure } = useFormSave(form, save, {
    variables: (body: DeviceSaveBody) => ({ body }),
    failureTitle: SAVE_FAILURE_TITLES.device,
    done: 'Device saved',
    onSaved: (saved) => form.reset(deviceToForm(saved, env.units)),
  });
  const inGateway = device.model.protocol.requireController || device.parentDeviceUid !== null;
  const kept = device.configs.filter((c) => !EDITED.has(c.typeId));

  return (
    <FormProvider {...form}>
      <form className="manage-form" onSubmit={onSubmit} noValidate aria-label="Device setup">
        {!editable && (
          <p className="manage-notice">
            {canEditDevice(env.permissions, { folderReadOnly, hasOpenRma: false })
              ? 'Device editing is disabled: this device has an open RMA, and only a user with Approve RMA Request can change it.'
              : "Device editing is disabled: you can view this device's setup but not change it."}
          </p>
        )}
        <fieldset className="manage-section" disabled={!editable}>
          <legend>Device</legend>
          <div className="manage-grid">
            <TextField name="label" label="Label" maxLength={100} />
            <SerialNumberField name="serialNumber" folderUid={device.folderUid} ownSerial={device.serialNumber} />
            <TextField name="dataCollectorSn" label="Data Collector SN" maxLength={50} />
            <SelectField name="activeState" label="Activation State" choices={ACTIVATION_CHOICES} />
            <div className="field">
              <span className="field-label">Model</span>
              <span className="manage-static">
                {device.model.modelName} ({device.model.modelNumber})
              </span>
            </div>
            {inGateway && <GatewayFields folderUid={device.folderUid} selfUid={device.uid} />}
          </div>
        </fieldset>
        {userDefs.length > 0 && (
          <fieldset className="manage-section" disabled={!editable}>
            <legend>User-defined fields</legend>
            <UserDefValueFields fields={userDefs} disabled={!editable} />
          </fieldset>
        )}

        {device.configs.map((c, i) =>
          EDITED.has(c.typeId) ? (
            <fieldset key={c.id} className="manage-section" disabled={!editable}>
              <legend>{configTypeLabel(c.typeId)}</legend>
              <div className="manage-grid">
                <DeviceConfigFields
                  index={i}
                  typeId={c.typeId}
                  scheduleOptionsId={device.model.protocol.scheduleOptionsId}
                  folderUid={device.folderUid}
                />
              </div>
            </fieldset>
          ) : null,
        )}
        {kept.length > 0 && <p className="manage-muted">Also kept as they are: {kept.map((c) => configTypeLabel(c.typeId)).join(', ')}.</p>}

        {editable && (
          <FormActions
            failure={failure}
            pending={save.isPending}
            submitLabel="Save"
            pendingLabel="Saving…"
            onUndo={() => form.reset()}
            undoDisabled={!form.formState.isDirty}
          />
        )}
      </form>
    </FormProvider>
  );
}
