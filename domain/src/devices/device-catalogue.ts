// The hardware catalogue: spec 001 §3.3 DeviceModel and DeviceProtocol, §3.5 (default configs per
// protocol), §9 (45 protocols in 27 classes, 22 sensor types, about 31 monitored properties, device
// model resource types). The spec gives the counts and the families (Veeder Root poll and non-poll,
// Scout/Moxa, Incon SSA, Reliant, Encompass gateway, Tek880, tote monitors, first and second
// generation controllers, cellular monitors, store-and-forward RF gateways); the ids, names and
// model numbers below are ours.
import { z } from 'zod';
import { ConfigType, type ConfigTypeId } from '../configs';
import { ScheduleOptions, type ScheduleOptionsId } from '../alerts/schedules';

// ---------------------------------------------------------------------------------------------
// Monitored properties: what a sensor measures (a config's propertyTypeId, spec 001 §3.5).

export const MONITORED_PROPERTIES = [
  { id: 1, key: 'TankLevel', label: 'Tank Level' },
  { id: 2, key: 'Temperature', label: 'Temperature' },
  { id: 3, key: 'Pressure', label: 'Pressure' },
  { id: 4, key: 'Switch', label: 'Switch' },
  { id: 5, key: 'Gps', label: 'GPS Location' },
  { id: 6, key: 'BatteryVoltage', label: 'Battery Voltage' },
  { id: 7, key: 'SignalStrength', label: 'Signal Strength' },
  { id: 8, key: 'Weight', label: 'Weight' },
  { id: 9, key: 'FlowRate', label: 'Flow Rate' },
  { id: 10, key: 'FlowTotal', label: 'Flow Total' },
  { id: 11, key: 'Humidity', label: 'Humidity' },
  { id: 12, key: 'WaterLevel', label: 'Water Level' },
  { id: 13, key: 'Density', label: 'Density' },
  { id: 14, key: 'ProductVolume', label: 'Product Volume' },
  { id: 15, key: 'Ullage', label: 'Ullage' },
  { id: 16, key: 'CompensatedVolume', label: 'Temperature Compensated Volume' },
  { id: 17, key: 'DeviceTemperature', label: 'Device Temperature' },
  { id: 18, key: 'Current', label: 'Current (4-20 mA)' },
  { id: 19, key: 'Voltage', label: 'Analog Voltage' },
  { id: 20, key: 'Tilt', label: 'Tilt' },
  { id: 21, key: 'Vibration', label: 'Vibration' },
  { id: 22, key: 'Leak', label: 'Leak Detection' },
  { id: 23, key: 'Interstitial', label: 'Interstitial Space' },
  { id: 24, key: 'Sump', label: 'Sump Liquid' },
  { id: 25, key: 'Motion', label: 'Motion' },
  { id: 26, key: 'DoorOpen', label: 'Door Open' },
  { id: 27, key: 'ExternalPower', label: 'External Power' },
  { id: 28, key: 'PulseCount', label: 'Pulse Count' },
  { id: 29, key: 'Distance', label: 'Distance to Surface' },
  { id: 30, key: 'SolarVoltage', label: 'Solar Voltage' },
  { id: 31, key: 'Hydrocarbon', label: 'Hydrocarbon Concentration' },
] as const;

type MonitoredPropertyEntry = (typeof MONITORED_PROPERTIES)[number];
export type MonitoredPropertyKey = MonitoredPropertyEntry['key'];
export type MonitoredPropertyId = MonitoredPropertyEntry['id'];

export const MonitoredProperty = Object.fromEntries(MONITORED_PROPERTIES.map((p) => [p.key, p.id])) as {
  [K in MonitoredPropertyKey]: Extract<MonitoredPropertyEntry, { key: K }>['id'];
};

export const MONITORED_PROPERTY_IDS = MONITORED_PROPERTIES.map((p) => p.id) as [MonitoredPropertyId, ...MonitoredPropertyId[]];

export const monitoredPropertyIdSchema = z.literal(MONITORED_PROPERTY_IDS, {
  error: 'Property Type: is not a known monitored property',
});

// ---------------------------------------------------------------------------------------------
// Sensor types (spec 001 §9: 22), each with the property it measures.

export const SENSOR_TYPES = [
  { id: 1, key: 'Ultrasonic', label: 'Ultrasonic', propertyId: MonitoredProperty.TankLevel },
  { id: 2, key: 'Radar', label: 'Radar', propertyId: MonitoredProperty.TankLevel },
  { id: 3, key: 'Float', label: 'Float Gauge', propertyId: MonitoredProperty.TankLevel },
  { id: 4, key: 'PressureTransducer', label: 'Pressure Transducer', propertyId: MonitoredProperty.Pressure },
  { id: 5, key: 'Hydrostatic', label: 'Hydrostatic Level', propertyId: MonitoredProperty.TankLevel },
  { id: 6, key: 'Temperature', label: 'Temperature', propertyId: MonitoredProperty.Temperature },
  { id: 7, key: 'Switch', label: 'Switch', propertyId: MonitoredProperty.Switch },
  { id: 8, key: 'Gps', label: 'GPS', propertyId: MonitoredProperty.Gps },
  { id: 9, key: 'MagnetostrictiveProbe', label: 'Probe (Magnetostrictive)', propertyId: MonitoredProperty.TankLevel },
  { id: 10, key: 'CapacitanceProbe', label: 'Probe (Capacitance)', propertyId: MonitoredProperty.TankLevel },
  { id: 11, key: 'LoadCell', label: 'Load Cell', propertyId: MonitoredProperty.Weight },
  { id: 12, key: 'FlowMeter', label: 'Flow Meter', propertyId: MonitoredProperty.FlowRate },
  { id: 13, key: 'PulseCounter', label: 'Pulse Counter', propertyId: MonitoredProperty.PulseCount },
  { id: 14, key: 'WaterFloat', label: 'Water Float', propertyId: MonitoredProperty.WaterLevel },
  { id: 15, key: 'LeakSensor', label: 'Leak Sensor', propertyId: MonitoredProperty.Leak },
  { id: 16, key: 'InterstitialSensor', label: 'Interstitial Sensor', propertyId: MonitoredProperty.Interstitial },
  { id: 17, key: 'SumpSensor', label: 'Sump Sensor', propertyId: MonitoredProperty.Sump },
  { id: 18, key: 'Analog4To20', label: 'Analog 4-20 mA', propertyId: MonitoredProperty.Current },
  { id: 19, key: 'AnalogVoltage', label: 'Analog 0-10 V', propertyId: MonitoredProperty.Voltage },
  { id: 20, key: 'BatteryMonitor', label: 'Battery Monitor', propertyId: MonitoredProperty.BatteryVoltage },
  { id: 21, key: 'Humidity', label: 'Humidity', propertyId: MonitoredProperty.Humidity },
  { id: 22, key: 'Accelerometer', label: 'Accelerometer', propertyId: MonitoredProperty.Tilt },
] as const;

type SensorTypeEntry = (typeof SENSOR_TYPES)[number];
export type SensorTypeKey = SensorTypeEntry['key'];
export type SensorTypeId = SensorTypeEntry['id'];

export const SensorType = Object.fromEntries(SENSOR_TYPES.map((s) => [s.key, s.id])) as {
  [K in SensorTypeKey]: Extract<SensorTypeEntry, { key: K }>['id'];
};

export const SENSOR_TYPE_IDS = SENSOR_TYPES.map((s) => s.id) as [SensorTypeId, ...SensorTypeId[]];

export const sensorTypeIdSchema = z.literal(SENSOR_TYPE_IDS, { error: 'Sensor Type: is not a known sensor type' });

/** The property a sensor type measures; undefined for an unknown type. */
export function sensorTypeProperty(sensorTypeId: number): MonitoredPropertyId | undefined {
  return SENSOR_TYPES.find((s) => s.id === sensorTypeId)?.propertyId;
}

// ---------------------------------------------------------------------------------------------
// Sensor templates: the sensors a model carries, by port (DeviceModel.sensorTemplateId and Config
// set sensorTemplateId, spec 001 §3.3, §3.5). Asset templates match on model family and sensor type
// (spec 000 §2 news item). A gateway's template is empty: its sensors are child devices.

export const SENSOR_TEMPLATES = [
  { id: 1, key: 'None', label: 'No sensors', sensorTypeIds: [] },
  { id: 2, key: 'Ultrasonic', label: 'Ultrasonic level', sensorTypeIds: [SensorType.Ultrasonic, SensorType.Temperature] },
  { id: 3, key: 'Radar', label: 'Radar level', sensorTypeIds: [SensorType.Radar, SensorType.Temperature] },
  { id: 4, key: 'Float', label: 'Float gauge', sensorTypeIds: [SensorType.Float] },
  { id: 5, key: 'Pressure', label: 'Pressure', sensorTypeIds: [SensorType.PressureTransducer, SensorType.Temperature] },
  {
    id: 6,
    key: 'Tote',
    label: 'Tote ultrasonic',
    sensorTypeIds: [SensorType.Ultrasonic, SensorType.Temperature, SensorType.Accelerometer],
  },
  {
    id: 7,
    key: 'AtgProbe',
    label: 'ATG probe',
    sensorTypeIds: [SensorType.MagnetostrictiveProbe, SensorType.WaterFloat, SensorType.Temperature],
  },
  { id: 8, key: 'AtgSump', label: 'ATG sump and interstitial', sensorTypeIds: [SensorType.SumpSensor, SensorType.InterstitialSensor] },
  { id: 9, key: 'Switch', label: 'Switch', sensorTypeIds: [SensorType.Switch] },
  { id: 10, key: 'Gps', label: 'GPS', sensorTypeIds: [SensorType.Gps, SensorType.BatteryMonitor] },
  {
    id: 11,
    key: 'AnalogQuad',
    label: 'Four analog inputs',
    sensorTypeIds: [SensorType.Analog4To20, SensorType.Analog4To20, SensorType.Analog4To20, SensorType.Analog4To20],
  },
  { id: 12, key: 'Hydrostatic', label: 'Hydrostatic level', sensorTypeIds: [SensorType.Hydrostatic] },
  { id: 13, key: 'LoadCell', label: 'Load cell (weight)', sensorTypeIds: [SensorType.LoadCell] },
  { id: 14, key: 'Flow', label: 'Flow meter', sensorTypeIds: [SensorType.FlowMeter, SensorType.PulseCounter] },
  {
    id: 15,
    key: 'UltrasonicGps',
    label: 'Ultrasonic level with GPS',
    sensorTypeIds: [SensorType.Ultrasonic, SensorType.Temperature, SensorType.Gps],
  },
] as const satisfies readonly { id: number; key: string; label: string; sensorTypeIds: readonly SensorTypeId[] }[];

type SensorTemplateEntry = (typeof SENSOR_TEMPLATES)[number];
export type SensorTemplateKey = SensorTemplateEntry['key'];
export type SensorTemplateId = SensorTemplateEntry['id'];

export const SensorTemplate = Object.fromEntries(SENSOR_TEMPLATES.map((t) => [t.key, t.id])) as {
  [K in SensorTemplateKey]: Extract<SensorTemplateEntry, { key: K }>['id'];
};

export const SENSOR_TEMPLATE_IDS = SENSOR_TEMPLATES.map((t) => t.id) as [SensorTemplateId, ...SensorTemplateId[]];

// ---------------------------------------------------------------------------------------------
// Protocol classes (spec 001 §9: 27; flags monthly billing, gateway class, asset templates,
// battery percent). monthlyBilling: devices of the class can go on a service agreement (spec 001
// §7 ServiceAgreementDeviceProtocolClasses); gatewayClass: it serves child devices in slots;
// assetTemplates: an asset can be made from a template for this family; batteryPercent: the device
// reports battery as a percentage rather than volts.

export const PROTOCOL_CLASSES = [
  {
    id: 1,
    key: 'VeederRootPoll',
    label: 'Veeder Root (Poll)',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 2,
    key: 'VeederRootNonPoll',
    label: 'Veeder Root (Non-Poll)',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  { id: 3, key: 'ScoutMoxa', label: 'Scout/Moxa', monthlyBilling: true, gatewayClass: true, assetTemplates: false, batteryPercent: false },
  { id: 4, key: 'InconSsa', label: 'Incon SSA', monthlyBilling: true, gatewayClass: true, assetTemplates: false, batteryPercent: false },
  { id: 5, key: 'Reliant', label: 'Reliant', monthlyBilling: true, gatewayClass: false, assetTemplates: true, batteryPercent: false },
  {
    id: 6,
    key: 'EncompassGateway',
    label: 'Encompass Gateway',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  { id: 7, key: 'Tek880', label: 'Tek880', monthlyBilling: true, gatewayClass: false, assetTemplates: true, batteryPercent: true },
  {
    id: 8,
    key: 'ToteMonitor',
    label: 'Tote Monitor',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: true,
  },
  {
    id: 9,
    key: 'FirstGenController',
    label: 'First Gen Controller',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 10,
    key: 'SecondGenController',
    label: 'Second Gen Controller',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 11,
    key: 'CellularMonitorGen1',
    label: 'Cellular Monitor (1st Gen)',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  {
    id: 12,
    key: 'CellularMonitorGen2',
    label: 'Cellular Monitor (2nd Gen)',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  {
    id: 13,
    key: 'CellularMonitorLte',
    label: 'Cellular Monitor (LTE)',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: true,
  },
  {
    id: 14,
    key: 'RfGateway',
    label: 'Store-and-Forward RF Gateway',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 15,
    key: 'WirelessMonitor',
    label: 'Wireless Slot Monitor',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: true,
  },
  {
    id: 16,
    key: 'AtgProbe',
    label: 'ATG Probe and Sensor',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 17,
    key: 'WiredSensor',
    label: 'Wired Sensor',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 18,
    key: 'SatelliteMonitor',
    label: 'Satellite Monitor',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: true,
  },
  {
    id: 19,
    key: 'ModbusGateway',
    label: 'Modbus Gateway',
    monthlyBilling: true,
    gatewayClass: true,
    assetTemplates: false,
    batteryPercent: false,
  },
  {
    id: 20,
    key: 'GpsTracker',
    label: 'GPS Tracker',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: false,
    batteryPercent: true,
  },
  {
    id: 21,
    key: 'DialUpMonitor',
    label: 'Dial-up Monitor',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  { id: 22, key: 'FlowMeter', label: 'Flow Meter', monthlyBilling: true, gatewayClass: false, assetTemplates: false, batteryPercent: true },
  {
    id: 23,
    key: 'VirtualDevice',
    label: 'Virtual Device',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  {
    id: 24,
    key: 'ThirdPartyIntegration',
    label: 'Third-Party Integration',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  {
    id: 25,
    key: 'EthernetMonitor',
    label: 'Ethernet Monitor',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: false,
  },
  {
    id: 26,
    key: 'WifiMonitor',
    label: 'Wi-Fi Monitor',
    monthlyBilling: true,
    gatewayClass: false,
    assetTemplates: true,
    batteryPercent: true,
  },
  {
    id: 27,
    key: 'IoModule',
    label: 'Controller I/O Module',
    monthlyBilling: false,
    gatewayClass: false,
    assetTemplates: false,
    batteryPercent: false,
  },
] as const;

type ProtocolClassEntry = (typeof PROTOCOL_CLASSES)[number];
export type ProtocolClassKey = ProtocolClassEntry['key'];
export type ProtocolClassId = ProtocolClassEntry['id'];

export const ProtocolClass = Object.fromEntries(PROTOCOL_CLASSES.map((c) => [c.key, c.id])) as {
  [K in ProtocolClassKey]: Extract<ProtocolClassEntry, { key: K }>['id'];
};

export const PROTOCOL_CLASS_IDS = PROTOCOL_CLASSES.map((c) => c.id) as [ProtocolClassId, ...ProtocolClassId[]];

export const protocolClassIdSchema = z.literal(PROTOCOL_CLASS_IDS, {
  error: 'Protocol Class: is not a known protocol class',
});

// ---------------------------------------------------------------------------------------------
// Protocols (spec 001 §3.3 DeviceProtocol: id, classId, scheduleOptionsId, pollable,
// requireController, iconName; spec 001 §9: 45). pollable: the portal can ask for a reading now
// (POST Device/{uid}/Poll); requireController: the device only works in a gateway's slot.
// defaultConfigTypeIds: the configs a new device of the protocol is given (spec 001 §3.5 last item).

const C = ConfigType;
const S = ScheduleOptions;
const K = ProtocolClass;

/** Base configs of a device that keeps its own schedule and clock. */
const SCHEDULED = [C.EntitySchedule, C.TimeZone, C.DeviceAlert] as const;
const CELL = [...SCHEDULED, C.Battery, C.CellNetwork] as const;
const POLLED_CONSOLE = [...SCHEDULED, C.Ip] as const;
const CALLBACK_CONSOLE = [...SCHEDULED, C.Modem, C.Phone] as const;
const SLOT = [C.Battery, C.DeviceAlert] as const;

export const PROTOCOLS = [
  {
    id: 1,
    key: 'VeederRootTls300Poll',
    label: 'Veeder Root TLS-300 (Poll)',
    classId: K.VeederRootPoll,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 2,
    key: 'VeederRootTls350Poll',
    label: 'Veeder Root TLS-350 (Poll)',
    classId: K.VeederRootPoll,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 3,
    key: 'VeederRootTls450Poll',
    label: 'Veeder Root TLS-450 (Poll)',
    classId: K.VeederRootPoll,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 4,
    key: 'VeederRootTls4Poll',
    label: 'Veeder Root TLS4 (Poll)',
    classId: K.VeederRootPoll,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 5,
    key: 'VeederRootTls300NonPoll',
    label: 'Veeder Root TLS-300 (Non-Poll)',
    classId: K.VeederRootNonPoll,
    scheduleOptionsId: S.VeederRootNonPoll,
    pollable: false,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: CALLBACK_CONSOLE,
  },
  {
    id: 6,
    key: 'VeederRootTls350NonPoll',
    label: 'Veeder Root TLS-350 (Non-Poll)',
    classId: K.VeederRootNonPoll,
    scheduleOptionsId: S.VeederRootNonPoll,
    pollable: false,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: CALLBACK_CONSOLE,
  },
  {
    id: 7,
    key: 'VeederRootTls450NonPoll',
    label: 'Veeder Root TLS-450 (Non-Poll)',
    classId: K.VeederRootNonPoll,
    scheduleOptionsId: S.VeederRootNonPoll,
    pollable: false,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: CALLBACK_CONSOLE,
  },
  {
    id: 8,
    key: 'ScoutMoxaSerial',
    label: 'Scout via Moxa Serial Server',
    classId: K.ScoutMoxa,
    scheduleOptionsId: S.ScoutMoxaInconSsa,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 9,
    key: 'ScoutMoxaCellular',
    label: 'Scout via Moxa Cellular Gateway',
    classId: K.ScoutMoxa,
    scheduleOptionsId: S.ScoutMoxaInconSsa,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: [...POLLED_CONSOLE, C.CellNetwork],
  },
  {
    id: 10,
    key: 'InconSsaTs550',
    label: 'Incon SSA TS-550',
    classId: K.InconSsa,
    scheduleOptionsId: S.ScoutMoxaInconSsa,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 11,
    key: 'InconSsaTs750',
    label: 'Incon SSA TS-750',
    classId: K.InconSsa,
    scheduleOptionsId: S.ScoutMoxaInconSsa,
    pollable: true,
    requireController: false,
    iconName: 'Console',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 12,
    key: 'Reliant',
    label: 'Reliant',
    classId: K.Reliant,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.ReliantAlarm, C.ReliantUser, C.ReliantComm],
  },
  {
    id: 13,
    key: 'EncompassGateway',
    label: 'Encompass Gateway',
    classId: K.EncompassGateway,
    scheduleOptionsId: S.EncompassGateway,
    pollable: true,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...POLLED_CONSOLE, C.CellNetwork],
  },
  {
    id: 14,
    key: 'EncompassSensorNode',
    label: 'Encompass Sensor Node',
    classId: K.WirelessMonitor,
    scheduleOptionsId: S.EncompassGateway,
    pollable: false,
    requireController: true,
    iconName: 'Monitor',
    defaultConfigTypeIds: SLOT,
  },
  {
    id: 15,
    key: 'Tek880',
    label: 'Tek880',
    classId: K.Tek880,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.Tek880],
  },
  {
    id: 16,
    key: 'ToteMonitorBle',
    label: 'Tote Monitor (Bluetooth and Cellular)',
    classId: K.ToteMonitor,
    scheduleOptionsId: S.ToteMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Tote',
    defaultConfigTypeIds: CELL,
  },
  {
    id: 17,
    key: 'ToteMonitorLte',
    label: 'Tote Monitor LTE-M',
    classId: K.ToteMonitor,
    scheduleOptionsId: S.ToteMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Tote',
    defaultConfigTypeIds: [...CELL, C.CellGps],
  },
  {
    id: 18,
    key: 'FirstGenControllerDialUp',
    label: 'First Gen Controller (Dial-up)',
    classId: K.FirstGenController,
    scheduleOptionsId: S.FirstGenControllers,
    pollable: false,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...CALLBACK_CONSOLE, C.MultiSensor],
  },
  {
    id: 19,
    key: 'FirstGenControllerCellular',
    label: 'First Gen Controller (Cellular)',
    classId: K.FirstGenController,
    scheduleOptionsId: S.FirstGenControllers,
    pollable: false,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...SCHEDULED, C.CellNetwork, C.MultiSensor],
  },
  {
    id: 20,
    key: 'SecondGenControllerCellular',
    label: 'Second Gen Controller (Cellular)',
    classId: K.SecondGenController,
    scheduleOptionsId: S.SecondGenControllers,
    pollable: true,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...SCHEDULED, C.CellNetwork, C.MultiSensor],
  },
  {
    id: 21,
    key: 'SecondGenControllerEthernet',
    label: 'Second Gen Controller (Ethernet)',
    classId: K.SecondGenController,
    scheduleOptionsId: S.SecondGenControllers,
    pollable: true,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...POLLED_CONSOLE, C.MultiSensor],
  },
  {
    id: 22,
    key: 'CellMonitorGen1Cdma',
    label: 'Cellular Monitor 1st Gen (CDMA)',
    classId: K.CellularMonitorGen1,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: CELL,
  },
  {
    id: 23,
    key: 'CellMonitorGen1Gsm',
    label: 'Cellular Monitor 1st Gen (GSM)',
    classId: K.CellularMonitorGen1,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: CELL,
  },
  {
    id: 24,
    key: 'CellMonitorGen2',
    label: 'Cellular Monitor 2nd Gen',
    classId: K.CellularMonitorGen2,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.CellGps],
  },
  {
    id: 25,
    key: 'CellMonitorGen2Switch',
    label: 'Cellular Monitor 2nd Gen with Switch Input',
    classId: K.CellularMonitorGen2,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.CellGps, C.CellSwitchSensor],
  },
  {
    id: 26,
    key: 'CellMonitorLteM',
    label: 'Cellular Monitor LTE-M',
    classId: K.CellularMonitorLte,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.CellGps],
  },
  {
    id: 27,
    key: 'CellMonitorLteMMulti',
    label: 'Cellular Monitor LTE-M Multi-Sensor',
    classId: K.CellularMonitorLte,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.CellGps, C.MultiSensor],
  },
  {
    id: 28,
    key: 'RfGatewayCellular',
    label: 'Store-and-Forward RF Gateway (Cellular)',
    classId: K.RfGateway,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Radio',
    defaultConfigTypeIds: [...SCHEDULED, C.CellNetwork, C.StoreAndForwardRFGateway],
  },
  {
    id: 29,
    key: 'RfGatewayEthernet',
    label: 'Store-and-Forward RF Gateway (Ethernet)',
    classId: K.RfGateway,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: true,
    requireController: false,
    iconName: 'Radio',
    defaultConfigTypeIds: [...POLLED_CONSOLE, C.StoreAndForwardRFGateway],
  },
  {
    id: 30,
    key: 'WirelessMonitorUltrasonic',
    label: 'Wireless Slot Monitor (Ultrasonic)',
    classId: K.WirelessMonitor,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: true,
    iconName: 'Monitor',
    defaultConfigTypeIds: SLOT,
  },
  {
    id: 31,
    key: 'WirelessMonitorFloat',
    label: 'Wireless Slot Monitor (Float)',
    classId: K.WirelessMonitor,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: true,
    iconName: 'Monitor',
    defaultConfigTypeIds: SLOT,
  },
  {
    id: 32,
    key: 'WirelessMonitorPressure',
    label: 'Wireless Slot Monitor (Pressure)',
    classId: K.WirelessMonitor,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: true,
    iconName: 'Monitor',
    defaultConfigTypeIds: SLOT,
  },
  {
    id: 33,
    key: 'AtgMagnetostrictiveProbe',
    label: 'ATG Magnetostrictive Probe',
    classId: K.AtgProbe,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: false,
    requireController: true,
    iconName: 'Probe',
    defaultConfigTypeIds: [],
  },
  {
    id: 34,
    key: 'AtgSumpSensor',
    label: 'ATG Sump and Interstitial Sensor',
    classId: K.AtgProbe,
    scheduleOptionsId: S.VeederRootPoll,
    pollable: false,
    requireController: true,
    iconName: 'Sensor',
    defaultConfigTypeIds: [],
  },
  {
    id: 35,
    key: 'WiredAnalogSensor',
    label: 'Wired Analog Sensor',
    classId: K.WiredSensor,
    scheduleOptionsId: S.SecondGenControllers,
    pollable: false,
    requireController: true,
    iconName: 'Sensor',
    defaultConfigTypeIds: [],
  },
  {
    id: 36,
    key: 'SatelliteMonitor',
    label: 'Satellite Monitor',
    classId: K.SatelliteMonitor,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...SCHEDULED, C.Battery],
  },
  {
    id: 37,
    key: 'ModbusTcpGateway',
    label: 'Modbus TCP Gateway',
    classId: K.ModbusGateway,
    scheduleOptionsId: S.SecondGenControllers,
    pollable: true,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [...POLLED_CONSOLE, C.MultiSensor],
  },
  {
    id: 38,
    key: 'GpsTracker',
    label: 'GPS Tracker',
    classId: K.GpsTracker,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CELL, C.CellGps],
  },
  {
    id: 39,
    key: 'DialUpMonitor',
    label: 'Dial-up Tank Monitor',
    classId: K.DialUpMonitor,
    scheduleOptionsId: S.FirstGenControllers,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...CALLBACK_CONSOLE, C.Battery],
  },
  {
    id: 40,
    key: 'FlowMeterPulse',
    label: 'Flow Meter (Pulse Output)',
    classId: K.FlowMeter,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: CELL,
  },
  {
    id: 41,
    key: 'ManualEntry',
    label: 'Manual Entry (Virtual Device)',
    classId: K.VirtualDevice,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [C.TimeZone],
  },
  {
    id: 42,
    key: 'ThirdPartyApi',
    label: 'Third-Party API',
    classId: K.ThirdPartyIntegration,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: true,
    requireController: false,
    iconName: 'Gateway',
    defaultConfigTypeIds: [C.EntitySchedule, C.TimeZone, C.Credentials],
  },
  {
    id: 43,
    key: 'EthernetMonitor',
    label: 'Ethernet Tank Monitor',
    classId: K.EthernetMonitor,
    scheduleOptionsId: S.SecondGenCellMonitors,
    pollable: true,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: POLLED_CONSOLE,
  },
  {
    id: 44,
    key: 'WifiMonitor',
    label: 'Wi-Fi Tank Monitor',
    classId: K.WifiMonitor,
    scheduleOptionsId: S.CellularMonitors,
    pollable: false,
    requireController: false,
    iconName: 'Monitor',
    defaultConfigTypeIds: [...SCHEDULED, C.Battery],
  },
  {
    id: 45,
    key: 'ControllerIoModule',
    label: 'Controller I/O Module',
    classId: K.IoModule,
    scheduleOptionsId: S.SecondGenControllers,
    pollable: false,
    requireController: true,
    iconName: 'Sensor',
    defaultConfigTypeIds: [C.MultiSensor],
  },
] as const satisfies readonly {
  id: number;
  key: string;
  label: string;
  classId: ProtocolClassId;
  scheduleOptionsId: ScheduleOptionsId;
  pollable: boolean;
  requireController: boolean;
  iconName: string;
  defaultConfigTypeIds: readonly ConfigTypeId[];
}[];

type ProtocolEntry = (typeof PROTOCOLS)[number];
export type ProtocolKey = ProtocolEntry['key'];
export type ProtocolId = ProtocolEntry['id'];

export const Protocol = Object.fromEntries(PROTOCOLS.map((p) => [p.key, p.id])) as {
  [K in ProtocolKey]: Extract<ProtocolEntry, { key: K }>['id'];
};

export const PROTOCOL_IDS = PROTOCOLS.map((p) => p.id) as [ProtocolId, ...ProtocolId[]];

export const protocolIdSchema = z.literal(PROTOCOL_IDS, { error: 'Protocol: is not a known device protocol' });

export function findProtocol(id: number): ProtocolEntry | undefined {
  return PROTOCOLS.find((p) => p.id === id);
}

export function findProtocolClass(id: number): ProtocolClassEntry | undefined {
  return PROTOCOL_CLASSES.find((c) => c.id === id);
}

// ---------------------------------------------------------------------------------------------
// Supporting lists a device model refers to.

/** DeviceModel.deviceTypeId (spec 001 §3.3). */
export const DEVICE_TYPES = ['gateway', 'monitor', 'sensor'] as const;
export type DeviceTypeId = (typeof DEVICE_TYPES)[number];
export const deviceTypeIdSchema = z.enum(DEVICE_TYPES);

/** DeviceModel.defaultBillingTypeId: how a new device of the model is billed (spec 001 §1: prepaid
 * call blocks or monthly service agreements; devices in a gateway's slot ride on the gateway). */
export const DEVICE_BILLING_TYPES = [
  { id: 1, key: 'CallBlock', label: 'Prepaid Call Block' },
  { id: 2, key: 'Monthly', label: 'Monthly Service Agreement' },
  { id: 3, key: 'Included', label: 'Included with Gateway' },
] as const;

type DeviceBillingTypeEntry = (typeof DEVICE_BILLING_TYPES)[number];
export type DeviceBillingTypeKey = DeviceBillingTypeEntry['key'];
export type DeviceBillingTypeId = DeviceBillingTypeEntry['id'];

export const DeviceBillingType = Object.fromEntries(DEVICE_BILLING_TYPES.map((t) => [t.key, t.id])) as {
  [K in DeviceBillingTypeKey]: Extract<DeviceBillingTypeEntry, { key: K }>['id'];
};

/** Battery config batteryTypeId (spec 001 §3.5) and DeviceModel.batteryTypeId. */
export const BATTERY_TYPES = [
  { id: 1, key: 'LithiumD', label: 'Lithium 3.6 V D-cell' },
  { id: 2, key: 'LithiumC', label: 'Lithium 3.6 V C-cell' },
  { id: 3, key: 'LithiumPack', label: 'Lithium Battery Pack' },
  { id: 4, key: 'AlkalineAa', label: 'Alkaline AA' },
  { id: 5, key: 'RechargeableLiIon', label: 'Rechargeable Li-ion' },
  { id: 6, key: 'SealedLeadAcid', label: 'Sealed Lead-Acid (Solar)' },
] as const;

type BatteryTypeEntry = (typeof BATTERY_TYPES)[number];
export type BatteryTypeKey = BatteryTypeEntry['key'];
export type BatteryTypeId = BatteryTypeEntry['id'];

export const BatteryType = Object.fromEntries(BATTERY_TYPES.map((b) => [b.key, b.id])) as {
  [K in BatteryTypeKey]: Extract<BatteryTypeEntry, { key: K }>['id'];
};

/** DeviceModel.batteryOptionsId: the battery types a model may be fitted with. */
export const BATTERY_OPTIONS = [
  { id: 1, key: 'LithiumD', label: 'Lithium D-cell', batteryTypeIds: [BatteryType.LithiumD] },
  { id: 2, key: 'LithiumCOrPack', label: 'Lithium C-cell or pack', batteryTypeIds: [BatteryType.LithiumC, BatteryType.LithiumPack] },
  { id: 3, key: 'Tote', label: 'Tote monitor cells', batteryTypeIds: [BatteryType.AlkalineAa, BatteryType.RechargeableLiIon] },
  { id: 4, key: 'Solar', label: 'Solar with backup', batteryTypeIds: [BatteryType.SealedLeadAcid, BatteryType.RechargeableLiIon] },
] as const satisfies readonly { id: number; key: string; label: string; batteryTypeIds: readonly BatteryTypeId[] }[];

type BatteryOptionsEntry = (typeof BATTERY_OPTIONS)[number];
export type BatteryOptionsKey = BatteryOptionsEntry['key'];
export type BatteryOptionsId = BatteryOptionsEntry['id'];

export const BatteryOptions = Object.fromEntries(BATTERY_OPTIONS.map((b) => [b.key, b.id])) as {
  [K in BatteryOptionsKey]: Extract<BatteryOptionsEntry, { key: K }>['id'];
};

/** DeviceModel.errorCodeId and Sensor.statusCodeSetId: which table turns a status code into text. */
export const ERROR_CODE_SETS = [
  { id: 1, key: 'Standard', label: 'Standard' },
  { id: 2, key: 'Ultrasonic', label: 'Ultrasonic' },
  { id: 3, key: 'Radar', label: 'Radar' },
  { id: 4, key: 'VeederRoot', label: 'Veeder Root' },
  { id: 5, key: 'Incon', label: 'Incon' },
  { id: 6, key: 'Reliant', label: 'Reliant' },
  { id: 7, key: 'RfGateway', label: 'RF Gateway' },
] as const;

type ErrorCodeSetEntry = (typeof ERROR_CODE_SETS)[number];
export type ErrorCodeSetKey = ErrorCodeSetEntry['key'];
export type ErrorCodeSetId = ErrorCodeSetEntry['id'];

export const ErrorCodeSet = Object.fromEntries(ERROR_CODE_SETS.map((e) => [e.key, e.id])) as {
  [K in ErrorCodeSetKey]: Extract<ErrorCodeSetEntry, { key: K }>['id'];
};

// ---------------------------------------------------------------------------------------------
// Device models (spec 001 §3.3 DeviceModel). slots: how many child devices a gateway serves (0 for
// monitors and sensors). batteryTypeId / batteryOptionsId are null for line-powered hardware.

const P = Protocol;
const T = SensorTemplate;
const B = DeviceBillingType;
const BT = BatteryType;
const BO = BatteryOptions;
const E = ErrorCodeSet;

export const DEVICE_MODELS = [
  // Gateways.
  {
    id: 1,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Veeder Root TLS-350 Console',
    modelNumber: 'VR-TLS350',
    protocolId: P.VeederRootTls350Poll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 2,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 12,
    modelName: 'Veeder Root TLS-450PLUS Console',
    modelNumber: 'VR-TLS450P',
    protocolId: P.VeederRootTls450Poll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 3,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 12,
    modelName: 'Veeder Root TLS4 Console',
    modelNumber: 'VR-TLS4',
    protocolId: P.VeederRootTls4Poll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 4,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Veeder Root TLS-350 Console (Callback)',
    modelNumber: 'VR-TLS350-CB',
    protocolId: P.VeederRootTls350NonPoll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 5,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Scout Console with Moxa NPort',
    modelNumber: 'SC-MOXA',
    protocolId: P.ScoutMoxaSerial,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 6,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 8,
    modelName: 'Incon TS-550 evo (SSA)',
    modelNumber: 'IN-TS550',
    protocolId: P.InconSsaTs550,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Incon,
  },
  {
    id: 7,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 16,
    modelName: 'Encompass Gateway',
    modelNumber: 'ENC-GW',
    protocolId: P.EncompassGateway,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 8,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 8,
    modelName: 'RG-8 Radio Gateway',
    modelNumber: 'RG-8',
    protocolId: P.RfGatewayCellular,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.RfGateway,
  },
  {
    id: 9,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'C1 Controller (1st Gen)',
    modelNumber: 'C1-4',
    protocolId: P.FirstGenControllerCellular,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 10,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 8,
    modelName: 'C2 Controller (2nd Gen)',
    modelNumber: 'C2-8',
    protocolId: P.SecondGenControllerCellular,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 11,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 16,
    modelName: 'Modbus TCP Gateway',
    modelNumber: 'MB-16',
    protocolId: P.ModbusTcpGateway,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 12,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Veeder Root TLS-300 Console',
    modelNumber: 'VR-TLS300',
    protocolId: P.VeederRootTls300Poll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 13,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Veeder Root TLS-300 Console (Callback)',
    modelNumber: 'VR-TLS300-CB',
    protocolId: P.VeederRootTls300NonPoll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 14,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 12,
    modelName: 'Veeder Root TLS-450PLUS Console (Callback)',
    modelNumber: 'VR-TLS450P-CB',
    protocolId: P.VeederRootTls450NonPoll,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 15,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'Scout Console with Moxa Cellular Gateway',
    modelNumber: 'SC-MOXA-LTE',
    protocolId: P.ScoutMoxaCellular,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 16,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 12,
    modelName: 'Incon TS-750 (SSA)',
    modelNumber: 'IN-TS750',
    protocolId: P.InconSsaTs750,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Incon,
  },
  {
    id: 17,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 4,
    modelName: 'C1 Controller (1st Gen, Dial-up)',
    modelNumber: 'C1-4D',
    protocolId: P.FirstGenControllerDialUp,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 18,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 8,
    modelName: 'C2 Controller (2nd Gen, Ethernet)',
    modelNumber: 'C2-8E',
    protocolId: P.SecondGenControllerEthernet,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 19,
    deviceTypeId: 'gateway',
    sensorTemplateId: T.None,
    slots: 8,
    modelName: 'RG-8E Radio Gateway (Ethernet)',
    modelNumber: 'RG-8E',
    protocolId: P.RfGatewayEthernet,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.RfGateway,
  },
  // Monitors.
  {
    id: 20,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'CM-100 Cellular Monitor',
    modelNumber: 'CM-100',
    protocolId: P.CellMonitorGen1Gsm,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 21,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'CM-200 Cellular Monitor',
    modelNumber: 'CM-200',
    protocolId: P.CellMonitorGen2,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 22,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'CM-300 LTE-M Ultrasonic Monitor',
    modelNumber: 'CM-300U',
    protocolId: P.CellMonitorLteM,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 23,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Pressure,
    slots: 0,
    modelName: 'CM-300 LTE-M Pressure Monitor',
    modelNumber: 'CM-300P',
    protocolId: P.CellMonitorLteM,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Standard,
  },
  {
    id: 24,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Radar,
    slots: 0,
    modelName: 'CM-300 LTE-M Radar Monitor',
    modelNumber: 'CM-300R',
    protocolId: P.CellMonitorLteM,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumPack,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Radar,
  },
  {
    id: 25,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Float,
    slots: 0,
    modelName: 'CM-300 LTE-M Float Gauge Reader',
    modelNumber: 'CM-300F',
    protocolId: P.CellMonitorLteM,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Standard,
  },
  {
    id: 26,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Tote,
    slots: 0,
    modelName: 'TM-10 Tote Monitor',
    modelNumber: 'TM-10',
    protocolId: P.ToteMonitorBle,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.AlkalineAa,
    batteryOptionsId: BO.Tote,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 27,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'WM-1 Wireless Monitor',
    modelNumber: 'WM-1U',
    protocolId: P.WirelessMonitorUltrasonic,
    defaultBillingTypeId: B.Included,
    batteryTypeId: BT.LithiumC,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 28,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Float,
    slots: 0,
    modelName: 'WM-1 Wireless Float Monitor',
    modelNumber: 'WM-1F',
    protocolId: P.WirelessMonitorFloat,
    defaultBillingTypeId: B.Included,
    batteryTypeId: BT.LithiumC,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Standard,
  },
  {
    id: 29,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Hydrostatic,
    slots: 0,
    modelName: 'Reliant R-100 Level Monitor',
    modelNumber: 'R-100',
    protocolId: P.Reliant,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.LithiumPack,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Reliant,
  },
  {
    id: 30,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'Tek880 Ultrasonic Monitor',
    modelNumber: 'TEK-880',
    protocolId: P.Tek880,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumPack,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 31,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.UltrasonicGps,
    slots: 0,
    modelName: 'SM-1 Satellite Monitor',
    modelNumber: 'SM-1',
    protocolId: P.SatelliteMonitor,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.SealedLeadAcid,
    batteryOptionsId: BO.Solar,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 32,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Gps,
    slots: 0,
    modelName: 'GT-1 GPS Tracker',
    modelNumber: 'GT-1',
    protocolId: P.GpsTracker,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.RechargeableLiIon,
    batteryOptionsId: BO.Solar,
    errorCodeId: E.Standard,
  },
  {
    id: 33,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Float,
    slots: 0,
    modelName: 'DM-1 Dial-up Monitor',
    modelNumber: 'DM-1',
    protocolId: P.DialUpMonitor,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Standard,
  },
  {
    id: 34,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Radar,
    slots: 0,
    modelName: 'EM-1 Ethernet Monitor',
    modelNumber: 'EM-1',
    protocolId: P.EthernetMonitor,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Radar,
  },
  {
    id: 35,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'WF-1 Wi-Fi Monitor',
    modelNumber: 'WF-1',
    protocolId: P.WifiMonitor,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.LithiumC,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 36,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.LoadCell,
    slots: 0,
    modelName: 'CM-300 LTE-M Scale Monitor (CO2)',
    modelNumber: 'CM-300W',
    protocolId: P.CellMonitorLteMMulti,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumPack,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Standard,
  },
  {
    id: 37,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Flow,
    slots: 0,
    modelName: 'FM-1 Flow Monitor',
    modelNumber: 'FM-1',
    protocolId: P.FlowMeterPulse,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Standard,
  },
  {
    id: 38,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Tote,
    slots: 0,
    modelName: 'TM-20 LTE-M Tote Monitor',
    modelNumber: 'TM-20',
    protocolId: P.ToteMonitorLte,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: BT.LithiumPack,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 39,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'CM-50 CDMA Cellular Monitor',
    modelNumber: 'CM-50',
    protocolId: P.CellMonitorGen1Cdma,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Ultrasonic,
  },
  {
    id: 40,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Switch,
    slots: 0,
    modelName: 'CM-200S Cellular Switch Monitor',
    modelNumber: 'CM-200S',
    protocolId: P.CellMonitorGen2Switch,
    defaultBillingTypeId: B.CallBlock,
    batteryTypeId: BT.LithiumD,
    batteryOptionsId: BO.LithiumD,
    errorCodeId: E.Standard,
  },
  {
    id: 41,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Float,
    slots: 0,
    modelName: 'Manual Gauge Entry',
    modelNumber: 'MANUAL-1',
    protocolId: P.ManualEntry,
    defaultBillingTypeId: B.Included,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 42,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Ultrasonic,
    slots: 0,
    modelName: 'Third-Party API Level Feed',
    modelNumber: 'API-1',
    protocolId: P.ThirdPartyApi,
    defaultBillingTypeId: B.Monthly,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  // Sensors (children of a gateway).
  {
    id: 50,
    deviceTypeId: 'sensor',
    sensorTemplateId: T.AtgProbe,
    slots: 0,
    modelName: 'ATG Magnetostrictive Probe',
    modelNumber: 'MAG-PROBE',
    protocolId: P.AtgMagnetostrictiveProbe,
    defaultBillingTypeId: B.Included,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 51,
    deviceTypeId: 'sensor',
    sensorTemplateId: T.AtgSump,
    slots: 0,
    modelName: 'ATG Sump Sensor',
    modelNumber: 'SUMP-1',
    protocolId: P.AtgSumpSensor,
    defaultBillingTypeId: B.Included,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.VeederRoot,
  },
  {
    id: 52,
    deviceTypeId: 'sensor',
    sensorTemplateId: T.Pressure,
    slots: 0,
    modelName: '4-20 mA Pressure Transducer',
    modelNumber: 'PT-420',
    protocolId: P.WiredAnalogSensor,
    defaultBillingTypeId: B.Included,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 53,
    deviceTypeId: 'sensor',
    sensorTemplateId: T.AnalogQuad,
    slots: 0,
    modelName: 'Four-Input Analog Module',
    modelNumber: 'IO-4A',
    protocolId: P.ControllerIoModule,
    defaultBillingTypeId: B.Included,
    batteryTypeId: null,
    batteryOptionsId: null,
    errorCodeId: E.Standard,
  },
  {
    id: 54,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Pressure,
    slots: 0,
    modelName: 'Encompass Pressure Node',
    modelNumber: 'ENC-PN',
    protocolId: P.EncompassSensorNode,
    defaultBillingTypeId: B.Included,
    batteryTypeId: BT.LithiumC,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Standard,
  },
  {
    id: 55,
    deviceTypeId: 'monitor',
    sensorTemplateId: T.Pressure,
    slots: 0,
    modelName: 'WM-1 Wireless Pressure Monitor',
    modelNumber: 'WM-1P',
    protocolId: P.WirelessMonitorPressure,
    defaultBillingTypeId: B.Included,
    batteryTypeId: BT.LithiumC,
    batteryOptionsId: BO.LithiumCOrPack,
    errorCodeId: E.Standard,
  },
] as const satisfies readonly {
  id: number;
  deviceTypeId: DeviceTypeId;
  sensorTemplateId: SensorTemplateId;
  slots: number;
  modelName: string;
  modelNumber: string;
  protocolId: ProtocolId;
  defaultBillingTypeId: DeviceBillingTypeId;
  batteryTypeId: BatteryTypeId | null;
  batteryOptionsId: BatteryOptionsId | null;
  errorCodeId: ErrorCodeSetId;
}[];

export type DeviceModel = (typeof DEVICE_MODELS)[number];
export type DeviceModelId = DeviceModel['id'];

export const DEVICE_MODEL_IDS = DEVICE_MODELS.map((m) => m.id) as [DeviceModelId, ...DeviceModelId[]];

export const deviceModelIdSchema = z.literal(DEVICE_MODEL_IDS, { error: 'Model: is not a known device model' });

/** The models the demo seed uses (ids of DEVICE_MODELS). */
export const DEMO_MODELS = {
  cellularMonitor: 22,
  cellularMonitorPressure: 23,
  toteMonitor: 26,
  radioGateway: 8,
  wirelessMonitor: 27,
  veederRootAtg: 1,
  atgProbe: 50,
  switchMonitor: 40,
  satelliteMonitor: 31,
} as const satisfies Record<string, DeviceModelId>;

export function findDeviceModel(id: number): DeviceModel | undefined {
  return DEVICE_MODELS.find((m) => m.id === id);
}

/** The protocol of a model. */
export function modelProtocol(model: Pick<DeviceModel, 'protocolId'>): ProtocolEntry {
  const protocol = findProtocol(model.protocolId);
  if (!protocol) throw new Error(`Unknown protocol ${model.protocolId}`);
  return protocol;
}

/** spec 001 §3.3 Device: gateway free capacity is slots minus children (never below 0). */
export function freeSlots(model: Pick<DeviceModel, 'slots'>, childCount: number): number {
  return Math.max(0, model.slots - childCount);
}

// ---------------------------------------------------------------------------------------------
// Device model resource types (spec 001 §9): the documents GET Public/HardwareResources/ByModel/{m}
// lists.

export const DEVICE_MODEL_RESOURCE_TYPES = [
  { id: 1, key: 'Instructional', label: 'Instructional' },
  { id: 2, key: 'Quickstart', label: 'Quickstart' },
  { id: 3, key: 'Other', label: 'Other' },
  { id: 4, key: 'Datasheet', label: 'Datasheet' },
  { id: 5, key: 'BatteryReplacementGuide', label: 'Battery Replacement Guide' },
  { id: 6, key: 'ComplianceCertificate', label: 'Compliance Certificate' },
] as const;

type DeviceModelResourceTypeEntry = (typeof DEVICE_MODEL_RESOURCE_TYPES)[number];
export type DeviceModelResourceTypeKey = DeviceModelResourceTypeEntry['key'];
export type DeviceModelResourceTypeId = DeviceModelResourceTypeEntry['id'];

export const DeviceModelResourceType = Object.fromEntries(DEVICE_MODEL_RESOURCE_TYPES.map((t) => [t.key, t.id])) as {
  [K in DeviceModelResourceTypeKey]: Extract<DeviceModelResourceTypeEntry, { key: K }>['id'];
};

export const DEVICE_MODEL_RESOURCE_TYPE_IDS = DEVICE_MODEL_RESOURCE_TYPES.map((t) => t.id) as [
  DeviceModelResourceTypeId,
  ...DeviceModelResourceTypeId[],
];

export const deviceModelResourceTypeIdSchema = z.literal(DEVICE_MODEL_RESOURCE_TYPE_IDS, {
  error: 'Resource Type: is not a known resource type',
});
