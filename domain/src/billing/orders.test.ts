import { describe, expect, it } from 'vitest';
import {
  CALL_BLOCK_BILLING_TYPES,
  CALL_BLOCK_ORDER_STATUSES,
  OrderStatus,
  PaymentType,
  billToProfileSchema,
  callBlockOrderSchema,
  callBlockSummarySchema,
  isOrderClosed,
  orderLineItemSchema,
  orderStatusEntrySchema,
  orderStatusLabel,
  ORDER_TRANSITIONS,
  activationMovesFrom,
  mayMoveActivation,
  refusedActivationMessage,
  mayMoveOrder,
  refusedTransitionMessage,
  transitionsFrom,
} from './orders';

describe('call-block order statuses (spec 001 §4)', () => {
  it('numbers the statuses 1-7 as the spec does', () => {
    expect(CALL_BLOCK_ORDER_STATUSES.map((s) => [s.id, s.label])).toEqual([
      [1, 'Order Created'],
      [2, 'Confirmed By Bill-To'],
      [3, 'Rejected By Bill-To'],
      [4, 'Order Processing'],
      [5, 'Rejected By the provider'],
      [6, 'Order Complete'],
      [7, 'Order Cancelled'],
    ]);
    expect(orderStatusLabel(8)).toBe('Unknown');
  });

  it('closes orders only when rejected, complete or cancelled', () => {
    expect(CALL_BLOCK_ORDER_STATUSES.filter((s) => isOrderClosed(s.id)).map((s) => s.id)).toEqual([3, 5, 6, 7]);
  });

  it('has the three billing types', () => {
    expect(CALL_BLOCK_BILLING_TYPES.map((t) => t.label)).toEqual(['Bill To', 'Ship To', 'Direct']);
  });
});

describe('order schemas (spec 001 §3.8)', () => {
  it('defaults a new order to created, paid by purchase order', () => {
    const order = callBlockOrderSchema.parse({
      stpuid: 10,
      btpuid: 11,
      lineItems: [{ partNumber: 'CB-1000', quantity: 2 }],
    });
    expect(order).toMatchObject({ id: 0, status: OrderStatus.OrderCreated, stPaymentType: PaymentType.PurchaseOrder });
    expect(order.lineItems[0]).toMatchObject({ lineNum: 1, stPrice: 0, btPrice: 0 });
  });

  it('rejects a line item without quantity', () => {
    const r = orderLineItemSchema.safeParse({ partNumber: 'CB-1000', quantity: 0 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Quantity: must be greater than or equal to 1');
  });

  it('records status entries with known statuses only', () => {
    expect(orderStatusEntrySchema.safeParse({ typeId: 2, orderId: 1, userUid: 5 }).success).toBe(true);
    expect(orderStatusEntrySchema.safeParse({ typeId: 9, orderId: 1, userUid: 5 }).success).toBe(false);
  });
});

describe('bill-to profile (spec 001 §3.3)', () => {
  it('has the spec defaults', () => {
    expect(billToProfileSchema.parse({ accountUid: 1 })).toEqual({
      uid: 0,
      accountUid: 1,
      profileName: 'Default',
      discountPercentage: 0,
      contactGroupUid: 0,
      daysAlertLoginMessage: 14,
      daysAlertEmail: 30,
      daysAlertEscalateEmail: 7,
      requirePoUpload: false,
      requirePoNumber: false,
      useCustomPriceSheet: false,
      allowPriceOverride: false,
      allowCreditCard: false,
      allowWireTransfer: false,
      allowAutoInvoicing: false,
      allowBillToPassthrough: false,
      copiedOnFirstShipToAlert: false,
      requireTac: false,
      btpActive: true,
    });
  });

  it('keeps the discount a fraction (shown x100)', () => {
    expect(billToProfileSchema.safeParse({ accountUid: 1, discountPercentage: 0.15 }).success).toBe(true);
    expect(billToProfileSchema.safeParse({ accountUid: 1, discountPercentage: 15 }).success).toBe(false);
  });
});

describe('call-block summary', () => {
  it('parses the summary shape', () => {
    const s = { callsTotal: 1000, callsUsed: 250, callsPerDay: 4.5, blocksTotal: 2, expireDate: null, expiredCalls: 0 };
    expect(callBlockSummarySchema.parse(s)).toEqual(s);
    expect(callBlockSummarySchema.safeParse({ ...s, callsUsed: -1 }).success).toBe(false);
  });
});

describe('the order flow (ADR 087)', () => {
  it('lets the bill-to confirm or reject a created order, the provider process, complete or reject it, and either side cancel before processing', () => {
    const moves = ORDER_TRANSITIONS.map((t) => `${t.from}->${t.to}`);
    expect(moves).toEqual(['1->2', '1->3', '1->7', '2->4', '2->7', '4->6', '4->5']);
    for (const s of CALL_BLOCK_ORDER_STATUSES.filter((x) => x.closed)) expect(transitionsFrom(s.id)).toEqual([]);
    expect(mayMoveOrder(1, 2, ['orderer'])).toBe(false);
    expect(mayMoveOrder(1, 2, ['billTo'])).toBe(true);
    expect(mayMoveOrder(2, 4, ['billTo'])).toBe(false);
    expect(mayMoveOrder(4, 7, ['provider'])).toBe(false);
    expect(refusedTransitionMessage(6, 1)).toBe('Status: an order in status Order Complete cannot become Order Created');
  });

  it('moves devices None -> Pending Activation -> Active -> Pending Deactivation -> Inactive', () => {
    expect(mayMoveActivation(0, 2) && mayMoveActivation(2, 1) && mayMoveActivation(1, 4) && mayMoveActivation(4, 3)).toBe(true);
    expect(mayMoveActivation(0, 1)).toBe(false);
    // The provider alone activates by hand and ends a deactivation; the account asks for them.
    expect(activationMovesFrom(4, ['account'])).toEqual([1]);
    expect(activationMovesFrom(4, ['provider'])).toEqual([1, 3]);
    expect(mayMoveActivation(2, 1, ['account'])).toBe(false);
    expect(refusedActivationMessage(1, 3)).toBe('Activation State: a device that is Active cannot become Inactive');
    expect(refusedActivationMessage(4, 3)).toBe(
      'Activation State: only the provider may move a device from Pending Deactivation to Inactive',
    );
  });
});
