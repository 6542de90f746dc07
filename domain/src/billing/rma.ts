// spec 001 §9: 31 RMA reason codes, served by GET RMA/ReasonCodes (spec 001 §7). The spec names
// four (Customer Order Error, Faulty Goods, Battery Drain, Stuck Cover); the rest are the reasons a
// tank-monitor vendor's returns desk meets. `category` groups them in the request form: whose
// doing the return is (order, shipping, hardware, sensor, communication, other).
import { z } from 'zod';

export const RMA_REASON_CATEGORIES = ['order', 'shipping', 'hardware', 'sensor', 'communication', 'other'] as const;
export type RmaReasonCategory = (typeof RMA_REASON_CATEGORIES)[number];

export const RMA_REASON_CODES = [
  { id: 1, key: 'CustomerOrderError', label: 'Customer Order Error', category: 'order' },
  { id: 2, key: 'WrongItemShipped', label: 'Wrong Item Shipped', category: 'order' },
  { id: 3, key: 'DuplicateShipment', label: 'Duplicate Shipment', category: 'order' },
  { id: 4, key: 'CustomerCancellation', label: 'Customer Cancellation', category: 'order' },
  { id: 5, key: 'EvaluationReturn', label: 'Evaluation Unit Return', category: 'order' },
  { id: 6, key: 'DamagedInShipping', label: 'Damaged in Shipping', category: 'shipping' },
  { id: 7, key: 'MissingParts', label: 'Missing Parts', category: 'shipping' },
  { id: 8, key: 'FaultyGoods', label: 'Faulty Goods', category: 'hardware' },
  { id: 9, key: 'BatteryDrain', label: 'Battery Drain', category: 'hardware' },
  { id: 10, key: 'StuckCover', label: 'Stuck Cover', category: 'hardware' },
  { id: 11, key: 'WaterIngress', label: 'Water Ingress', category: 'hardware' },
  { id: 12, key: 'PhysicalDamage', label: 'Physical Damage', category: 'hardware' },
  { id: 13, key: 'LightningPowerSurge', label: 'Lightning / Power Surge', category: 'hardware' },
  { id: 14, key: 'PowerSupplyFailure', label: 'Power Supply Failure', category: 'hardware' },
  { id: 15, key: 'ConnectorCorrosion', label: 'Connector Corrosion', category: 'hardware' },
  { id: 16, key: 'CableDamage', label: 'Cable Damage', category: 'hardware' },
  { id: 17, key: 'FirmwareFault', label: 'Firmware Fault', category: 'hardware' },
  { id: 18, key: 'InaccurateReadings', label: 'Inaccurate Readings', category: 'sensor' },
  { id: 19, key: 'IntermittentReadings', label: 'Intermittent Readings', category: 'sensor' },
  { id: 20, key: 'FloatGaugeStuck', label: 'Float Gauge Stuck', category: 'sensor' },
  { id: 21, key: 'UltrasonicSensorFailure', label: 'Ultrasonic Sensor Failure', category: 'sensor' },
  { id: 22, key: 'RadarSensorFailure', label: 'Radar Sensor Failure', category: 'sensor' },
  { id: 23, key: 'PressureTransducerFailure', label: 'Pressure Transducer Failure', category: 'sensor' },
  { id: 24, key: 'TemperatureSensorFailure', label: 'Temperature Sensor Failure', category: 'sensor' },
  { id: 25, key: 'NotReporting', label: 'Not Reporting', category: 'communication' },
  { id: 26, key: 'ExcessiveCallIns', label: 'Excessive Call-ins', category: 'communication' },
  { id: 27, key: 'AntennaDamage', label: 'Antenna Damage', category: 'communication' },
  { id: 28, key: 'SimCardFailure', label: 'SIM Card Failure', category: 'communication' },
  { id: 29, key: 'NetworkSunset', label: 'Cellular Network Sunset', category: 'communication' },
  { id: 30, key: 'BluetoothPairingFailure', label: 'Bluetooth Pairing Failure', category: 'communication' },
  { id: 31, key: 'Other', label: 'Other', category: 'other' },
] as const satisfies readonly { id: number; key: string; label: string; category: RmaReasonCategory }[];

type RmaReasonCodeEntry = (typeof RMA_REASON_CODES)[number];
export type RmaReasonCodeKey = RmaReasonCodeEntry['key'];
export type RmaReasonCodeId = RmaReasonCodeEntry['id'];

export const RmaReasonCode = Object.fromEntries(RMA_REASON_CODES.map((r) => [r.key, r.id])) as {
  [K in RmaReasonCodeKey]: Extract<RmaReasonCodeEntry, { key: K }>['id'];
};

export const RMA_REASON_CODE_IDS = RMA_REASON_CODES.map((r) => r.id) as [RmaReasonCodeId, ...RmaReasonCodeId[]];

export const rmaReasonCodeIdSchema = z.literal(RMA_REASON_CODE_IDS, {
  error: 'Reason Code: is not a known RMA reason code',
});

export function rmaReasonLabel(id: number): string {
  return RMA_REASON_CODES.find((r) => r.id === id)?.label ?? 'Unknown';
}

// spec 001 §4 "RMA status values: not shown": ours (docs/decisions/089-rma-and-inventory.md). A return
// is asked for (Requested), allowed by one holding Approve RMA Request (Approved, or Rejected), the
// unit travels back (Shipped, when the customer confirms the return form or staff mark it), the
// vendor's returns desk takes it in (Received) and settles it (Closed). A request not yet approved
// may be withdrawn (Cancelled). `open`: the device is out for return, and its setup is read-only to
// those without Approve RMA Request (spec 001 §4).
export const RMA_STATUSES = [
  { id: 1, key: 'Requested', label: 'Requested', open: true },
  { id: 2, key: 'Approved', label: 'Approved', open: true },
  { id: 3, key: 'Shipped', label: 'Shipped', open: true },
  { id: 4, key: 'Received', label: 'Received', open: true },
  { id: 5, key: 'Closed', label: 'Closed', open: false },
  { id: 6, key: 'Rejected', label: 'Rejected', open: false },
  { id: 7, key: 'Cancelled', label: 'Cancelled', open: false },
] as const;

type RmaStatusEntry = (typeof RMA_STATUSES)[number];
export type RmaStatusKey = RmaStatusEntry['key'];
export type RmaStatusId = RmaStatusEntry['id'];

export const RmaStatus = Object.fromEntries(RMA_STATUSES.map((s) => [s.key, s.id])) as {
  [K in RmaStatusKey]: Extract<RmaStatusEntry, { key: K }>['id'];
};

export const RMA_STATUS_IDS = RMA_STATUSES.map((s) => s.id) as [RmaStatusId, ...RmaStatusId[]];
export const OPEN_RMA_STATUS_IDS: number[] = RMA_STATUSES.filter((s) => s.open).map((s) => s.id);

export const rmaStatusIdSchema = z.literal(RMA_STATUS_IDS, { error: 'Status: is not a known RMA status' });

export function rmaStatusLabel(id: number): string {
  return RMA_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown';
}

export function isRmaOpen(id: number): boolean {
  return RMA_STATUSES.find((s) => s.id === id)?.open ?? false;
}

/** Permission ids (spec 001 §6) as numbers, so this module needs no import of the people module. */
const REQUEST_RMA = 34;
const APPROVE_RMA_REQUEST = 35;
const EDIT_RMA = 28;

/** The one table of allowed moves: from, to, and the permissions any one of which allows it. Every
 * pair not listed is refused (docs/decisions/089-rma-and-inventory.md). */
export const RMA_TRANSITIONS = [
  { from: RmaStatus.Requested, to: RmaStatus.Approved, permissions: [APPROVE_RMA_REQUEST] },
  { from: RmaStatus.Requested, to: RmaStatus.Rejected, permissions: [APPROVE_RMA_REQUEST] },
  { from: RmaStatus.Requested, to: RmaStatus.Cancelled, permissions: [REQUEST_RMA, EDIT_RMA] },
  { from: RmaStatus.Approved, to: RmaStatus.Shipped, permissions: [REQUEST_RMA, EDIT_RMA] },
  { from: RmaStatus.Approved, to: RmaStatus.Cancelled, permissions: [EDIT_RMA] },
  { from: RmaStatus.Shipped, to: RmaStatus.Received, permissions: [EDIT_RMA] },
  { from: RmaStatus.Received, to: RmaStatus.Closed, permissions: [EDIT_RMA] },
] as const satisfies readonly { from: RmaStatusId; to: RmaStatusId; permissions: readonly number[] }[];

/** The move from `from` to `to`, or undefined when the table has none. */
export function rmaTransition(from: number, to: number) {
  return RMA_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** The statuses one holding `permissions` may move an RMA in status `from` to. */
export function rmaNextStatuses(from: number, permissions: Iterable<number>): RmaStatusId[] {
  const held = new Set(permissions);
  return RMA_TRANSITIONS.filter((t) => t.from === from && t.permissions.some((p) => held.has(p))).map((t) => t.to);
}

/** The message of a refused move (400). */
export function rmaTransitionRefused(from: number, to: number): string {
  return `Status: an RMA that is ${rmaStatusLabel(from)} cannot become ${rmaStatusLabel(to)}`;
}
