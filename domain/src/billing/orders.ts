// spec 001 §3.3, §3.8 and §4: call-block orders, their statuses, billing types, bill-to and
// ship-to profiles and the call-block summary.
import { z } from 'zod';
import { num } from '../validation';

// spec 001 §4: call-block order statuses 1-7. Allowed transitions are not shown in the spec;
// `closed` marks the statuses an order does not leave (a rejection, completion or cancellation).
export const CALL_BLOCK_ORDER_STATUSES = [
  { id: 1, key: 'OrderCreated', label: 'Order Created', closed: false },
  { id: 2, key: 'ConfirmedByBillTo', label: 'Confirmed By Bill-To', closed: false },
  { id: 3, key: 'RejectedByBillTo', label: 'Rejected By Bill-To', closed: true },
  { id: 4, key: 'OrderProcessing', label: 'Order Processing', closed: false },
  { id: 5, key: 'RejectedByProvider', label: 'Rejected By the provider', closed: true },
  { id: 6, key: 'OrderComplete', label: 'Order Complete', closed: true },
  { id: 7, key: 'OrderCancelled', label: 'Order Cancelled', closed: true },
] as const;

type OrderStatusListEntry = (typeof CALL_BLOCK_ORDER_STATUSES)[number];
export type OrderStatusKey = OrderStatusListEntry['key'];
export type OrderStatusId = OrderStatusListEntry['id'];

export const OrderStatus = Object.fromEntries(CALL_BLOCK_ORDER_STATUSES.map((s) => [s.key, s.id])) as {
  [K in OrderStatusKey]: Extract<OrderStatusListEntry, { key: K }>['id'];
};

export const ORDER_STATUS_IDS = CALL_BLOCK_ORDER_STATUSES.map((s) => s.id) as [OrderStatusId, ...OrderStatusId[]];

export const orderStatusIdSchema = z.literal(ORDER_STATUS_IDS, { error: 'Status: is not a known order status' });

export function orderStatusLabel(id: number): string {
  return CALL_BLOCK_ORDER_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown';
}

export function isOrderClosed(id: number): boolean {
  return CALL_BLOCK_ORDER_STATUSES.find((s) => s.id === id)?.closed ?? false;
}

// What an order buys (ours; spec 001 §6 permission 25 Order Hardware, docs/decisions/102): call
// blocks (the spec's call-block orders) or hardware part numbers, through the same order flow.
export const ORDER_KINDS = [
  { id: 1, key: 'CallBlocks', label: 'Call Blocks' },
  { id: 2, key: 'Hardware', label: 'Hardware' },
] as const;
type OrderKindEntry = (typeof ORDER_KINDS)[number];
export type OrderKindId = OrderKindEntry['id'];
export const OrderKind = Object.fromEntries(ORDER_KINDS.map((k) => [k.key, k.id])) as {
  [K in OrderKindEntry['key']]: Extract<OrderKindEntry, { key: K }>['id'];
};
export const ORDER_KIND_IDS = ORDER_KINDS.map((k) => k.id) as [OrderKindId, ...OrderKindId[]];

// spec 001 §3.8: who a device's prepaid calls are billed through (Prepaid-call billing config
// cbBillingTypeId, spec 001 §3.5). The spec gives no ids; ours run 1.. in its order.
export const CALL_BLOCK_BILLING_TYPES = [
  { id: 1, key: 'BillTo', label: 'Bill To' },
  { id: 2, key: 'ShipTo', label: 'Ship To' },
  { id: 3, key: 'Direct', label: 'Direct' },
] as const;

type CallBlockBillingTypeEntry = (typeof CALL_BLOCK_BILLING_TYPES)[number];
export type CallBlockBillingTypeKey = CallBlockBillingTypeEntry['key'];
export type CallBlockBillingTypeId = CallBlockBillingTypeEntry['id'];

export const CallBlockBillingType = Object.fromEntries(CALL_BLOCK_BILLING_TYPES.map((t) => [t.key, t.id])) as {
  [K in CallBlockBillingTypeKey]: Extract<CallBlockBillingTypeEntry, { key: K }>['id'];
};

export const CALL_BLOCK_BILLING_TYPE_IDS = CALL_BLOCK_BILLING_TYPES.map((t) => t.id) as [
  CallBlockBillingTypeId,
  ...CallBlockBillingTypeId[],
];

export const callBlockBillingTypeIdSchema = z.literal(CALL_BLOCK_BILLING_TYPE_IDS, {
  error: 'Billing Type: is not a known call-block billing type',
});

// spec 001 §3.8 Order stPaymentType (default 1). The spec gives no list; ours follows the bill-to
// profile's payment flags (spec 001 §3.3: PO upload/number, credit card, wire transfer).
export const PAYMENT_TYPES = [
  { id: 1, key: 'PurchaseOrder', label: 'Purchase Order' },
  { id: 2, key: 'CreditCard', label: 'Credit Card' },
  { id: 3, key: 'WireTransfer', label: 'Wire Transfer' },
] as const;

type PaymentTypeEntry = (typeof PAYMENT_TYPES)[number];
export type PaymentTypeKey = PaymentTypeEntry['key'];
export type PaymentTypeId = PaymentTypeEntry['id'];

export const PaymentType = Object.fromEntries(PAYMENT_TYPES.map((t) => [t.key, t.id])) as {
  [K in PaymentTypeKey]: Extract<PaymentTypeEntry, { key: K }>['id'];
};

export const PAYMENT_TYPE_IDS = PAYMENT_TYPES.map((t) => t.id) as [PaymentTypeId, ...PaymentTypeId[]];

export const paymentTypeIdSchema = z.literal(PAYMENT_TYPE_IDS, { error: 'Payment Type: is not a known payment type' });

// Billing percent values are stored as fractions, shown x100 (spec 001 §3.3, §9).
const fraction = (displayName: string) => num(displayName, { min: 0, max: 1 });
const money = (displayName: string) => num(displayName, { min: 0 });

/** spec 001 §3.8 Line item. */
export const orderLineItemSchema = z.object({
  liid: z.number().int().default(0),
  orderId: z.number().int().default(0),
  lineNum: z.number().int().min(1).default(1),
  partNumber: z.string().min(1, { error: 'Part Number: is required' }),
  quantity: num('Quantity', { int: true, min: 1 }),
  stPrice: money('Ship-To Price').default(0),
  btPrice: money('Bill-To Price').default(0),
  comments: z.string().default(''),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/** spec 001 §3.8 Order. */
export const callBlockOrderSchema = z.object({
  id: z.number().int().default(0),
  stpuid: z.number().int().positive(),
  btpuid: z.number().int().positive(),
  lineItems: z.array(orderLineItemSchema).default([]),
  status: orderStatusIdSchema.default(OrderStatus.OrderCreated),
  stPaymentType: paymentTypeIdSchema.default(PaymentType.PurchaseOrder),
  stPoNumber: z.string().default(''),
  btPoNumber: z.string().default(''),
  backOfficeOrderNumber: z.string().default(''),
  comments: z.string().default(''),
});
export type CallBlockOrder = z.infer<typeof callBlockOrderSchema>;

/** spec 001 §3.8 Order submit: one call-block part (cbpid) for a ship-to profile. */
export const orderSubmitSchema = z.object({
  stpUid: z.number().int().positive(),
  cbpid: z.number().int().positive(),
  poNumber: z.string().default(''),
  price: money('Price'),
  comments: z.string().default(''),
});
export type OrderSubmit = z.infer<typeof orderSubmitSchema>;

/** spec 001 §3.8 Order status entry: one step of an order's history. */
export const orderStatusEntrySchema = z.object({
  id: z.number().int().default(0),
  typeId: orderStatusIdSchema,
  orderId: z.number().int(),
  comment: z.string().default(''),
  userUid: z.number().int(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

/** spec 001 §3.3 BillToProfile with its defaults. */
export const billToProfileSchema = z.object({
  uid: z.number().int().default(0),
  accountUid: z.number().int(),
  profileName: z.string().min(1, { error: 'Profile Name: is required' }).default('Default'),
  discountPercentage: fraction('Discount Percentage').default(0),
  contactGroupUid: z.number().int().default(0),
  daysAlertLoginMessage: num('Days Alert Login Message', { int: true, min: 0 }).default(14),
  daysAlertEmail: num('Days Alert Email', { int: true, min: 0 }).default(30),
  daysAlertEscalateEmail: num('Days Alert Escalate Email', { int: true, min: 0 }).default(7),
  requirePoUpload: z.boolean().default(false),
  requirePoNumber: z.boolean().default(false),
  useCustomPriceSheet: z.boolean().default(false),
  allowPriceOverride: z.boolean().default(false),
  allowCreditCard: z.boolean().default(false),
  allowWireTransfer: z.boolean().default(false),
  allowAutoInvoicing: z.boolean().default(false),
  allowBillToPassthrough: z.boolean().default(false),
  copiedOnFirstShipToAlert: z.boolean().default(false),
  requireTac: z.boolean().default(false),
  btpActive: z.boolean().default(true),
});
export type BillToProfile = z.infer<typeof billToProfileSchema>;

/** spec 001 §3.3 ShipToProfile. */
export const shipToProfileSchema = z.object({
  uid: z.number().int().default(0),
  accountUid: z.number().int(),
  btpUid: z.number().int(),
  contactGroupUid: z.number().int().default(0),
});
export type ShipToProfile = z.infer<typeof shipToProfileSchema>;

/** spec 001 §3.8 Callblock summary (GET Folder/{uid}/CallblockSummary). expireDate is ISO or null. */
export const callBlockSummarySchema = z.object({
  callsTotal: z.number().int().min(0),
  callsUsed: z.number().int().min(0),
  callsPerDay: z.number().min(0),
  blocksTotal: z.number().int().min(0),
  expireDate: z.string().nullable(),
  expiredCalls: z.number().int().min(0),
});
export type CallBlockSummary = z.infer<typeof callBlockSummarySchema>;

/** Who may move an order (docs/decisions/087-billing-model-and-order-flow.md):
 * - `orderer`: the ship-to side, Create Orders (4) with the ship-to account writable;
 * - `billTo`: the bill-to side, Create Orders (4) with the bill-to account writable;
 * - `provider`: the monitoring vendor's staff (the system administrator, spec 000 §6 rank 1). */
export const ORDER_ACTORS = ['orderer', 'billTo', 'provider'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** spec 001 §4 "Allowed transitions: not shown": ours, the ONE table the server enforces and the
 * web offers buttons from. The bill-to confirms or rejects a created order; the provider takes a
 * confirmed order into processing and completes or rejects it; either side cancels an order that
 * is not yet processing. Closed statuses have no way out. */
export const ORDER_TRANSITIONS = [
  { from: 1, to: 2, by: ['billTo', 'provider'], action: 'Approve' },
  { from: 1, to: 3, by: ['billTo', 'provider'], action: 'Reject' },
  { from: 1, to: 7, by: ['orderer', 'billTo', 'provider'], action: 'Cancel' },
  { from: 2, to: 4, by: ['provider'], action: 'Start processing' },
  { from: 2, to: 7, by: ['orderer', 'billTo', 'provider'], action: 'Cancel' },
  { from: 4, to: 6, by: ['provider'], action: 'Complete' },
  { from: 4, to: 5, by: ['provider'], action: 'Reject' },
] as const satisfies readonly { from: OrderStatusId; to: OrderStatusId; by: readonly OrderActor[]; action: string }[];

export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** The transition from -> to, or undefined when the table has none. */
export function orderTransition(from: number, to: number): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Whether one holding these roles in the order may move it from -> to. */
export function mayMoveOrder(from: number, to: number, actors: readonly OrderActor[]): boolean {
  const t = orderTransition(from, to);
  return t !== undefined && (t.by as readonly OrderActor[]).some((a) => actors.includes(a));
}

/** The refusal's words: which move is not allowed, or who may make it. */
export function refusedTransitionMessage(from: number, to: number): string {
  const t = orderTransition(from, to);
  const fromLabel = orderStatusLabel(from);
  const toLabel = orderStatusLabel(to);
  if (!t) return `Status: an order in status ${fromLabel} cannot become ${toLabel}`;
  const who = t.by.map((a) => ({ orderer: 'the ship-to', billTo: 'the bill-to', provider: 'the provider' })[a]).join(' or ');
  return `Status: only ${who} may move an order from ${fromLabel} to ${toLabel}`;
}

/** The ways out of a status (the buttons an order shows). */
export function transitionsFrom(from: number): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from);
}

// spec 001 §4: device activation state. Who moves a device between them is in ADR 087.
export const DEVICE_ACTIVATION_STATES = [
  { id: 0, key: 'None', label: 'None' },
  { id: 1, key: 'Active', label: 'Active' },
  { id: 2, key: 'PendingActivation', label: 'Pending Activation' },
  { id: 3, key: 'Inactive', label: 'Inactive' },
  { id: 4, key: 'PendingDeactivation', label: 'Pending Deactivation' },
] as const;
type ActivationEntry = (typeof DEVICE_ACTIVATION_STATES)[number];
export type ActivationStateId = ActivationEntry['id'];
export const ActivationState = Object.fromEntries(DEVICE_ACTIVATION_STATES.map((s) => [s.key, s.id])) as {
  [K in ActivationEntry['key']]: Extract<ActivationEntry, { key: K }>['id'];
};
export const ACTIVATION_STATE_IDS = DEVICE_ACTIVATION_STATES.map((s) => s.id) as [ActivationStateId, ...ActivationStateId[]];
export const activationStateLabel = (id: number) => DEVICE_ACTIVATION_STATES.find((s) => s.id === id)?.label ?? 'Unknown';

/** Who moves a device's activation state (ADR 099): the account's staff (Change Device Bill-To
 * Account, 36, and the account writable) or the provider (system administrator). */
export type ActivationActor = 'account' | 'provider';

/** spec 001 §4, one table (ADR 099): None -> Pending Activation -> Active -> Pending Deactivation ->
 * Inactive; a deactivation asked for is withdrawn back to Active, an inactive device is activated
 * again. Pending Activation -> Active also happens by itself at the device's first call. */
export const ACTIVATION_TRANSITIONS: readonly { from: ActivationStateId; to: ActivationStateId; by: readonly ActivationActor[] }[] = [
  { from: 0, to: 2, by: ['account', 'provider'] },
  { from: 2, to: 1, by: ['provider'] },
  { from: 1, to: 4, by: ['account', 'provider'] },
  { from: 4, to: 1, by: ['account', 'provider'] },
  { from: 4, to: 3, by: ['provider'] },
  { from: 3, to: 2, by: ['account', 'provider'] },
];
const activationMove = (from: number, to: number) => ACTIVATION_TRANSITIONS.find((t) => t.from === from && t.to === to);
/** Whether the table has the move (and, given actors, whether one of them may make it). */
export const mayMoveActivation = (from: number, to: number, actors?: readonly ActivationActor[]) => {
  const t = activationMove(from, to);
  return t !== undefined && (actors === undefined || t.by.some((a) => actors.includes(a)));
};
/** The states these actors may move a device in state `from` to. */
export const activationMovesFrom = (from: number, actors: readonly ActivationActor[]): ActivationStateId[] =>
  ACTIVATION_TRANSITIONS.filter((t) => t.from === from && t.by.some((a) => actors.includes(a))).map((t) => t.to);
/** Why a move is refused: not in the table, or not the caller's to make. */
export function refusedActivationMessage(from: number, to: number): string {
  const t = activationMove(from, to);
  if (!t) return `Activation State: a device that is ${activationStateLabel(from)} cannot become ${activationStateLabel(to)}`;
  return `Activation State: only the provider may move a device from ${activationStateLabel(from)} to ${activationStateLabel(to)}`;
}
