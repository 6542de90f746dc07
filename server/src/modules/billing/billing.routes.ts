// spec 001 §7 Billing, with the spec's verbs even where they look inverted (PUT
// Billing/{uid}/Callblock/Order creates, POST updates; the profiles are GET, PUT and POST on one
// {uid} path), plus Folder/{uid}/CallblockSummary and Entity/{uid}/Config/PONumber. Permissions
// per spec 001 §6 (docs/decisions/087-billing-model-and-order-flow.md): reads signed in (the
// account's folder scope decides), accounts and bill-to profiles 8, ship-to profiles 16, orders 4,
// pricing 9, monthly billing 24; discount (7) and pass-through (18) checked on the change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountFoldersSchema,
  accountNumberParamsSchema,
  activationMoveSchema,
  billedDeviceListSchema,
  billingAccountListSchema,
  billingAccountSaveSchema,
  billingAccountSchema,
  billingFolderParamsSchema,
  billingRemoveParamsSchema,
  billingUidParamsSchema,
  billToProfileCountsSchema,
  billToProfileDtoSchema,
  billToProfileSaveSchema,
  chargedCallsQuerySchema,
  chargedCallsSchema,
  chargedCallsSummarySchema,
  customPartNumbersSchema,
  hardwareCatalogSchema,
  hardwareOrderCreateSchema,
  deviceAssignSchema,
  devicesChangedSchema,
  monthlyConvertResultSchema,
  monthlyConvertSchema,
  orderCreateSchema,
  orderDtoSchema,
  orderIdParamsSchema,
  orderListSchema,
  orderUpdateSchema,
  poNumberConfigSchema,
  pricingSaveSchema,
  pricingSchema,
  protocolClassAgreementListSchema,
  removedFromFolderSchema,
  salesRepSchema,
  serviceAgreementListSchema,
  serviceAgreementSaveSchema,
  serviceAgreementSchema,
  shipToProfileDtoSchema,
  shipToProfileSaveSchema,
} from '@ullage/domain/billing/billing-api';
import { callBlockSummarySchema, OrderKind } from '@ullage/domain/billing/orders';
import { DOCUMENT_KINDS } from '@ullage/domain/collaboration/documents-api';
import { Permission as P } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import { contentDisposition, type Documents } from '../document';
import type { BillingService } from './billing.service';

export function billingRoutes(app: FastifyInstance, billing: BillingService, documents: Documents): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Billing'];
  const signedIn = { auth: 'signed-in' as const };
  const uidP = billingUidParamsSchema;

  // ------------------------------------------------------------------ accounts
  r.get(
    '/api/Billing/AccountNumber/:n',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The account with this account number',
        params: accountNumberParamsSchema,
        response: { 200: billingAccountSchema },
      },
    },
    (req) => billing.byNumber(callerOf(req), req.params.n),
  );
  r.get(
    '/api/Billing/ByChildFolder/:folder',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The accounts of a folder and of the folders above it in your scope',
        params: billingFolderParamsSchema,
        response: { 200: billingAccountListSchema },
      },
    },
    (req) => billing.byChildFolder(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/Billing/AccountFolders/:folder',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The folders at or below a folder that hold a billing account (the billing icons of the explorer)',
        params: billingFolderParamsSchema,
        response: { 200: accountFoldersSchema },
      },
    },
    (req) => billing.accountFolders(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/Billing/:uid',
    { config: signedIn, schema: { tags, summary: 'A billing account', params: uidP, response: { 200: billingAccountSchema } } },
    (req) => billing.get(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Billing',
    {
      config: { auth: P.EditBillToProfiles },
      schema: {
        tags,
        summary: 'Create a billing account in a folder (folderUid in the body)',
        body: billingAccountSaveSchema,
        response: { 200: billingAccountSchema },
      },
    },
    (req) => billing.create(callerOf(req), req.body),
  );
  r.put(
    '/api/Billing/:uid',
    {
      config: { auth: P.EditBillToProfiles },
      schema: {
        tags,
        summary: 'Update a billing account (a new account number needs Overwrite Customer Number, 19)',
        params: uidP,
        body: billingAccountSaveSchema,
        response: { 200: billingAccountSchema },
      },
    },
    (req) => billing.update(callerOf(req), req.params.uid, req.body),
  );
  r.delete(
    '/api/Billing/:uid/RemoveFromFolder/:folder',
    {
      config: { auth: P.EditBillToProfiles },
      schema: {
        tags,
        summary: 'Take a billing account out of a folder',
        params: billingRemoveParamsSchema,
        response: { 200: removedFromFolderSchema },
      },
    },
    (req) => billing.removeFromFolder(callerOf(req), req.params.uid, req.params.folder),
  );
  r.get(
    '/api/Billing/:uid/Devices',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The devices billed to an account, with activation state and monthly billing',
        params: uidP,
        response: { 200: billedDeviceListSchema },
      },
    },
    (req) => billing.devices(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Billing/:uid/Devices',
    {
      config: { auth: P.ChangeDeviceBillToAccount },
      schema: {
        tags,
        summary: 'Put devices (by uid or serial number) on the account; new ones are Pending Activation',
        params: uidP,
        body: deviceAssignSchema,
        response: { 200: devicesChangedSchema },
      },
    },
    (req) => billing.assignDevices(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Billing/:uid/Devices/Activation',
    {
      config: { auth: P.ChangeDeviceBillToAccount },
      schema: {
        tags,
        summary: "Move some of the account's devices to an activation state (the allowed moves of ADR 099)",
        params: uidP,
        body: activationMoveSchema,
        response: { 200: devicesChangedSchema },
      },
    },
    (req) => billing.moveActivation(callerOf(req), req.params.uid, req.body),
  );
  r.get(
    '/api/Billing/:uid/ShipToAccounts',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The accounts this account pays for (bill-to of)',
        params: uidP,
        response: { 200: billingAccountListSchema },
      },
    },
    (req) => billing.shipToAccounts(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Billing/:uid/Monthly/Devices/Convert',
    {
      config: { auth: P.SetupMonthlyBilling },
      schema: {
        tags,
        summary: "Put some of the account's devices on monthly billing under one of its service agreements",
        params: uidP,
        body: monthlyConvertSchema,
        response: { 200: monthlyConvertResultSchema },
      },
    },
    (req) => billing.convertMonthly(callerOf(req), req.params.uid, req.body),
  );

  // ------------------------------------------------------------------ profiles
  r.get(
    '/api/Billing/:uid/Callblock/BillToProfiles/Counts',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many bill-to profiles an account has, and how many are active',
        params: uidP,
        response: { 200: billToProfileCountsSchema },
      },
    },
    (req) => billing.billToCounts(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Billing/:uid/Callblock/BillToProfiles',
    {
      config: signedIn,
      schema: { tags, summary: "An account's bill-to profiles", params: uidP, response: { 200: z.array(billToProfileDtoSchema) } },
    },
    (req) => billing.billToProfiles(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Billing/:uid/Callblock/ShipToProfiles',
    {
      config: signedIn,
      schema: { tags, summary: "An account's ship-to profiles", params: uidP, response: { 200: z.array(shipToProfileDtoSchema) } },
    },
    (req) => billing.shipToProfiles(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Billing/Callblock/BillToProfile/:uid',
    { config: signedIn, schema: { tags, summary: 'A bill-to profile', params: uidP, response: { 200: billToProfileDtoSchema } } },
    (req) => billing.getBillTo(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Billing/Callblock/BillToProfile/:uid',
    {
      config: { auth: P.EditBillToProfiles },
      schema: {
        tags,
        summary: 'Update bill-to profile {uid} (the discount needs 7, bill-to pass-through 18)',
        params: uidP,
        body: billToProfileSaveSchema,
        response: { 200: billToProfileDtoSchema },
      },
    },
    (req) => billing.saveBillTo(callerOf(req), req.params.uid, req.body, false),
  );
  r.post(
    '/api/Billing/Callblock/BillToProfile/:uid',
    {
      config: { auth: P.EditBillToProfiles },
      schema: {
        tags,
        summary: 'Create a bill-to profile on account {uid} (the discount needs 7, bill-to pass-through 18)',
        params: uidP,
        body: billToProfileSaveSchema,
        response: { 200: billToProfileDtoSchema },
      },
    },
    (req) => billing.saveBillTo(callerOf(req), req.params.uid, req.body, true),
  );
  r.get(
    '/api/Billing/Callblock/ShipToProfile/:uid',
    { config: signedIn, schema: { tags, summary: 'A ship-to profile', params: uidP, response: { 200: shipToProfileDtoSchema } } },
    (req) => billing.getShipTo(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Billing/Callblock/ShipToProfile/:uid',
    {
      config: { auth: P.EditShipToProfiles },
      schema: {
        tags,
        summary: 'Update ship-to profile {uid}',
        params: uidP,
        body: shipToProfileSaveSchema,
        response: { 200: shipToProfileDtoSchema },
      },
    },
    (req) => billing.saveShipTo(callerOf(req), req.params.uid, req.body, false),
  );
  r.post(
    '/api/Billing/Callblock/ShipToProfile/:uid',
    {
      config: { auth: P.EditShipToProfiles },
      schema: {
        tags,
        summary: 'Create a ship-to profile on account {uid}',
        params: uidP,
        body: shipToProfileSaveSchema,
        response: { 200: shipToProfileDtoSchema },
      },
    },
    (req) => billing.saveShipTo(callerOf(req), req.params.uid, req.body, true),
  );

  // ------------------------------------------------------------------ orders
  r.get(
    '/api/Billing/:uid/Callblock/Orders',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "An account's call-block orders (shipped to it or paid by it), newest first, with line items and status history",
        params: uidP,
        response: { 200: orderListSchema },
      },
    },
    (req) => billing.orders(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Billing/:uid/Callblock/Order',
    {
      config: { auth: P.CreateOrders },
      schema: {
        tags,
        summary:
          "Create a call-block order on ship-to account {uid} (the spec's verb: PUT creates); the bill-to's contact group is invited to approve it",
        params: uidP,
        body: orderCreateSchema,
        response: { 200: orderDtoSchema },
      },
    },
    (req) => billing.createOrder(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Billing/:uid/Callblock/Order',
    {
      config: { auth: P.CreateOrders },
      schema: {
        tags,
        summary: "Update a call-block order (the spec's verb: POST updates): move its status as the order flow allows, with a comment",
        params: uidP,
        body: orderUpdateSchema,
        response: { 200: orderDtoSchema },
      },
    },
    (req) => billing.updateOrder(callerOf(req), req.params.uid, req.body),
  );
  for (const [side, path, who] of [
    ['st', 'STPODocument', 'ship-to'],
    ['bt', 'BTPODocument', 'bill-to'],
  ] as const) {
    r.post(
      `/api/Billing/Callblock/Order/:id/${path}`,
      {
        // The order decides the permission: Create Orders (4), or Order Hardware (25) for a
        // hardware order (ADR 102); the service refuses with 403 without it.
        config: signedIn,
        schema: {
          tags,
          summary: `Attach the ${who} PO document to an order (multipart/form-data: "comments", then "file"; PDF or image judged by the bytes); Create Orders (4), or Order Hardware (25) for a hardware order`,
          consumes: ['multipart/form-data'],
          params: orderIdParamsSchema,
          response: { 200: orderDtoSchema },
        },
      },
      async (req) => billing.uploadPo(callerOf(req), req.params.id, side, await documents.readUpload(req)),
    );
  }
  r.get(
    '/api/Billing/Callblock/Order/PODocument/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Download a PO document: the bytes as uploaded, with the content type they showed',
        params: orderIdParamsSchema,
        response: {
          200: {
            description: 'The document as uploaded',
            content: Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.contentType, { schema: z.string() }])),
          },
        },
      },
    },
    async (req, reply) => {
      const { document, bytes } = await billing.poDocument(callerOf(req), req.params.id);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', contentDisposition(document.fileName, false))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes as unknown as string);
    },
  );

  // ------------------------------------------------------------------ hardware orders (ours, ADR 102)
  r.get(
    '/api/Billing/:uid/Hardware/Parts',
    {
      config: { auth: P.OrderHardware },
      schema: {
        tags,
        summary: "The hardware price sheet with the paying account's own part numbers, the ship-to profiles and the folder's address",
        params: uidP,
        response: { 200: hardwareCatalogSchema },
      },
    },
    (req) => billing.hardwareCatalog(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Billing/:uid/Hardware/Orders',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "An account's hardware orders (shipped to it or paid by it), newest first, with line items and status history",
        params: uidP,
        response: { 200: orderListSchema },
      },
    },
    (req) => billing.orders(callerOf(req), req.params.uid, OrderKind.Hardware),
  );
  r.put(
    '/api/Billing/:uid/Hardware/Order',
    {
      config: { auth: P.OrderHardware },
      schema: {
        tags,
        summary:
          "Order hardware on ship-to account {uid} (as the spec's call-block orders, PUT creates): parts and quantities shipped to an address; the bill-to is invited to approve it and the billing contacts are emailed",
        params: uidP,
        body: hardwareOrderCreateSchema,
        response: { 200: orderDtoSchema },
      },
    },
    (req) => billing.createHardwareOrder(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Billing/:uid/Hardware/Order',
    {
      config: { auth: P.OrderHardware },
      schema: {
        tags,
        summary: 'Update a hardware order: move its status as the order flow allows, with a comment; the billing contacts are emailed',
        params: uidP,
        body: orderUpdateSchema,
        response: { 200: orderDtoSchema },
      },
    },
    (req) => billing.updateOrder(callerOf(req), req.params.uid, req.body, OrderKind.Hardware),
  );
  r.get(
    '/api/Billing/:uid/PartNumbers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The own part numbers of the account that pays for {uid} (custom part numbers)',
        params: uidP,
        response: { 200: customPartNumbersSchema },
      },
    },
    (req) => billing.partNumbers(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Billing/:uid/PartNumbers',
    {
      config: { auth: P.EditCallBlockPricing },
      schema: {
        tags,
        summary: "Replace a bill-to account's own part numbers; each part on its price sheets, once",
        params: uidP,
        body: customPartNumbersSchema,
        response: { 200: customPartNumbersSchema },
      },
    },
    (req) => billing.savePartNumbers(callerOf(req), req.params.uid, req.body.partNumbers),
  );

  // ------------------------------------------------------------------ pricing and charged calls
  r.get(
    '/api/Billing/:uid/Callblock/Pricing',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "An account's call-block price sheet (its own, or the provider's)",
        params: uidP,
        response: { 200: pricingSchema },
      },
    },
    (req) => billing.pricing(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Billing/:uid/Callblock/Pricing',
    {
      config: { auth: P.EditCallBlockPricing },
      schema: {
        tags,
        summary: "Set an account's custom price sheet (an empty list returns to the provider's)",
        params: uidP,
        body: pricingSaveSchema,
        response: { 200: pricingSchema },
      },
    },
    (req) => billing.savePricing(callerOf(req), req.params.uid, req.body.parts),
  );
  r.get(
    '/api/Billing/:uid/Callblock/History/ChargedCalls',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The calls charged to an account's blocks over a range, per prepaid device (each stored device update is one)",
        params: uidP,
        querystring: chargedCallsQuerySchema,
        response: { 200: chargedCallsSchema },
      },
    },
    (req) => billing.chargedCalls(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate),
  );
  r.get(
    '/api/Billing/:uid/Callblock/History/ChargedCalls/Summarized',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The calls charged to an account's blocks over a range, per day",
        params: uidP,
        querystring: chargedCallsQuerySchema,
        response: { 200: chargedCallsSummarySchema },
      },
    },
    (req) => billing.chargedCallsSummarized(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate),
  );
  r.get(
    '/api/Folder/:uid/CallblockSummary',
    {
      config: signedIn,
      schema: {
        tags: ['Folder'],
        summary: "A folder's call blocks: calls total, used and per day, blocks, the next expiry, expired calls",
        params: uidP,
        response: { 200: callBlockSummarySchema },
      },
    },
    (req) => billing.folderSummary(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Entity/:uid/Config/PONumber',
    {
      config: { auth: P.CreateOrders },
      schema: {
        tags: ['Entity'],
        summary: "Set the PO number a device's or folder's orders carry (PONumber config)",
        params: uidP,
        body: poNumberConfigSchema,
        response: { 200: poNumberConfigSchema },
      },
    },
    (req) => billing.savePoNumber(callerOf(req), req.params.uid, req.body.poNumber),
  );

  r.get(
    '/api/Entity/:uid/Config/SalesRep',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Entity'],
        summary: "A folder's sales rep: primary contact group, RMA alert group, sales manager (SalesRep config)",
        params: uidP,
        response: { 200: salesRepSchema },
      },
    },
    (req) => billing.salesRep(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Entity/:uid/Config/SalesRep',
    {
      config: { auth: P.EditSalesRep },
      schema: {
        tags: ['Entity'],
        summary:
          "Set a folder's sales rep; its RMA alert group (else its primary contact group) hears of the RMAs of devices in and below it",
        params: uidP,
        body: salesRepSchema,
        response: { 200: salesRepSchema },
      },
    },
    (req) => billing.saveSalesRep(callerOf(req), req.params.uid, req.body),
  );

  // ------------------------------------------------------------------ monthly
  r.get(
    '/api/Billing/:uid/Monthly/ServiceAgreements',
    {
      config: signedIn,
      schema: { tags, summary: "An account's service agreements", params: uidP, response: { 200: serviceAgreementListSchema } },
    },
    (req) => billing.agreements(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Billing/Monthly/ServiceAgreement',
    {
      config: { auth: P.SetupMonthlyBilling },
      schema: {
        tags,
        summary: 'Create a service agreement (percents are fractions: shown x100, saved /100)',
        body: serviceAgreementSaveSchema,
        response: { 200: serviceAgreementSchema },
      },
    },
    (req) => billing.saveAgreement(callerOf(req), null, req.body),
  );
  r.put(
    '/api/Billing/Monthly/ServiceAgreement/:uid',
    {
      config: { auth: P.SetupMonthlyBilling },
      schema: {
        tags,
        summary: 'Update a service agreement',
        params: uidP,
        body: serviceAgreementSaveSchema,
        response: { 200: serviceAgreementSchema },
      },
    },
    (req) => billing.saveAgreement(callerOf(req), req.params.uid, req.body),
  );
  r.get(
    '/api/Billing/:uid/Monthly/ServiceAgreementDeviceProtocolClasses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which service agreement new devices of each protocol class go on',
        params: uidP,
        response: { 200: protocolClassAgreementListSchema },
      },
    },
    (req) => billing.protocolClasses(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Billing/:uid/Monthly/ServiceAgreementDeviceProtocolClasses',
    {
      config: { auth: P.SetupMonthlyBilling },
      schema: {
        tags,
        summary: 'Set which service agreement new devices of each protocol class go on',
        params: uidP,
        body: protocolClassAgreementListSchema,
        response: { 200: protocolClassAgreementListSchema },
      },
    },
    (req) => billing.saveProtocolClasses(callerOf(req), req.params.uid, req.body),
  );
}
