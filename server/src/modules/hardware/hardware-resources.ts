// The hardware documents of spec 001 §9's resource types, written from the catalogue: what the
// portal knows of a model is what its datasheet, quickstart and battery guide say.
import {
  BATTERY_OPTIONS,
  BATTERY_TYPES,
  DeviceModelResourceType,
  DEVICE_MODEL_RESOURCE_TYPES,
  findDeviceModel,
  findProtocol,
  findProtocolClass,
  SENSOR_TEMPLATES,
  SENSOR_TYPES,
} from '@ullage/domain/devices/device-catalogue';
import { CONFIG_TYPES } from '@ullage/domain/configs';
import { SCHEDULE_OPTIONS, SCHEDULE_TYPES } from '@ullage/domain/alerts/schedules';

function typesFor(modelId: number): number[] {
  const model = findDeviceModel(modelId);
  if (!model) return [];
  const types: number[] = [DeviceModelResourceType.Datasheet, DeviceModelResourceType.Quickstart];
  if (model.batteryTypeId) types.push(DeviceModelResourceType.BatteryReplacementGuide);
  return types;
}

export function hardwareResources(modelId: number) {
  const model = findDeviceModel(modelId);
  if (!model) return null;
  return typesFor(modelId).map((typeId) => {
    const typeLabel = DEVICE_MODEL_RESOURCE_TYPES.find((t) => t.id === typeId)?.label ?? '';
    return {
      modelId,
      typeId,
      typeLabel,
      label: `${model.modelName} ${typeLabel}`,
      url: `/api/Public/HardwareResources/Document/${modelId}/${typeId}`,
    };
  });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function hardwareDocument(modelId: number, typeId: number): string | null {
  const model = findDeviceModel(modelId);
  if (!model || !typesFor(modelId).includes(typeId)) return null;
  const protocol = findProtocol(model.protocolId);
  const cls = findProtocolClass(protocol?.classId ?? 0);
  const sensors = SENSOR_TEMPLATES.find((t) => t.id === model.sensorTemplateId)?.sensorTypeIds ?? [];
  const schedule = SCHEDULE_OPTIONS.find((o) => o.id === protocol?.scheduleOptionsId);
  const battery = BATTERY_TYPES.find((b) => b.id === model.batteryTypeId);
  const options = BATTERY_OPTIONS.find((o) => o.id === model.batteryOptionsId);
  const title = `${model.modelName} (${model.modelNumber}): ${DEVICE_MODEL_RESOURCE_TYPES.find((t) => t.id === typeId)?.label}`;
  const rows = (pairs: [string, string][]) => pairs.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  let body: string;
  if (typeId === DeviceModelResourceType.Datasheet) {
    body = `<table>${rows([
      ['Model', `${model.modelName} (${model.modelNumber})`],
      ['Kind', model.deviceTypeId],
      ['Protocol', `${protocol?.label ?? ''} (${cls?.label ?? ''})`],
      ['Slots for devices', String(model.slots)],
      [
        'Sensors',
        sensors.length
          ? sensors.map((t, i) => `port ${i + 1}: ${SENSOR_TYPES.find((s) => s.id === t)?.label}`).join('; ')
          : 'none (its sensors are the devices in its slots)',
      ],
      [
        'Power',
        battery
          ? `${battery.label}${options ? ` (fits: ${options.batteryTypeIds.map((b) => BATTERY_TYPES.find((x) => x.id === b)?.label).join(', ')})` : ''}`
          : 'line powered',
      ],
      ['Battery reported as', cls?.batteryPercent ? 'percent' : 'volts'],
      ['Portal can poll it', protocol?.pollable ? 'yes' : 'no: it reports on its schedule'],
      ['Needs a gateway', protocol?.requireController ? "yes: it works only in a gateway's slot" : 'no'],
    ])}</table>`;
  } else if (typeId === DeviceModelResourceType.Quickstart) {
    const configs = (protocol?.defaultConfigTypeIds ?? []).map((id) => CONFIG_TYPES.find((c) => c.id === id)?.label ?? String(id));
    body = `<ol>
<li>Register the device in its site folder (Add Object, Device) with serial number and model ${esc(model.modelNumber)}.</li>
${protocol?.requireController ? '<li>Pick the gateway and the slot it sits in.</li>' : ''}
<li>Issue the device key and enter it in the device (it authenticates every report with it).</li>
<li>Check its settings: ${esc(configs.join(', ') || 'none needed')}.</li>
<li>Choose its schedule: ${esc((schedule?.scheduleTypeIds ?? []).map((t) => SCHEDULE_TYPES.find((s) => s.id === t)?.label ?? '').join(', ') || 'none')}.</li>
<li>Create the tank on it (Asset, with a config set matching its sensors) and wait for the first reading.</li>
</ol>`;
  } else {
    body = `<ol>
<li>Fit a ${esc(battery?.label ?? 'new battery')}${options ? ` (this model takes: ${esc(options.batteryTypeIds.map((b) => BATTERY_TYPES.find((x) => x.id === b)?.label ?? '').join(', '))})` : ''}.</li>
<li>In the portal, open the device and choose Battery Reset: the low-battery flag clears and the gauge restarts from full.</li>
<li>The device confirms with its next report.</li>
</ol>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}
