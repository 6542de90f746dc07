// spec 001 §3.3, §3.8 and §7 Billing: accounts, call-block profiles, orders, pricing, charged
// calls, service agreements (docs/decisions/087-billing-model-and-order-flow.md, 088).
import { z } from 'zod';
import { centralTimestampSchema, dateRangeQuerySchema } from '../api/dates';
import { num, text } from '../validation';
import {
  billToProfileSchema,
  callBlockOrderSchema,
  orderLineItemSchema,
  orderStatusIdSchema,
  ORDER_KIND_IDS,
  paymentTypeIdSchema,
  shipToProfileSchema,
  ACTIVATION_STATE_IDS,
} from './orders';

export { dateRangeQuerySchema as chargedCallsQuerySchema };

const uid = z.coerce.number().int().positive();
export const billingUidParamsSchema = z.object({ uid });
export const billingFolderParamsSchema = z.object({ folder: uid });
export const billingRemoveParamsSchema = z.object({ uid, folder: uid });
export const accountNumberParamsSchema = z.object({ n: z.string().min(1).max(50) });
export const orderIdParamsSchema = z.object({ id: uid });

/** spec 001 §3.3 BillingAccount addressConfig. */
export const addressConfigSchema = z.object({
  street: text('Street', { max: 200 }).default(''),
  city: text('City', { max: 100 }).default(''),
  state: text('State', { max: 50 }).default(''),
  postalCode: text('Postal Code', { max: 20 }).default(''),
  country: text('Country', { max: 50 }).default(''),
});

/** spec 001 §3.3 BillingAccount, as saved (POST Billing creates it in `folderUid`). */
export const billingAccountSaveSchema = z.object({
  uid: z.number().int().optional(),
  folderUid: z.number().int().positive().optional(),
  accountNumber: text('Account Number', { min: 1, max: 50 }),
  name: text('Name', { min: 1, max: 100 }),
  emailAddress: text('Email Address', { max: 500 }).default(''),
  billToAccountUid: z.number().int().positive().nullable().default(null),
  addressConfig: addressConfigSchema.default({ street: '', city: '', state: '', postalCode: '', country: '' }),
});
export type BillingAccountSave = z.infer<typeof billingAccountSaveSchema>;

export const billingAccountSchema = z.object({
  uid: z.number().int(),
  folderUid: z.number().int(),
  accountNumber: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  billToAccountUid: z.number().int().nullable(),
  addressConfig: addressConfigSchema,
  deviceCount: z.number().int(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
export const billingAccountListSchema = z.array(billingAccountSchema);
export const removedFromFolderSchema = z.object({ uid: z.number().int(), folderUid: z.number().int(), removed: z.literal(true) });

/** GET Billing/{uid}/Devices: the devices billed to the account. */
export const billedDeviceSchema = z.object({
  deviceUid: z.number().int(),
  serialNumber: z.string(),
  label: z.string(),
  activationState: z.literal(ACTIVATION_STATE_IDS),
  monthly: z.boolean(),
  serviceAgreementUid: z.number().int().nullable(),
  /** The activation states the caller may move this device to (ADR 099's table). */
  nextStates: z.array(z.literal(ACTIVATION_STATE_IDS)),
});
export type BilledDevice = z.infer<typeof billedDeviceSchema>;
export const billedDeviceListSchema = z.array(billedDeviceSchema);

/** POST Billing/{uid}/Devices/Activation (ours): some of the account's devices moved to a state. */
export const activationMoveSchema = z.object({
  deviceUids: z.array(z.number().int().positive()).min(1, { error: 'Devices: is required' }).max(10_000),
  activationState: z.literal(ACTIVATION_STATE_IDS),
});
/** PUT Billing/{uid}/Devices (ours): devices put on the account, by uid or serial number. */
export const deviceAssignSchema = z
  .object({
    deviceUids: z.array(z.number().int().positive()).max(10_000).default([]),
    serialNumbers: z.array(z.string().trim().min(1).max(50)).max(10_000).default([]),
  })
  .refine((b) => b.deviceUids.length + b.serialNumbers.length > 0, { error: 'Devices: is required', path: ['serialNumbers'] });
export type DeviceAssign = z.input<typeof deviceAssignSchema>;
export const devicesChangedSchema = z.object({ changed: z.number().int() });

/** POST Billing/{uid}/Monthly/Devices/Convert. */
export const monthlyConvertSchema = z.object({
  deviceUids: z.array(z.number().int().positive()).min(1, { error: 'Devices: is required' }).max(10_000),
  serviceAgreementUid: z.number().int().positive({ error: 'Service Agreement: is required' }),
});
export const monthlyConvertResultSchema = z.object({ converted: z.number().int() });

// Profiles: the §3.3 shapes with their defaults (orders.ts), and the profile's uid in the path.
export const billToProfileSaveSchema = billToProfileSchema;
export const shipToProfileSaveSchema = shipToProfileSchema;
export const billToProfileDtoSchema = billToProfileSchema.extend({ uid: z.number().int(), accountName: z.string() });
export type BillToProfileDto = z.infer<typeof billToProfileDtoSchema>;
export const shipToProfileDtoSchema = shipToProfileSchema.extend({
  uid: z.number().int(),
  accountName: z.string(),
  billToProfileName: z.string(),
});
export type ShipToProfileDto = z.infer<typeof shipToProfileDtoSchema>;
export const billToProfileCountsSchema = z.object({ total: z.number().int(), active: z.number().int() });

/** spec 001 §3.8 Order status entry, as listed: who, when, what they said. */
export const orderStatusEntryDtoSchema = z.object({
  id: z.number().int(),
  typeId: orderStatusIdSchema,
  orderId: z.number().int(),
  comment: z.string(),
  userUid: z.number().int().nullable(),
  userName: z.string().nullable(),
  createDate: centralTimestampSchema,
});

/** PUT Billing/{uid}/Callblock/Order (create): the order of spec 001 §3.8 and the terms. */
export const orderCreateSchema = callBlockOrderSchema.omit({ id: true, status: true }).extend({
  stPoNumber: text('PO Number', { max: 50 }).default(''),
  comments: text('Comments', { max: 1000, multiline: true }).default(''),
  lineItems: z.array(orderLineItemSchema).min(1, { error: 'Line Items: is required' }).max(50),
  tacAccepted: z.boolean().default(false),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** POST Billing/{uid}/Callblock/Order (update): a new status with its comment, and the fields
 * each side may still change. */
export const orderUpdateSchema = z.object({
  id: z.number().int().positive(),
  status: orderStatusIdSchema.optional(),
  statusComment: text('Comment', { max: 1000, multiline: true }).default(''),
  btPoNumber: text('Bill-To PO Number', { max: 50 }).optional(),
  stPoNumber: text('PO Number', { max: 50 }).optional(),
  backOfficeOrderNumber: text('Back Office Order Number', { max: 50 }).optional(),
  stPaymentType: paymentTypeIdSchema.optional(),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** A ship-to address (spec 001 §3.5 Address config fields), as a hardware order carries it. */
export const shipToAddressSchema = z.object({
  address1: text('Address 1', { min: 1, max: 200 }),
  address2: text('Address 2', { max: 200 }).default(''),
  city: text('City', { min: 1, max: 100 }),
  state: text('State', { max: 50 }).default(''),
  zip: text('Zip', { max: 20 }).default(''),
});
export type ShipToAddress = z.infer<typeof shipToAddressSchema>;

export const orderDtoSchema = callBlockOrderSchema.extend({
  id: z.number().int(),
  /** Call blocks (1) or hardware (2): ADR 102. */
  kind: z.literal(ORDER_KIND_IDS),
  /** Line items with the bill-to account's own part number for each part ('' when it has none). */
  lineItems: z.array(orderLineItemSchema.extend({ customerPartNumber: z.string() })),
  /** Where a hardware order ships; null on a call-block order. */
  shipToAddress: shipToAddressSchema.nullable(),
  accountUid: z.number().int(),
  shipToAccountName: z.string(),
  billToProfileName: z.string(),
  tacAccepted: z.boolean(),
  stPoDocumentId: z.number().int().nullable(),
  btPoDocumentId: z.number().int().nullable(),
  total: z.number(),
  createDate: centralTimestampSchema,
  statusEntries: z.array(orderStatusEntryDtoSchema),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;
export const orderListSchema = z.array(orderDtoSchema);

/** spec 001 §3.8 part pricing: a call-block part, its calls, months of validity and price. */
export const callBlockPartSchema = z.object({
  partNumber: text('Part Number', { min: 1, max: 50 }),
  description: text('Description', { max: 200 }).default(''),
  calls: num('Calls', { int: true, min: 1 }),
  months: num('Months', { int: true, min: 1, max: 60 }),
  price: num('Price', { min: 0 }),
});
export type CallBlockPart = z.infer<typeof callBlockPartSchema>;
export const pricingSchema = z.object({
  custom: z.boolean(),
  parts: z.array(callBlockPartSchema),
});
export const pricingSaveSchema = z.object({ parts: z.array(callBlockPartSchema).max(100) });

/** The provider's price sheet, used where the bill-to has no custom one (useCustomPriceSheet). */
export const STANDARD_CALL_BLOCKS: readonly CallBlockPart[] = [
  { partNumber: 'CB-500', description: '500 calls, valid 12 months', calls: 500, months: 12, price: 55 },
  { partNumber: 'CB-1000', description: '1,000 calls, valid 12 months', calls: 1000, months: 12, price: 100 },
  { partNumber: 'CB-5000', description: '5,000 calls, valid 12 months', calls: 5000, months: 12, price: 450 },
  { partNumber: 'CB-25000', description: '25,000 calls, valid 24 months', calls: 25000, months: 24, price: 2000 },
];

/** GET Billing/{uid}/Callblock/History/ChargedCalls: per device over the range. */
export const chargedCallsDeviceSchema = z.object({
  deviceUid: z.number().int(),
  serialNumber: z.string(),
  label: z.string(),
  calls: z.number().int(),
  firstCall: centralTimestampSchema.nullable(),
  lastCall: centralTimestampSchema.nullable(),
});
export const chargedCallsSchema = z.array(chargedCallsDeviceSchema);
/** .../Summarized: per day (the account's time, UTC days) over the range. */
export const chargedCallsDaySchema = z.object({ date: z.string(), calls: z.number().int() });
export const chargedCallsSummarySchema = z.object({ total: z.number().int(), days: z.array(chargedCallsDaySchema) });

/** GET Billing/AccountFolders/{folder} (ours): the folders at or below it that hold a billing
 * account, for the explorer's billing icons (spec 001 §3.3 showBillingIconsHierarchy). */
export const accountFoldersSchema = z.object({ folderUids: z.array(z.number().int()) });
export type AccountFolders = z.infer<typeof accountFoldersSchema>;

/** GET and POST Entity/{uid}/Config/SalesRep (ours; spec 001 §3.5 SalesRep on a folder): 0 is none. */
export const salesRepSchema = z.object({
  primaryContactGroupUid: z.number().int().min(0).default(0),
  rmaAlertGroupUid: z.number().int().min(0).default(0),
  salesManagerUid: z.number().int().min(0).default(0),
});
export type SalesRep = z.infer<typeof salesRepSchema>;

/** Entity/{uid}/Config/PONumber (spec 001 §3.5 PONumber). */
export const poNumberConfigSchema = z.object({ poNumber: text('PO Number', { max: 50 }) });

/** spec 001 §3.3 ServiceAgreement; percents are fractions (shown x100, saved /100, §9). */
/** partTypeDiscounts: part types 1, 2, 3 are the program fee, hardware charge and data center charge. */
export const serviceAgreementSaveSchema = z.object({
  uid: z.number().int().optional(),
  accountUid: z.number().int().positive(),
  label: text('Label', { min: 1, max: 100 }),
  commissionPercent: num('Commission Percent', { min: 0, max: 1 }).default(0),
  maas: z.boolean().default(false),
  commission: num('Commission', { min: 0 }).default(0),
  programFee: num('Program Fee', { min: 0 }).default(0),
  hardwareCharge: num('Hardware Charge', { min: 0 }).default(0),
  dataCenterCharge: num('Data Center Charge', { min: 0 }).default(0),
  partTypeDiscounts: z
    .array(z.object({ partTypeId: z.literal([1, 2, 3]), discountPercent: num('Discount Percent', { min: 0, max: 1 }) }))
    .max(3)
    .default([]),
});
export type ServiceAgreementSave = z.infer<typeof serviceAgreementSaveSchema>;
export const serviceAgreementSchema = serviceAgreementSaveSchema.extend({ uid: z.number().int(), deviceCount: z.number().int() });
export type ServiceAgreement = z.infer<typeof serviceAgreementSchema>;
export const serviceAgreementListSchema = z.array(serviceAgreementSchema);

/** Billing/{uid}/Monthly/ServiceAgreementDeviceProtocolClasses: which agreement a new device of a
 * protocol class is put on (MonthlyBilling autoAssignServiceAgreements). */
export const protocolClassAgreementSchema = z.object({
  protocolClassId: z.number().int().positive(),
  serviceAgreementUid: z.number().int().positive().nullable(),
});
export const protocolClassAgreementListSchema = z.array(protocolClassAgreementSchema);

// ------------------------------------------------------------------ hardware orders (ADR 102)

/** A hardware part on the provider's price sheet (spec 001 §3.8 part pricing). */
export interface HardwarePart {
  partNumber: string;
  description: string;
  price: number;
}
/** The provider's hardware price sheet: the monitors and gateways of the device catalogue that a
 * distributor orders, and their accessories. */
export const HARDWARE_PARTS: readonly HardwarePart[] = [
  { partNumber: 'CM-100', description: 'CM-100 Cellular Monitor', price: 289 },
  { partNumber: 'CM-300U', description: 'CM-300 LTE-M Ultrasonic Monitor', price: 349 },
  { partNumber: 'TM-10', description: 'TM-10 Tote Monitor', price: 199 },
  { partNumber: 'WM-1U', description: 'WM-1 Wireless Monitor', price: 159 },
  { partNumber: 'R-100', description: 'Reliant R-100 Level Monitor', price: 329 },
  { partNumber: 'ENC-GW', description: 'Encompass Gateway', price: 495 },
  { partNumber: 'BAT-LI-36', description: 'Replacement lithium battery pack, 3.6 V', price: 34 },
  { partNumber: 'ANT-EXT-5M', description: 'External cellular antenna, 5 m cable', price: 42 },
];

/** GET Billing/{uid}/Hardware/Parts: the price sheet with the bill-to account's own part numbers,
 * and the address an order ships to unless the orderer changes it (the account's folder's). */
export const hardwarePartSchema = z.object({
  partNumber: z.string(),
  description: z.string(),
  price: z.number(),
  customerPartNumber: z.string(),
});
export const hardwareCatalogSchema = z.object({
  parts: z.array(hardwarePartSchema),
  shipToAddress: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** The ship-to profiles of the account an order may go through. */
  shipToProfiles: z.array(z.object({ uid: z.number().int(), btpUid: z.number().int(), billToProfileName: z.string() })),
});
export type HardwareCatalog = z.infer<typeof hardwareCatalogSchema>;

/** PUT Billing/{uid}/Hardware/Order (create): a cart of parts with quantities, shipped to an address. */
export const hardwareOrderCreateSchema = z.object({
  stpuid: z.number().int().positive({ error: 'Ship-To Profile: is required' }),
  lineItems: z
    .array(
      z.object({
        partNumber: z.string().trim().min(1, { error: 'Part Number: is required' }),
        quantity: num('Quantity', { int: true, min: 1, max: 10_000 }),
        comments: text('Comments', { max: 200 }).default(''),
      }),
    )
    .min(1, { error: 'Line Items: is required' })
    .max(50),
  shipToAddress: shipToAddressSchema,
  stPaymentType: paymentTypeIdSchema.default(1),
  stPoNumber: text('PO Number', { max: 50 }).default(''),
  comments: text('Comments', { max: 1000, multiline: true }).default(''),
  tacAccepted: z.boolean().default(false),
});
export type HardwareOrderCreate = z.infer<typeof hardwareOrderCreateSchema>;

// ------------------------------------------------------------------ custom part numbers (ADR 102)

/** GET and POST Billing/{uid}/PartNumbers (ours; spec 001 §3.8 custom part number, entity type
 * PartNumber 24): the account's own number for a provider part, shown beside it on price sheets
 * and orders. */
export const customPartNumberSchema = z.object({
  partNumber: text('Part Number', { min: 1, max: 50 }),
  customerPartNumber: text('Customer Part Number', { min: 1, max: 50 }),
});
export type CustomPartNumber = z.infer<typeof customPartNumberSchema>;
export const customPartNumbersSchema = z.object({ partNumbers: z.array(customPartNumberSchema).max(200) });
