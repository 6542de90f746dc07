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

export const orderDtoSchema = callBlockOrderSchema.extend({
  id: z.number().int(),
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

/** Entity/{uid}/Config/PONumber (spec 001 §3.5 PONumber). */
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
