// spec 001 §3.3, §3.8, §4 and §7 Billing (docs/decisions/087-billing-model-and-order-flow.md):
// accounts stand in a folder and are read through its scope; profiles, orders, blocks and
// agreements are reached through their account. Another company's account, profile, order or
// document answers 404, as a missing one.
import { randomBytes } from 'node:crypto';
import type {
  BilledDevice,
  BillingAccount,
  BillingAccountSave,
  BillToProfileDto,
  CallBlockPart,
  CustomPartNumber,
  HardwareCatalog,
  HardwareOrderCreate,
  OrderCreate,
  OrderDto,
  OrderUpdate,
  SalesRep,
  ServiceAgreementSave,
  ShipToProfileDto,
} from '@ullage/domain/billing/billing-api';
import { HARDWARE_PARTS, STANDARD_CALL_BLOCKS } from '@ullage/domain/billing/billing-api';
import type { HtmlMessage } from '@ullage/domain/collaboration/login-messages-api';
import type {
  ActivationActor,
  BillToProfile,
  CallBlockSummary,
  OrderActor,
  OrderLineItem,
  ShipToProfile,
} from '@ullage/domain/billing/orders';
import {
  activationMovesFrom,
  mayMoveActivation,
  mayMoveOrder,
  OrderKind,
  type OrderKindId,
  orderStatusLabel,
  OrderStatus,
  orderTransition,
  PaymentType,
  refusedActivationMessage,
  refusedTransitionMessage,
} from '@ullage/domain/billing/orders';
import { ConfigType, poNumberConfigSchema, salesRepConfigSchema } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { InvitationType } from '@ullage/domain/people/invitation-types';
import { Permission, PERMISSIONS } from '@ullage/domain/people/permissions';
import { sql } from 'drizzle-orm';
import { BadRequestError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { hashToken } from '../../lib/tokens';
import type { Caller, Scope } from '../access';
import type { Documents, Upload } from '../document';
import type { Entities } from '../entity';
import type { Messenger } from '../messaging';
import type { BillingRepository, StoredBlock } from './billing.repository';

const DAY = 86_400_000;
const orderPermission = (kind: number) => (kind === OrderKind.Hardware ? Permission.OrderHardware : Permission.CreateOrders);
const orderNoun = (kind: number) => (kind === OrderKind.Hardware ? 'Hardware' : 'Call-block');
const permLabel = (id: number) => `${PERMISSIONS.find((p) => p.id === id)?.label ?? 'a permission you lack'} (${id})`;
const needs = (caller: Caller, id: number, what: string) => {
  if (!caller.permissions.has(id)) throw new ForbiddenError(`${what} needs ${permLabel(id)}.`);
};

export interface BillingDeps {
  repo: BillingRepository;
  scope: Scope;
  entities: Entities;
  documents: Documents;
  messenger: Messenger;
  publicUrl: string;
  clock: () => Date;
}

/** Blocks used in expiry order (ADR 088): each day's calls go to the block expiring first that is
 * valid that day; what a block held when it expired is expired calls. */
export function summarize(blocks: StoredBlock[], days: { date: string; calls: number }[], now: Date): CallBlockSummary {
  const left = blocks.map((b) => ({ ...b, left: b.calls }));
  for (const d of days) {
    const at = new Date(`${d.date}T12:00:00Z`);
    let calls = d.calls;
    for (const b of left) {
      if (calls === 0) break;
      if (b.startsAt > at || b.expiresAt <= at || b.left === 0) continue;
      const take = Math.min(b.left, calls);
      b.left -= take;
      calls -= take;
    }
  }
  const active = left.filter((b) => b.expiresAt > now);
  const expired = left.filter((b) => b.expiresAt <= now);
  const last30 = days.filter((d) => new Date(`${d.date}T00:00:00Z`).getTime() >= now.getTime() - 30 * DAY).reduce((s, d) => s + d.calls, 0);
  return {
    callsTotal: active.reduce((s, b) => s + b.calls, 0),
    callsUsed: active.reduce((s, b) => s + (b.calls - b.left), 0),
    callsPerDay: Math.round((last30 / 30) * 10) / 10,
    blocksTotal: active.length,
    expireDate: active.length > 0 ? active[0]!.expiresAt.toISOString() : null,
    expiredCalls: expired.reduce((s, b) => s + b.left, 0),
  };
}

/** spec 001 §3.3 bill-to flags enforced when an order (either kind) is created. */
function checkSubmitFlags(btp: BillToProfileDto, body: { stPoNumber: string; tacAccepted: boolean; stPaymentType: number }): void {
  if (btp.requirePoNumber && body.stPoNumber.trim() === '') throw fieldError('stPoNumber', 'PO Number: is required');
  if (btp.requireTac && !body.tacAccepted) throw fieldError('tacAccepted', 'Terms and Conditions: must be accepted');
  if (body.stPaymentType === PaymentType.CreditCard && !btp.allowCreditCard) {
    throw fieldError('stPaymentType', 'Payment Type: the bill-to does not allow credit card');
  }
  if (body.stPaymentType === PaymentType.WireTransfer && !btp.allowWireTransfer) {
    throw fieldError('stPaymentType', 'Payment Type: the bill-to does not allow wire transfer');
  }
}

export function createBillingService(d: BillingDeps) {
  const { repo, scope, entities } = d;

  /** A live account the caller may read (or write). */
  async function account(caller: Caller, uid: number, write = false): Promise<BillingAccount> {
    const a = await repo.account(uid);
    if (!a) throw new NotFoundError(`Account ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Account');
    return a;
  }
  const mayWrite = async (caller: Caller, uid: number) => {
    try {
      await scope.requireWrite(caller, uid, 'Account');
      return true;
    } catch {
      return false;
    }
  };

  async function billTo(caller: Caller, uid: number, write = false): Promise<BillToProfileDto> {
    const p = await repo.billToProfile(uid);
    if (!p) throw new NotFoundError(`Bill-To Profile ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, p.accountUid, 'Bill-To Profile', uid);
    return p;
  }
  async function shipTo(caller: Caller, uid: number, write = false): Promise<ShipToProfileDto> {
    const p = await repo.shipToProfile(uid);
    if (!p) throw new NotFoundError(`Ship-To Profile ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, p.accountUid, 'Ship-To Profile', uid);
    return p;
  }

  /** The sides the caller holds in an order; none at all (no read on either account) is a 404. */
  async function orderFor(caller: Caller, id: number): Promise<{ order: OrderDto; btp: BillToProfileDto; actors: OrderActor[] }> {
    const order = await repo.order(id);
    const missing = new NotFoundError(`Order ${id} was not found.`);
    if (!order) throw missing;
    const btp = (await repo.billToProfile(order.btpuid))!;
    const reads = await Promise.all(
      [order.accountUid, btp.accountUid].map((u) =>
        scope.requireRead(caller, u).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!reads.some(Boolean) && !caller.isSystemAdmin) throw missing;
    const actors: OrderActor[] = [];
    if (caller.isSystemAdmin) actors.push('provider');
    // A hardware order is ordered and approved with Order Hardware (25), a call-block order with 4.
    if (caller.permissions.has(orderPermission(order.kind))) {
      if (await mayWrite(caller, order.accountUid)) actors.push('orderer');
      if (await mayWrite(caller, btp.accountUid)) actors.push('billTo');
    }
    return { order, btp, actors };
  }

  /** Who the caller is in activation moves on an account (ADR 099). */
  async function activationActors(caller: Caller, accountUid: number): Promise<ActivationActor[]> {
    const actors: ActivationActor[] = [];
    if (caller.isSystemAdmin) actors.push('provider');
    if (caller.permissions.has(Permission.ChangeDeviceBillToAccount) && (await mayWrite(caller, accountUid))) actors.push('account');
    return actors;
  }

  /** The price sheet of a bill-to profile's account: its own when it uses one, else the provider's. */
  async function priceSheet(btp: BillToProfileDto): Promise<{ custom: boolean; parts: CallBlockPart[] }> {
    if (btp.useCustomPriceSheet) {
      const parts = await repo.customParts(btp.accountUid);
      if (parts.length > 0) return { custom: true, parts };
    }
    return { custom: false, parts: [...STANDARD_CALL_BLOCKS] };
  }

  async function grantBlocks(tx: Parameters<Parameters<Entities['write']>[1]>[0]['tx'], order: OrderDto, btp: BillToProfileDto) {
    const { parts } = await priceSheet(btp);
    const now = d.clock();
    for (const line of order.lineItems) {
      const part = parts.find((p) => p.partNumber === line.partNumber);
      if (!part) continue;
      await repo.insertBlock(tx, {
        accountUid: order.accountUid,
        orderId: order.id,
        partNumber: part.partNumber,
        calls: part.calls * line.quantity,
        startsAt: now,
        months: part.months,
      });
    }
  }

  /** spec 000 §4 invitation type Call-Block Order Approval: to each user of the bill-to's contact group. */
  async function inviteApprovers(caller: Caller, order: OrderDto, btp: BillToProfileDto): Promise<void> {
    if (!btp.contactGroupUid) return;
    const users = await repo.contactGroupUsers(btp.contactGroupUid);
    const now = d.clock();
    await entities.write(caller, async (w) => {
      for (const u of users) {
        await w.tx.execute(sql`
          insert into invitation (type_id, request_id_hash, user_uid, uid, webview_path, data, created_by, created_at, expires_at)
          values (${InvitationType.CallBlockOrderApproval}, ${hashToken(randomBytes(24).toString('base64url'))}, ${u.userUid}, ${order.id},
                  ${`/billing/orders/${order.id}`}, ${JSON.stringify({ orderId: order.id, btpUid: btp.uid })}::jsonb, ${caller.userUid},
                  ${now.toISOString()}, ${new Date(now.getTime() + 30 * DAY).toISOString()})`);
      }
    });
    const link = `${d.publicUrl}/billing/orders/${order.id}`;
    await d.messenger.sendMany(
      users
        .filter((u) => u.email !== '')
        .map((u) => ({
          channel: 'email' as const,
          to: u.email,
          subject: `${orderNoun(order.kind)} order ${order.id} awaits your approval`,
          text: `${order.shipToAccountName} ordered ${order.kind === OrderKind.Hardware ? 'hardware' : 'call blocks'} (total ${order.total.toFixed(2)}) on bill-to profile ${btp.profileName}.\nApprove or reject it: ${link}\n`,
        })),
    );
  }

  /** The expiry notices due now, each emailed once to the bill-to's contact group (ADR 099). */
  async function sendExpiryNotices(now: Date): Promise<number> {
    let sent = 0;
    for (const n of await repo.dueExpiryNotices(now)) {
      if (n.emails.length === 0 || !(await repo.claimExpiryNotice(n.blockId, n.kind, now))) continue;
      const days = Math.max(1, Math.ceil((n.expiresAt.getTime() - now.getTime()) / DAY));
      const date = n.expiresAt.toISOString().slice(0, 10);
      const subject =
        n.kind === 'escalate'
          ? `Urgent: call blocks for ${n.accountName} expire in ${days} day${days === 1 ? '' : 's'}`
          : `Call blocks for ${n.accountName} expire on ${date}`;
      const text =
        `${n.calls} calls of ${n.partNumber} (order ${n.orderId}) for ${n.accountName}, paid through bill-to profile ` +
        `${n.profileName}, expire on ${date}, in ${days} day${days === 1 ? '' : 's'}. Calls left then are lost.\n` +
        `Order more call blocks: ${d.publicUrl}/billing\n`;
      const results = await d.messenger.sendMany(
        n.emails.map((to) => ({
          channel: 'email' as const,
          to,
          subject,
          text,
          messageId: `<call-block-${n.blockId}-${n.kind}-${to}@ullage>`,
        })),
      );
      // Nobody reached: the next run tries again. One address failing does not resend to the others.
      if (results.every((r) => r !== null)) await repo.releaseExpiryNotice(n.blockId, n.kind);
      else sent++;
    }
    return sent;
  }

  /** Writes a new order, its lines and its Order Created entry (the orderer's comment); the order. */
  async function insertOrder(
    caller: Caller,
    lines: OrderLineItem[],
    fields: Parameters<BillingRepository['insertOrder']>[1],
  ): Promise<OrderDto> {
    const id = await entities.write(caller, async (w) => {
      const orderId = await repo.insertOrder(w.tx, fields);
      await repo.insertLines(w.tx, orderId, lines);
      await repo.addStatus(w.tx, orderId, OrderStatus.OrderCreated, fields.comments, caller.userUid);
      return orderId;
    });
    return (await repo.order(id))!;
  }

  /** The company's billing contacts (ADR 102): the email addresses of the account that pays and of
   * the ship-to account, told of a new hardware order and of each move of its status. */
  async function noticeHardwareOrder(order: OrderDto, btp: BillToProfileDto, what: 'created' | 'status'): Promise<void> {
    const [payer, shipTo] = await Promise.all([repo.account(btp.accountUid), repo.account(order.accountUid)]);
    const to = [...new Set([payer?.emailAddress ?? '', shipTo?.emailAddress ?? ''].filter((e) => e !== ''))];
    if (to.length === 0) return;
    const a = order.shipToAddress;
    const lines = order.lineItems
      .map((l) => `  ${l.quantity} x ${l.partNumber}${l.customerPartNumber ? ` (${l.customerPartNumber})` : ''} at ${l.btPrice.toFixed(2)}`)
      .join('\n');
    const subject =
      what === 'created'
        ? `Hardware order ${order.id} placed by ${order.shipToAccountName}`
        : `Hardware order ${order.id}: ${orderStatusLabel(order.status)}`;
    const text =
      `${subject}.\n\n${lines}\nTotal ${order.total.toFixed(2)}\n` +
      (a ? `Ship to: ${[a.address1, a.address2, a.city, a.state, a.zip].filter((x) => x).join(', ')}\n` : '') +
      `\nFollow it: ${d.publicUrl}/billing\n`;
    await d.messenger.sendMany(
      to.map((addr) => ({
        channel: 'email' as const,
        to: addr,
        subject,
        text,
        messageId: `<hardware-order-${order.id}-${order.status}-${addr}@ullage>`,
      })),
    );
  }

  /** The hardware price sheet with the paying account's own part numbers. */
  async function hardwareParts(payingAccountUid: number) {
    const own = new Map((await repo.partNumbersOf(payingAccountUid)).map((p) => [p.partNumber, p.customerPartNumber]));
    return HARDWARE_PARTS.map((p) => ({ ...p, customerPartNumber: own.get(p.partNumber) ?? '' }));
  }

  return {
    sendExpiryNotices,
    // ---------------------------------------------------------------- hardware orders (ADR 102)
    /** GET Billing/{uid}/Hardware/Parts: Order Hardware (25, the route) and the account readable. */
    async hardwareCatalog(caller: Caller, accountUid: number): Promise<HardwareCatalog> {
      const a = await account(caller, accountUid);
      const folder = await repo.accountFolderAddress(accountUid);
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const fromFolder = str(folder.address1) !== '';
      const shipToAddress = fromFolder
        ? {
            address1: str(folder.address1),
            address2: str(folder.address2),
            city: str(folder.city),
            state: str(folder.state),
            zip: str(folder.zip),
          }
        : {
            address1: a.addressConfig.street,
            address2: '',
            city: a.addressConfig.city,
            state: a.addressConfig.state,
            zip: a.addressConfig.postalCode,
          };
      const profiles = await repo.shipToProfilesOf(accountUid);
      return {
        parts: await hardwareParts(a.billToAccountUid ?? a.uid),
        shipToAddress,
        shipToProfiles: profiles.map((p) => ({ uid: p.uid, btpUid: p.btpUid, billToProfileName: p.billToProfileName })),
      };
    },
    /** PUT Billing/{uid}/Hardware/Order: a hardware order on ship-to account {uid}, through the
     * call-block order flow (the bill-to approves, the provider processes and completes). */
    async createHardwareOrder(caller: Caller, accountUid: number, body: HardwareOrderCreate): Promise<OrderDto> {
      await account(caller, accountUid, true);
      const stp = await shipTo(caller, body.stpuid).catch(() => {
        throw fieldError('stpuid', 'Ship-To Profile: was not found');
      });
      if (stp.accountUid !== accountUid) throw fieldError('stpuid', 'Ship-To Profile: is not one of this account');
      const btp = (await repo.billToProfile(stp.btpUid))!;
      if (!btp.btpActive) throw fieldError('stpuid', 'Bill-To Profile: is not active');
      checkSubmitFlags(btp, body);
      const lines = body.lineItems.map((l, i) => {
        const part = HARDWARE_PARTS.find((p) => p.partNumber === l.partNumber);
        if (!part) throw fieldError(`lineItems.${i}.partNumber`, `Part Number: ${l.partNumber} is not on the price sheet`);
        const btPrice = Math.round(part.price * (1 - btp.discountPercentage) * 100) / 100;
        return {
          liid: 0,
          orderId: 0,
          lineNum: i + 1,
          partNumber: part.partNumber,
          quantity: l.quantity,
          stPrice: part.price,
          btPrice,
          comments: l.comments,
        };
      });
      const order = await insertOrder(caller, lines, {
        accountUid,
        stpUid: stp.uid,
        btpUid: btp.uid,
        stPaymentType: body.stPaymentType,
        stPoNumber: body.stPoNumber.trim(),
        btPoNumber: '',
        comments: body.comments,
        tacAccepted: body.tacAccepted,
        createdBy: caller.userUid,
        kind: OrderKind.Hardware,
        shipToAddress: body.shipToAddress,
      });
      await inviteApprovers(caller, order, btp);
      await noticeHardwareOrder(order, btp, 'created');
      return order;
    },
    /** GET Billing/{uid}/PartNumbers: the own part numbers of the account that pays for {uid}. */
    async partNumbers(caller: Caller, accountUid: number): Promise<{ partNumbers: CustomPartNumber[] }> {
      const a = await account(caller, accountUid);
      return { partNumbers: await repo.partNumbersOf(a.billToAccountUid ?? a.uid) };
    },
    /** POST Billing/{uid}/PartNumbers: Edit CallBlock Pricing (9, the route), the account writable and
     * paying for itself; each part on its price sheets (hardware or call blocks), once. */
    async savePartNumbers(caller: Caller, accountUid: number, list: CustomPartNumber[]) {
      const a = await account(caller, accountUid, true);
      if (a.billToAccountUid !== null && a.billToAccountUid !== a.uid) {
        throw fieldError('partNumbers', 'Part Numbers: are set on the bill-to account that pays for this one');
      }
      const callBlocks = await repo.customParts(a.uid);
      const known = new Set([...HARDWARE_PARTS, ...(callBlocks.length > 0 ? callBlocks : STANDARD_CALL_BLOCKS)].map((p) => p.partNumber));
      const seen = new Set<string>();
      const clean = list.map((p, i) => {
        const partNumber = p.partNumber.trim();
        if (!known.has(partNumber)) throw fieldError(`partNumbers.${i}.partNumber`, `Part Number: ${partNumber} is not on the price sheet`);
        if (seen.has(partNumber)) throw fieldError(`partNumbers.${i}.partNumber`, `Part Number: ${partNumber} is listed twice`);
        seen.add(partNumber);
        return { partNumber, customerPartNumber: p.customerPartNumber.trim() };
      });
      await entities.write(caller, (w) => repo.replacePartNumbers(w.tx, a.uid, clean));
      return { partNumbers: await repo.partNumbersOf(a.uid) };
    },
    /** The login messages of the caller's company's call blocks (spec 001 §3.3 daysAlertLoginMessage;
     * ADR 102): per account the caller may read, a warning when its first unexpired block expires
     * within the bill-to profile's daysAlertLoginMessage days, or a critical message when every block
     * has expired, for 30 days after the last one did. 0 days turns the warning off. */
    async loginNotices(caller: Caller): Promise<HtmlMessage[]> {
      const path = (await repo.folderPath(caller.baseFolderUid)) ?? [];
      const company = path[1] ?? caller.baseFolderUid;
      const accounts = (await repo.accountsUnderFolder(company)).map(Number);
      const readable: number[] = [];
      for (const uid of accounts)
        if (
          await scope.requireRead(caller, uid).then(
            () => true,
            () => false,
          )
        )
          readable.push(uid);
      if (readable.length === 0) return [];
      const now = d.clock();
      const blocks = await repo.loginNoticeBlocks(readable);
      const notices: HtmlMessage[] = [];
      for (const uid of readable) {
        const mine = blocks.filter((b) => b.accountUid === uid);
        if (mine.length === 0) continue;
        const name = escapeHtml(mine[0]!.name);
        const live = mine.find((b) => b.expiresAt > now);
        if (live) {
          const days = Math.ceil((live.expiresAt.getTime() - now.getTime()) / DAY);
          if (live.days <= 0 || days > live.days) continue;
          const date = live.expiresAt.toISOString().slice(0, 10);
          notices.push({
            id: -uid,
            folderUid: company,
            label: 'Call blocks expiring',
            subject: `Call blocks for ${mine[0]!.name} expire on ${date}`,
            html: `<p>Call blocks for <strong>${name}</strong> expire on ${date}, in ${days} day${days === 1 ? '' : 's'}. Calls left then are lost.</p><p>Order more call blocks on the Billing page.</p>`,
            typeId: 2,
          });
          continue;
        }
        const last = mine[mine.length - 1]!;
        if (now.getTime() - last.expiresAt.getTime() > 30 * DAY) continue;
        const date = last.expiresAt.toISOString().slice(0, 10);
        notices.push({
          id: -uid,
          folderUid: company,
          label: 'Call blocks expired',
          subject: `Call blocks for ${mine[0]!.name} have expired`,
          html: `<p>The call blocks for <strong>${name}</strong> expired on ${date}. Its devices' calls are no longer covered.</p><p>Order call blocks on the Billing page.</p>`,
          typeId: 3,
        });
      }
      return notices;
    },
    // ---------------------------------------------------------------- accounts
    get: (caller: Caller, uid: number) => account(caller, uid),
    async byNumber(caller: Caller, n: string): Promise<BillingAccount> {
      const a = await repo.accountByNumber(n);
      if (!a) throw new NotFoundError(`Account ${n} was not found.`);
      await scope.requireRead(caller, a.uid, 'Account', 0).catch(() => {
        throw new NotFoundError(`Account ${n} was not found.`);
      });
      return a;
    },
    /** GET Billing/ByChildFolder/{folder}: the accounts of the folder and the folders above it
     * in the caller's scope (the accounts that bill a child folder). */
    async byChildFolder(caller: Caller, folderUid: number): Promise<BillingAccount[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = (await repo.folderPath(folderUid)) ?? [];
      const i = path.indexOf(caller.baseFolderUid);
      return repo.accountsInFolders(i < 0 ? [folderUid] : path.slice(i));
    },
    /** GET Billing/AccountFolders/{folder}: the folder readable, so is everything below it. */
    async accountFolders(caller: Caller, folderUid: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      return { folderUids: await repo.accountFoldersUnder(folderUid) };
    },
    async create(caller: Caller, body: BillingAccountSave): Promise<BillingAccount> {
      if (!body.folderUid) throw fieldError('folderUid', 'Folder: is required');
      await scope.requireWrite(caller, body.folderUid, 'Folder');
      if (await repo.accountNumberTaken(body.accountNumber.trim(), 0)) {
        throw fieldError('accountNumber', `Account Number: another account already has number ${body.accountNumber.trim()}`);
      }
      if (body.billToAccountUid) await account(caller, body.billToAccountUid);
      const folderUid = body.folderUid;
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Account,
          label: body.name.trim(),
          iconName: 'Account',
          tags: [],
          userDefValues: [],
        });
        await repo.insertAccount(w.tx, newUid, { ...body, accountNumber: body.accountNumber.trim(), name: body.name.trim() });
        await w.join(newUid, folderUid);
        return newUid;
      });
      return (await repo.account(uid))!;
    },
    async update(caller: Caller, uid: number, body: BillingAccountSave): Promise<BillingAccount> {
      const current = await account(caller, uid, true);
      const number = body.accountNumber.trim();
      if (number !== current.accountNumber) {
        needs(caller, Permission.OverwriteCustomerNumber, 'Changing an account number');
        if (await repo.accountNumberTaken(number, uid))
          throw fieldError('accountNumber', `Account Number: another account already has number ${number}`);
      }
      if (body.billToAccountUid && body.billToAccountUid !== uid) await account(caller, body.billToAccountUid);
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: body.name.trim(), tags: [], userDefValues: [] });
        await repo.updateAccount(w.tx, uid, { ...body, accountNumber: number, name: body.name.trim() });
      });
      return (await repo.account(uid))!;
    },
    async removeFromFolder(caller: Caller, uid: number, folderUid: number) {
      await account(caller, uid, true);
      await scope.requireWrite(caller, folderUid, 'Folder');
      const left = await entities.write(caller, (w) => w.leave(uid, folderUid));
      if (!left) throw new NotFoundError(`Account ${uid} is not in folder ${folderUid}.`);
      return { uid, folderUid, removed: true as const };
    },
    async devices(caller: Caller, uid: number): Promise<BilledDevice[]> {
      await account(caller, uid);
      await repo.activateCalled(uid);
      const actors = await activationActors(caller, uid);
      return (await repo.devices(uid)).map((x) => ({ ...x, nextStates: activationMovesFrom(x.activationState, actors) }));
    },
    /** POST Billing/{uid}/Devices/Activation (ours): the table of ADR 099; any device refused, none
     * moves. */
    async moveActivation(caller: Caller, uid: number, body: { deviceUids: number[]; activationState: number }) {
      await account(caller, uid, true);
      const actors = await activationActors(caller, uid);
      const states = await repo.activationStates(uid, body.deviceUids);
      const foreign = body.deviceUids.filter((x) => !states.has(x));
      if (foreign.length > 0) throw fieldError('deviceUids', `Devices: ${foreign.join(', ')} are not billed to this account`);
      for (const from of new Set(states.values())) {
        if (from === body.activationState) continue;
        if (!mayMoveActivation(from, body.activationState, actors))
          throw fieldError('activationState', refusedActivationMessage(from, body.activationState));
      }
      const moving = body.deviceUids.filter((x) => states.get(x) !== body.activationState);
      const changed = moving.length ? await entities.write(caller, (w) => repo.setActivation(w.tx, uid, moving, body.activationState)) : 0;
      return { changed };
    },
    /** PUT Billing/{uid}/Devices (ours): devices put on the account (Change Device Bill-To Account,
     * 36, the route); each device writable by the caller, else it reads as not found. */
    async assignDevices(caller: Caller, uid: number, body: { deviceUids: number[]; serialNumbers: string[] }) {
      await account(caller, uid, true);
      const bySerial = await repo.devicesBySerial(body.serialNumbers);
      const unknown = body.serialNumbers.filter((sn) => !bySerial.has(sn));
      const uids = [...new Set([...body.deviceUids, ...bySerial.values()])];
      const hidden: (number | string)[] = [...unknown];
      for (const d of uids) {
        const writable = await scope.requireWrite(caller, d, 'Device').then(
          () => true,
          () => false,
        );
        if (!writable) hidden.push([...bySerial].find(([, v]) => v === d)?.[0] ?? d);
      }
      if (hidden.length > 0)
        throw fieldError('serialNumbers', `Devices: ${hidden.join(', ')} ${hidden.length === 1 ? 'was' : 'were'} not found`);
      const changed = await entities.write(caller, (w) => repo.assignDevices(w.tx, uid, uids));
      return { changed };
    },
    async shipToAccounts(caller: Caller, uid: number) {
      await account(caller, uid);
      const all = await repo.shipToAccounts(uid);
      const visible: BillingAccount[] = [];
      for (const a of all)
        if (
          await scope.requireRead(caller, a.uid).then(
            () => true,
            () => false,
          )
        )
          visible.push(a);
      return visible;
    },
    async convertMonthly(caller: Caller, uid: number, body: { deviceUids: number[]; serviceAgreementUid: number }) {
      await account(caller, uid, true);
      const agreement = await repo.agreement(body.serviceAgreementUid);
      if (!agreement || agreement.accountUid !== uid)
        throw fieldError('serviceAgreementUid', 'Service Agreement: is not one of this account');
      const mine = await repo.devicesOfAccount(uid, body.deviceUids);
      const foreign = body.deviceUids.filter((x) => !mine.includes(x));
      if (foreign.length > 0) throw fieldError('deviceUids', `Devices: ${foreign.join(', ')} are not billed to this account`);
      const converted = await entities.write(caller, (w) => repo.convertMonthly(w.tx, mine, agreement.uid));
      return { converted };
    },

    // ---------------------------------------------------------------- profiles
    async billToProfiles(caller: Caller, accountUid: number) {
      await account(caller, accountUid);
      return repo.billToProfilesOf(accountUid);
    },
    async billToCounts(caller: Caller, accountUid: number) {
      await account(caller, accountUid);
      const all = await repo.billToProfilesOf(accountUid);
      return { total: all.length, active: all.filter((p) => p.btpActive).length };
    },
    getBillTo: (caller: Caller, uid: number) => billTo(caller, uid),
    /** PUT updates profile {uid}; POST creates one on account {uid} (ADR 087). */
    async saveBillTo(caller: Caller, uid: number, body: BillToProfile, create: boolean): Promise<BillToProfileDto> {
      const accountUid = create ? uid : (await billTo(caller, uid, true)).accountUid;
      if (create) await account(caller, accountUid, true);
      const current = create ? null : await repo.billToProfile(uid);
      // spec 001 §6: the discount needs 7, bill-to pass-through 18.
      if (body.discountPercentage !== (current?.discountPercentage ?? 0))
        needs(caller, Permission.EditBillToDiscount, 'Changing the bill-to discount');
      if (body.allowBillToPassthrough !== (current?.allowBillToPassthrough ?? false)) {
        needs(caller, Permission.EnableBillToPassThrough, 'Changing bill-to pass-through');
      }
      const fields = { ...body, accountUid, profileName: body.profileName.trim() };
      const saved = await entities.write(caller, async (w) => {
        if (!create) {
          await w.update(uid, { label: fields.profileName, tags: [], userDefValues: [] });
          await repo.saveBillToProfile(w.tx, uid, fields, false);
          return uid;
        }
        const newUid = await w.insert({
          typeId: EntityType.BillToProfile,
          label: fields.profileName,
          iconName: 'BillToProfile',
          tags: [],
          userDefValues: [],
        });
        await repo.saveBillToProfile(w.tx, newUid, fields, true);
        return newUid;
      });
      return (await repo.billToProfile(saved))!;
    },
    async shipToProfiles(caller: Caller, accountUid: number) {
      await account(caller, accountUid);
      return repo.shipToProfilesOf(accountUid);
    },
    getShipTo: (caller: Caller, uid: number) => shipTo(caller, uid),
    async saveShipTo(caller: Caller, uid: number, body: ShipToProfile, create: boolean): Promise<ShipToProfileDto> {
      const accountUid = create ? uid : (await shipTo(caller, uid, true)).accountUid;
      if (create) await account(caller, accountUid, true);
      const btp = await repo.billToProfile(body.btpUid);
      if (
        !btp ||
        !(await scope.requireRead(caller, btp.accountUid).then(
          () => true,
          () => false,
        ))
      ) {
        throw fieldError('btpUid', 'Bill-To Profile: was not found');
      }
      const saved = await entities.write(caller, async (w) => {
        if (!create) {
          await repo.saveShipToProfile(w.tx, uid, { ...body, accountUid }, false);
          return uid;
        }
        const a = (await repo.account(accountUid))!;
        const newUid = await w.insert({
          typeId: EntityType.ShipToProfile,
          label: a.name,
          iconName: 'ShipToProfile',
          tags: [],
          userDefValues: [],
        });
        await repo.saveShipToProfile(w.tx, newUid, { ...body, accountUid }, true);
        return newUid;
      });
      return (await repo.shipToProfile(saved))!;
    },

    // ---------------------------------------------------------------- orders
    async orders(caller: Caller, accountUid: number, kind: OrderKindId = OrderKind.CallBlocks) {
      await account(caller, accountUid);
      return repo.ordersOf(accountUid, kind);
    },
    async order(caller: Caller, id: number) {
      return (await orderFor(caller, id)).order;
    },
    /** PUT Billing/{uid}/Callblock/Order: creates an order on ship-to account {uid}. */
    async createOrder(caller: Caller, accountUid: number, body: OrderCreate): Promise<OrderDto> {
      await account(caller, accountUid, true);
      const stp = await shipTo(caller, body.stpuid);
      if (stp.accountUid !== accountUid) throw fieldError('stpuid', 'Ship-To Profile: is not one of this account');
      const btp = (await repo.billToProfile(stp.btpUid))!;
      if (body.btpuid !== btp.uid) throw fieldError('btpuid', "Bill-To Profile: is not the ship-to profile's bill-to");
      if (!btp.btpActive) throw fieldError('btpuid', 'Bill-To Profile: is not active');
      checkSubmitFlags(btp, body);
      const { parts } = await priceSheet(btp);
      const lines = body.lineItems.map((l, i) => {
        const part = parts.find((p) => p.partNumber === l.partNumber.trim());
        if (!part) throw fieldError(`lineItems.${i}.partNumber`, `Part Number: ${l.partNumber} is not on the price sheet`);
        if (l.stPrice !== 0 && l.stPrice !== part.price && !btp.allowPriceOverride) {
          throw fieldError(`lineItems.${i}.stPrice`, 'Ship-To Price: the bill-to does not allow price override');
        }
        const stPrice = l.stPrice !== 0 ? l.stPrice : part.price;
        const btPrice = Math.round(stPrice * (1 - btp.discountPercentage) * 100) / 100;
        return { ...l, partNumber: part.partNumber, stPrice, btPrice };
      });
      const order = await insertOrder(caller, lines, {
        accountUid,
        stpUid: stp.uid,
        btpUid: btp.uid,
        stPaymentType: body.stPaymentType,
        stPoNumber: body.stPoNumber.trim(),
        btPoNumber: body.btPoNumber.trim(),
        comments: body.comments,
        tacAccepted: body.tacAccepted,
        createdBy: caller.userUid,
      });
      await inviteApprovers(caller, order, btp);
      return order;
    },
    /** POST Billing/{uid}/Callblock/Order: a status move (the table in domain billing/orders.ts)
     * and the fields each side may still change. */
    async updateOrder(caller: Caller, accountUid: number, body: OrderUpdate, kind: OrderKindId = OrderKind.CallBlocks): Promise<OrderDto> {
      const { order, btp, actors } = await orderFor(caller, body.id);
      if ((order.accountUid !== accountUid && btp.accountUid !== accountUid) || order.kind !== kind)
        throw new NotFoundError(`Order ${body.id} was not found.`);
      if (actors.length === 0) throw new ForbiddenError(`Changing an order needs ${permLabel(orderPermission(kind))}.`);
      const next = body.status ?? order.status;
      if (next !== order.status) {
        if (!orderTransition(order.status, next) || !mayMoveOrder(order.status, next, actors)) {
          throw new BadRequestError(refusedTransitionMessage(order.status, next), {
            status: [refusedTransitionMessage(order.status, next)],
          });
        }
        if (next === OrderStatus.ConfirmedByBillTo && btp.requirePoUpload && order.stPoDocumentId === null) {
          throw fieldError('stPoDocument', 'PO Document: is required before the bill-to confirms the order');
        }
      }
      const fields = {
        status: next,
        stPoNumber: order.stPoNumber,
        btPoNumber: order.btPoNumber,
        backOfficeOrderNumber: order.backOfficeOrderNumber,
        stPaymentType: order.stPaymentType as number,
      };
      if (body.stPoNumber !== undefined && body.stPoNumber !== order.stPoNumber) {
        if (!actors.includes('orderer') || order.status !== OrderStatus.OrderCreated)
          throw fieldError('stPoNumber', 'PO Number: can only be changed by the ship-to while the order is created');
        fields.stPoNumber = body.stPoNumber.trim();
      }
      if (body.stPaymentType !== undefined && body.stPaymentType !== order.stPaymentType) {
        if (!actors.includes('orderer') || order.status !== OrderStatus.OrderCreated)
          throw fieldError('stPaymentType', 'Payment Type: can only be changed by the ship-to while the order is created');
        fields.stPaymentType = body.stPaymentType;
      }
      if (body.btPoNumber !== undefined && body.btPoNumber !== order.btPoNumber) {
        if (!actors.includes('billTo') && !actors.includes('provider'))
          throw fieldError('btPoNumber', 'Bill-To PO Number: can only be changed by the bill-to');
        fields.btPoNumber = body.btPoNumber.trim();
      }
      if (body.backOfficeOrderNumber !== undefined && body.backOfficeOrderNumber !== order.backOfficeOrderNumber) {
        if (!actors.includes('provider'))
          throw fieldError('backOfficeOrderNumber', 'Back Office Order Number: can only be set by the provider');
        fields.backOfficeOrderNumber = body.backOfficeOrderNumber.trim();
      }
      await entities.write(caller, async (w) => {
        await repo.updateOrder(w.tx, order.id, fields);
        if (next !== order.status) {
          await repo.addStatus(w.tx, order.id, next, body.statusComment, caller.userUid);
          // allowAutoInvoicing (spec 001 §3.3): the provider's steps follow the bill-to's confirmation.
          let final: number = next;
          if (next === OrderStatus.ConfirmedByBillTo && btp.allowAutoInvoicing) {
            await repo.addStatus(
              w.tx,
              order.id,
              OrderStatus.OrderProcessing,
              'Invoiced automatically: the bill-to allows auto invoicing',
              null,
            );
            await repo.addStatus(w.tx, order.id, OrderStatus.OrderComplete, 'Call blocks added to the account', null);
            await repo.updateOrder(w.tx, order.id, { ...fields, status: OrderStatus.OrderComplete });
            final = OrderStatus.OrderComplete;
          }
          if (final === OrderStatus.OrderComplete && order.kind === OrderKind.CallBlocks) await grantBlocks(w.tx, order, btp);
        }
      });
      const updated = (await repo.order(order.id))!;
      if (updated.status !== order.status && order.kind === OrderKind.Hardware) await noticeHardwareOrder(updated, btp, 'status');
      return updated;
    },
    /** POST multipart Billing/Callblock/Order/{id}/STPODocument or /BTPODocument. */
    async uploadPo(caller: Caller, id: number, side: 'st' | 'bt', upload: Upload): Promise<OrderDto> {
      const { order, actors } = await orderFor(caller, id);
      const may =
        side === 'st'
          ? actors.includes('orderer') || actors.includes('provider')
          : actors.includes('billTo') || actors.includes('provider');
      if (!may)
        throw new ForbiddenError(
          `Only the ${side === 'st' ? 'ship-to' : 'bill-to'} with ${permLabel(orderPermission(order.kind))} may attach this PO document.`,
        );
      if (order.status !== OrderStatus.OrderCreated && order.status !== OrderStatus.ConfirmedByBillTo) {
        throw fieldError('file', 'File: PO documents can only be attached while the order is created or confirmed');
      }
      const doc = d.documents.check(upload);
      await entities.write(caller, async (w) => {
        const docId = await d.documents.store(w.tx, side === 'st' ? order.stpuid : order.btpuid, doc, caller.userUid);
        await repo.setPoDocument(w.tx, id, side, docId);
      });
      return (await repo.order(id))!;
    },
    async poDocument(caller: Caller, documentId: number) {
      const missing = new NotFoundError(`Document ${documentId} was not found.`);
      const orderId = await repo.orderOfDocument(documentId);
      if (!orderId) throw missing;
      await orderFor(caller, orderId).catch(() => {
        throw missing;
      });
      const found = await d.documents.read(documentId);
      if (!found) throw missing;
      return found;
    },

    // ---------------------------------------------------------------- pricing and calls
    /** A ship-to account answers the sheet of the account that pays for it (its orders' prices). */
    async pricing(caller: Caller, accountUid: number) {
      const a = await account(caller, accountUid);
      const parts = await repo.customParts(a.billToAccountUid ?? a.uid);
      return parts.length > 0 ? { custom: true, parts } : { custom: false, parts: [...STANDARD_CALL_BLOCKS] };
    },
    async savePricing(caller: Caller, accountUid: number, parts: CallBlockPart[]) {
      const a = await account(caller, accountUid, true);
      if (a.billToAccountUid !== null && a.billToAccountUid !== a.uid) {
        throw fieldError('parts', 'Pricing: is set on the bill-to account that pays for this one');
      }
      const seen = new Set<string>();
      for (const [i, p] of parts.entries()) {
        const key = p.partNumber.trim().toLowerCase();
        if (seen.has(key)) throw fieldError(`parts.${i}.partNumber`, `Part Number: ${p.partNumber} is listed twice`);
        seen.add(key);
      }
      await entities.write(caller, (w) =>
        repo.replaceParts(
          w.tx,
          accountUid,
          parts.map((p) => ({ ...p, partNumber: p.partNumber.trim() })),
        ),
      );
      return this.pricing(caller, accountUid);
    },
    async chargedCalls(caller: Caller, accountUid: number, start: Date, end: Date) {
      await account(caller, accountUid);
      return repo.chargedCallsByDevice([accountUid], start, end);
    },
    async chargedCallsSummarized(caller: Caller, accountUid: number, start: Date, end: Date) {
      await account(caller, accountUid);
      const days = await repo.chargedCallsByDay([accountUid], start, end);
      return { total: days.reduce((s, x) => s + x.calls, 0), days };
    },
    /** GET Folder/{uid}/CallblockSummary. */
    async folderSummary(caller: Caller, folderUid: number): Promise<CallBlockSummary> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const accounts = await repo.accountsUnderFolder(folderUid);
      const now = d.clock();
      if (accounts.length === 0) return summarize([], [], now);
      const blocks = await repo.blocksOf(accounts);
      const from = blocks.length > 0 ? new Date(Math.min(...blocks.map((b) => b.startsAt.getTime()))) : new Date(now.getTime() - 30 * DAY);
      const start = new Date(Math.min(from.getTime(), now.getTime() - 30 * DAY));
      const days = await repo.chargedCallsByDay(accounts, start, now);
      return summarize(blocks, days, now);
    },

    /** POST Entity/{uid}/Config/PONumber (spec 001 §3.5 PONumber): the PO number orders for this
     * device or folder carry; the entity writable and Create Orders (4, the route). */
    async savePoNumber(caller: Caller, uid: number, poNumber: string) {
      await scope.requireWrite(caller, uid);
      const saved = await entities.write(caller, async (w) => {
        const existing = (await w.configs(uid)).find((c) => c.typeId === ConfigType.PoNumber);
        const cfg = poNumberConfigSchema.parse({
          ...(existing?.data ?? {}),
          id: existing?.id ?? 0,
          typeId: ConfigType.PoNumber,
          poNumber: poNumber.trim(),
        });
        const all = await w.saveConfigs(uid, [cfg], { keepUnlisted: true });
        return all.find((c) => c.typeId === ConfigType.PoNumber)!;
      });
      return { poNumber: String((saved.data as { poNumber?: string }).poNumber ?? '') };
    },

    /** GET Entity/{uid}/Config/SalesRep (ours, spec 001 §3.5 SalesRep): a folder's sales rep, the
     * defaults when none is set. */
    async salesRep(caller: Caller, uid: number): Promise<SalesRep> {
      await scope.requireRead(caller, uid, 'Folder');
      if ((await repo.entityTypeOf(uid)) !== EntityType.Folder) throw new NotFoundError(`Folder ${uid} was not found.`);
      const stored = (await entities.configsOf([uid])).get(uid)?.find((c) => c.typeId === ConfigType.SalesRep);
      const { primaryContactGroupUid, rmaAlertGroupUid, salesManagerUid } = salesRepConfigSchema.parse({
        ...(stored?.data ?? {}),
        id: stored?.id ?? 0,
        typeId: ConfigType.SalesRep,
      });
      return { primaryContactGroupUid, rmaAlertGroupUid, salesManagerUid };
    },
    /** POST Entity/{uid}/Config/SalesRep: Edit Sales Rep (40, the route) and the folder writable; the
     * groups contact groups and the manager a user, each in the caller's scope (ADR 099). */
    async saveSalesRep(caller: Caller, uid: number, body: SalesRep): Promise<SalesRep> {
      await scope.requireWrite(caller, uid, 'Folder');
      if ((await repo.entityTypeOf(uid)) !== EntityType.Folder) throw new NotFoundError(`Folder ${uid} was not found.`);
      const refs = [
        ['primaryContactGroupUid', 'Primary Contact Group', EntityType.ContactGroup],
        ['rmaAlertGroupUid', 'RMA Alert Group', EntityType.ContactGroup],
        ['salesManagerUid', 'Sales Manager', EntityType.User],
      ] as const;
      for (const [field, label, type] of refs) {
        const ref = body[field];
        if (ref === 0) continue;
        const readable = await scope.requireRead(caller, ref).then(
          () => true,
          () => false,
        );
        if (!readable || (await repo.entityTypeOf(ref)) !== type) throw fieldError(field, `${label}: was not found`);
      }
      await entities.write(caller, async (w) => {
        const existing = (await w.configs(uid)).find((c) => c.typeId === ConfigType.SalesRep);
        const cfg = salesRepConfigSchema.parse({
          ...(existing?.data ?? {}),
          id: existing?.id ?? 0,
          typeId: ConfigType.SalesRep,
          primaryContactGroupUid: body.primaryContactGroupUid,
          rmaAlertGroupUid: body.rmaAlertGroupUid,
          salesManagerUid: body.salesManagerUid,
        });
        await w.saveConfigs(uid, [cfg], { keepUnlisted: true });
      });
      return this.salesRep(caller, uid);
    },

    // ---------------------------------------------------------------- monthly
    async agreements(caller: Caller, accountUid: number) {
      await account(caller, accountUid);
      return repo.agreementsOf(accountUid);
    },
    async saveAgreement(caller: Caller, uid: number | null, body: ServiceAgreementSave) {
      let accountUid = body.accountUid;
      if (uid !== null) {
        const current = await repo.agreement(uid);
        if (!current) throw new NotFoundError(`Service Agreement ${uid} was not found.`);
        await account(caller, current.accountUid, true).catch(() => {
          throw new NotFoundError(`Service Agreement ${uid} was not found.`);
        });
        accountUid = current.accountUid;
      } else {
        await account(caller, accountUid, true);
      }
      const fields = { ...body, accountUid, label: body.label.trim() };
      const saved = await entities.write(caller, async (w) => {
        if (uid !== null) {
          await w.update(uid, { label: fields.label, tags: [], userDefValues: [] });
          await repo.saveAgreement(w.tx, uid, fields, false);
          return uid;
        }
        const newUid = await w.insert({
          typeId: EntityType.ServiceAgreement,
          label: fields.label,
          iconName: 'ServiceAgreement',
          tags: [],
          userDefValues: [],
        });
        await repo.saveAgreement(w.tx, newUid, fields, true);
        return newUid;
      });
      return (await repo.agreement(saved))!;
    },
    async protocolClasses(caller: Caller, accountUid: number) {
      await account(caller, accountUid);
      return repo.protocolClassAgreements(accountUid);
    },
    async saveProtocolClasses(caller: Caller, accountUid: number, list: { protocolClassId: number; serviceAgreementUid: number | null }[]) {
      await account(caller, accountUid, true);
      const mine = new Set((await repo.agreementsOf(accountUid)).map((a) => a.uid));
      const kept = list.filter((l): l is { protocolClassId: number; serviceAgreementUid: number } => l.serviceAgreementUid !== null);
      for (const l of kept) {
        if (!mine.has(l.serviceAgreementUid)) throw fieldError('serviceAgreementUid', 'Service Agreement: is not one of this account');
      }
      await entities.write(caller, (w) => repo.replaceProtocolClassAgreements(w.tx, accountUid, kept));
      return repo.protocolClassAgreements(accountUid);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
