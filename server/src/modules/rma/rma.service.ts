// RMA (spec 001 §7 RMA, §4 device editing with an open RMA, §6 permissions 26-28, 33-35) and device
// serialization (spec 001 §7 Serialization, permissions 31-32). docs/decisions/089-rma-and-inventory.md.
//
// An RMA belongs to its device: reading it needs the device in the caller's folder scope (another
// company's RMA or RMA document answers 404, never naming the device) and one of View RMA (27),
// Request RMA (34) or Approve RMA Request (35). Status moves follow the one table of
// domain/billing/rma.ts, each recorded with its user and comment.
import {
  isRmaOpen,
  RMA_REASON_CODES,
  RmaStatus,
  rmaNextStatuses,
  rmaReasonLabel,
  rmaStatusLabel,
  rmaTransition,
  rmaTransitionRefused,
} from '@ullage/domain/billing/rma';
import {
  RMA_ALREADY_OPEN,
  RMA_DEVICE_LOCKED,
  RMA_DUPLICATE_OPEN,
  type RmaDetail,
  type RmaRequestBody,
  type RmaRequestResponse,
  type RmaReturnForm,
  type RmaStatusBody,
  type RmaValidateSave,
} from '@ullage/domain/billing/rma-api';
import { RMA_REPORT_PATH, RMA_RETURN_FORM_PATH } from '@ullage/domain/billing/rma-paths';
import type { DocumentDto } from '@ullage/domain/collaboration/documents-api';
import {
  DEFAULT_SERIALIZATION,
  formatSerial,
  type SerializationSettings,
  type SerializationSettingsBody,
} from '@ullage/domain/devices/serialization-api';
import { INVALID_REQUEST } from '@ullage/domain/messages';
import { InvitationType } from '@ullage/domain/people/invitation-types';
import { Permission } from '@ullage/domain/people/permissions';
import type { Logger } from 'pino';
import { BadRequestError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Documents, Upload } from '../document';
import type { Entities } from '../entity';
import type { Messenger } from '../messaging';
import type { RmaRepository, StoredRma } from './rma.repository';

/** The return form's link lives 30 days: the unit is boxed and shipped in that time. */
export const RETURN_FORM_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export interface RmaDeps {
  scope: Scope;
  entities: Entities;
  documents: Documents;
  invitations: {
    openLink(link: {
      typeId: typeof InvitationType.RmaProductReturnForm;
      userUid: number | null;
      folderUid: number | null;
      uid: number | null;
      webviewPath: string;
      data: Record<string, unknown>;
      lifetimeMs: number;
      actorUid: number | null;
    }): Promise<{ requestId: string; url: string }>;
    findOpenOfType(
      requestId: string,
      typeId: typeof InvitationType.RmaProductReturnForm,
    ): Promise<{ id: number; userUid: number | null; userName: string | null; data: Record<string, unknown> } | null>;
    spend(invitationId: number): Promise<boolean>;
  };
  messenger: Messenger;
  log: Logger;
  /** The portal's address, for the links in RMA alerts. */
  publicUrl: string;
}

const READ_RMA = [Permission.ViewRma, Permission.RequestRma, Permission.ApproveRmaRequest];

function mayReadRmas(caller: Caller): boolean {
  return READ_RMA.some((p) => caller.permissions.has(p));
}

const summary = (r: StoredRma): RmaRequestResponse => ({
  id: r.id,
  deviceUid: r.deviceUid,
  deviceSn: r.deviceSn,
  status: r.statusId,
  apiCreateDate: r.createdAt,
});

export function createRmaService(repo: RmaRepository, deps: RmaDeps) {
  const { scope, entities, documents } = deps;

  /** The RMA, readable by the caller (404 otherwise, as for one that does not exist). */
  async function load(caller: Caller, id: number): Promise<StoredRma> {
    const r = await repo.get(id);
    if (!r) throw new NotFoundError(`RMA ${id} was not found.`);
    try {
      await scope.requireRead(caller, r.deviceUid, 'RMA', id);
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError(`RMA ${id} was not found.`);
      throw err;
    }
    if (!mayReadRmas(caller)) throw new ForbiddenError('RMAs need View RMA (27), Request RMA (34) or Approve RMA Request (35).');
    return r;
  }

  async function device(caller: Caller, uid: number, write: boolean) {
    const d = await repo.device(uid);
    if (!d) throw new NotFoundError(`Device ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Device');
    return d;
  }

  function requireInternal(caller: Caller, internalComments: string | undefined) {
    if (internalComments?.trim() && !caller.permissions.has(Permission.ViewRmaInternalComments)) {
      throw new ForbiddenError('Internal comments need View RMA Internal Comments (33).');
    }
  }

  async function detail(caller: Caller, r: StoredRma): Promise<RmaDetail> {
    const [history, ids] = await Promise.all([repo.history(r.id), repo.documentIds(r.id)]);
    const wanted = new Set(ids);
    const docs = ids.length ? (await documents.listOf(r.deviceUid)).filter((d) => wanted.has(d.id)) : [];
    return {
      ...summary(r),
      deviceLabel: r.deviceLabel,
      reasonCodeId: r.reasonCodeId,
      reason: rmaReasonLabel(r.reasonCodeId),
      comments: r.comments,
      internalComments: caller.permissions.has(Permission.ViewRmaInternalComments) ? r.internalComments : null,
      requestedByName: r.requestedByName,
      customerConfirmDate: r.customerConfirmedAt,
      history: history.map((h) => ({ status: h.statusId, userName: h.userName, comment: h.comment, createDate: h.createdAt })),
      documents: docs,
      nextStatuses: rmaNextStatuses(r.statusId, caller.permissions),
    };
  }

  /** A unique-index refusal (two requests at once for one device) reads as the open RMA it is. */
  function oneOpen(err: unknown, message: string): never {
    if (
      (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw fieldError('deviceUid', message);
    }
    throw err;
  }

  /** Emails the requester the product return form's link (spec 000 §3 invitation type 2). */
  async function sendReturnForm(caller: Caller, r: StoredRma): Promise<void> {
    if (r.requestedBy === null) return;
    const company = await repo.companyOf(r.deviceUid);
    const { url } = await deps.invitations.openLink({
      typeId: InvitationType.RmaProductReturnForm,
      userUid: r.requestedBy,
      folderUid: company?.uid ?? null,
      uid: r.deviceUid,
      webviewPath: RMA_RETURN_FORM_PATH,
      data: { rmaId: r.id },
      lifetimeMs: RETURN_FORM_LIFETIME_MS,
      actorUid: caller.userUid,
    });
    const email = await repo.emailOf(r.requestedBy);
    if (!email) {
      deps.log.info({ rmaId: r.id }, 'an approved RMA has no requester email address to send its return form to');
      return;
    }
    await deps.messenger.send({
      channel: 'email',
      to: email,
      subject: `RMA ${r.id} approved: return ${r.deviceSn}`,
      text:
        `The return of device ${r.deviceSn} (${r.deviceLabel}) was approved as RMA ${r.id}.\n\n` +
        `Open this link to confirm the return and attach the shipping documents. It works once, for 30 days:\n${url}\n`,
    });
  }

  /** spec 001 §3.5 SalesRep: every RMA status entry (the request, each move) is an RMA alert to
   * the device's sales rep's RMA alert group and sales manager (ADR 099). A failure is logged: the
   * status entry stands. */
  async function alertSalesRep(rmaId: number, byName: string, comment: string): Promise<void> {
    const r = await repo.get(rmaId);
    if (!r) return;
    const to = await repo.salesRepRecipients(r.deviceUid);
    if (to.length === 0) return;
    const status = rmaStatusLabel(r.statusId);
    const subject = `RMA ${r.id} ${status}: ${r.deviceSn}`;
    const text =
      `RMA ${r.id} for device ${r.deviceSn} (${r.deviceLabel}) is ${status}, by ${byName}.\n` +
      `Reason: ${rmaReasonLabel(r.reasonCodeId)}\n` +
      (comment.trim() ? `Comment: ${comment.trim()}\n` : '') +
      `\n${deps.publicUrl}${RMA_REPORT_PATH}\n`;
    const results = await deps.messenger.sendMany(to.map((address) => ({ channel: 'email' as const, to: address, subject, text })));
    const failed = results.filter((x) => x !== null).length;
    if (failed > 0) deps.log.warn({ rmaId, failed }, 'an RMA alert did not reach every sales rep recipient');
  }

  async function move(caller: Caller, r: StoredRma, to: number, comment: string) {
    const t = rmaTransition(r.statusId, to);
    if (!t) throw fieldError('status', rmaTransitionRefused(r.statusId, to));
    if (!t.permissions.some((p) => caller.permissions.has(p))) {
      throw new ForbiddenError(`This move needs ${t.permissions.join(' or ')} among your permissions.`);
    }
    await entities.write(caller, async ({ tx }) => {
      if (!(await repo.setStatus(tx, r.id, r.statusId, to))) throw fieldError('status', rmaTransitionRefused(r.statusId, to));
      await repo.addEntry(tx, r.id, to, { uid: caller.userUid, name: caller.userName }, comment.trim());
    });
    if (to === RmaStatus.Approved) await sendReturnForm(caller, r);
    await alertSalesRep(r.id, caller.userName, comment);
  }

  async function serializationOf(companyUid: number): Promise<SerializationSettings> {
    const s = await repo.serialization(companyUid);
    return s ? { companyUid, ...s, saved: true } : { companyUid, ...DEFAULT_SERIALIZATION, saved: false };
  }

  async function company(caller: Caller, uid: number, write: boolean) {
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Company');
    if (!(await repo.isCompany(uid))) throw new NotFoundError(`Company ${uid} was not found.`);
  }

  return {
    /** GET RMA/ReasonCodes. */
    reasonCodes: () => RMA_REASON_CODES.map((r) => ({ id: r.id, label: r.label, category: r.category })),

    /** PUT RMA/{deviceUid}/Request: a new RMA in status Requested. */
    async create(caller: Caller, deviceUid: number, body: RmaRequestBody): Promise<RmaDetail> {
      const d = await device(caller, deviceUid, true);
      requireInternal(caller, body.internalComments);
      if (await repo.openOf(deviceUid)) throw fieldError('deviceUid', RMA_ALREADY_OPEN);
      const id = await entities
        .write(caller, async ({ tx }) => {
          const rmaId = await repo.insert(tx, {
            deviceUid,
            deviceSn: d.serialNumber,
            reasonCodeId: body.reasonCodeId,
            statusId: RmaStatus.Requested,
            comments: body.comments.trim(),
            internalComments: body.internalComments?.trim() ?? '',
            requestedBy: caller.userUid,
            requestedByName: caller.userName,
            duplicateOf: null,
          });
          await repo.addEntry(tx, rmaId, RmaStatus.Requested, { uid: caller.userUid, name: caller.userName }, body.comments.trim());
          return rmaId;
        })
        .catch((err: unknown) => oneOpen(err, RMA_ALREADY_OPEN));
      await alertSalesRep(id, caller.userName, body.comments);
      return detail(caller, (await repo.get(id))!);
    },

    /** GET RMA/{id}/Request. */
    async get(caller: Caller, id: number): Promise<RmaDetail> {
      return detail(caller, await load(caller, id));
    },

    /** GET RMA/{deviceUid}/Requests (ours): a device's RMAs, newest first. */
    async ofDevice(caller: Caller, deviceUid: number): Promise<RmaRequestResponse[]> {
      await device(caller, deviceUid, false);
      if (!mayReadRmas(caller)) throw new ForbiddenError('RMAs need View RMA (27), Request RMA (34) or Approve RMA Request (35).');
      return (await repo.ofDevice(deviceUid)).map(summary);
    },

    /** DELETE RMA/{id}/Request: the request withdrawn (Cancelled, kept with its history) while it
     * is only Requested. */
    async remove(caller: Caller, id: number) {
      const r = await load(caller, id);
      await move(caller, r, RmaStatus.Cancelled, 'Request withdrawn');
      return { id, status: RmaStatus.Cancelled };
    },

    /** POST RMA/{id}/Status (ours): a move of the status table with its comment. */
    async setStatus(caller: Caller, id: number, body: RmaStatusBody): Promise<RmaDetail> {
      const r = await load(caller, id);
      await move(caller, r, body.status, body.comment);
      return detail(caller, (await repo.get(id))!);
    },

    /** POST multipart RMA/{id}/DuplicateRequest: a new request for the same device, with the same
     * reason, the comments field (or the first request's comments) and the uploaded document; the
     * earlier one must be settled (closed, rejected or cancelled). */
    async duplicate(caller: Caller, id: number, upload: Upload): Promise<RmaDetail> {
      const r = await load(caller, id);
      await device(caller, r.deviceUid, true);
      if (isRmaOpen(r.statusId) || (await repo.openOf(r.deviceUid))) throw fieldError('deviceUid', RMA_DUPLICATE_OPEN);
      const doc = documents.check(upload);
      const comments = doc.comments || r.comments;
      const d = (await repo.device(r.deviceUid))!;
      const newId = await entities
        .write(caller, async ({ tx }) => {
          const rmaId = await repo.insert(tx, {
            deviceUid: r.deviceUid,
            deviceSn: d.serialNumber,
            reasonCodeId: r.reasonCodeId,
            statusId: RmaStatus.Requested,
            comments,
            internalComments: '',
            requestedBy: caller.userUid,
            requestedByName: caller.userName,
            duplicateOf: r.id,
          });
          await repo.addEntry(tx, rmaId, RmaStatus.Requested, { uid: caller.userUid, name: caller.userName }, `Duplicate of RMA ${r.id}`);
          await repo.linkDocument(tx, rmaId, await documents.store(tx, r.deviceUid, doc, caller.userUid));
          return rmaId;
        })
        .catch((err: unknown) => oneOpen(err, RMA_DUPLICATE_OPEN));
      await alertSalesRep(newId, caller.userName, `Duplicate of RMA ${r.id}`);
      return detail(caller, (await repo.get(newId))!);
    },

    /** POST multipart RMA/{id}/Document (ours): a document added to an open RMA by one who may
     * request or edit RMAs. */
    async addDocument(caller: Caller, id: number, upload: Upload): Promise<DocumentDto> {
      const r = await load(caller, id);
      if (!caller.permissions.has(Permission.RequestRma) && !caller.permissions.has(Permission.EditRma)) {
        throw new ForbiddenError("An RMA's documents need Request RMA (34) or Edit RMA (28).");
      }
      if (!isRmaOpen(r.statusId))
        throw fieldError('status', `Status: documents cannot be added to an RMA that is ${rmaStatusLabel(r.statusId)}`);
      const doc = documents.check(upload);
      const docId = await entities.write(caller, async ({ tx }) => {
        const stored = await documents.store(tx, r.deviceUid, doc, caller.userUid);
        await repo.linkDocument(tx, r.id, stored);
        return stored;
      });
      return (await documents.read(docId))!.document;
    },

    /** GET RMA/Document/{id}: an RMA's document, for one who may read the RMA. */
    async download(caller: Caller, documentId: number) {
      const rmaId = await repo.rmaOfDocument(documentId);
      if (rmaId === null) throw new NotFoundError(`Document ${documentId} was not found.`);
      try {
        await load(caller, rmaId);
      } catch (err) {
        if (err instanceof NotFoundError) throw new NotFoundError(`Document ${documentId} was not found.`);
        throw err;
      }
      const found = await documents.read(documentId);
      if (!found) throw new NotFoundError(`Document ${documentId} was not found.`);
      return found;
    },

    /** GET RMA/{deviceUid}/ValidateDeviceSaveRMAStatus: the open RMA's status and, when the caller
     * may not save the device because of it (spec 001 §4), why. */
    async validateDeviceSave(caller: Caller, deviceUid: number): Promise<RmaValidateSave> {
      await device(caller, deviceUid, false);
      const open = await repo.openOf(deviceUid);
      if (!open) return { rmaStatus: null, message: '' };
      return { rmaStatus: open.statusId, message: caller.permissions.has(Permission.ApproveRmaRequest) ? '' : RMA_DEVICE_LOCKED };
    },

    /** The device module's check before a save (spec 001 §4): refused while an RMA is open, unless
     * the caller holds Approve RMA Request (35). */
    async requireDeviceEditable(caller: Caller, deviceUid: number): Promise<void> {
      if (caller.permissions.has(Permission.ApproveRmaRequest)) return;
      if (await repo.openOf(deviceUid)) throw new ForbiddenError(RMA_DEVICE_LOCKED);
    },

    /** POST Public/RmaReturn: the return form an invitation opens (signed out). */
    async returnForm(requestId: string): Promise<RmaReturnForm> {
      const { r } = await returnFormRma(requestId);
      const [company, ids] = await Promise.all([repo.companyOf(r.deviceUid), repo.documentIds(r.id)]);
      const wanted = new Set(ids);
      const docs = ids.length ? (await documents.listOf(r.deviceUid)).filter((d) => wanted.has(d.id)) : [];
      return {
        deviceSn: r.deviceSn,
        deviceLabel: r.deviceLabel,
        reason: rmaReasonLabel(r.reasonCodeId),
        status: r.statusId,
        comments: r.comments,
        companyName: company?.name ?? '',
        documents: docs.map((d) => ({ fileName: d.fileName, createDate: d.createDate })),
      };
    },

    /** POST multipart Public/RmaReturn/Confirm: the customer confirms the return, with a document;
     * the RMA becomes Shipped and the link is spent. */
    async confirmReturn(requestId: string, upload: Upload): Promise<{ status: number }> {
      const { r, invitation } = await returnFormRma(requestId);
      if (r.statusId !== RmaStatus.Approved) throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
      const doc = documents.check(upload);
      const actor = { userUid: invitation.userUid ?? 0 };
      const name = invitation.userName ?? r.requestedByName;
      await entities.write(actor, async ({ tx }) => {
        if (!(await repo.setStatus(tx, r.id, RmaStatus.Approved, RmaStatus.Shipped, true))) {
          throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
        }
        await repo.addEntry(
          tx,
          r.id,
          RmaStatus.Shipped,
          { uid: invitation.userUid, name },
          doc.comments || 'Return confirmed on the return form',
        );
        await repo.linkDocument(tx, r.id, await documents.store(tx, r.deviceUid, doc, invitation.userUid));
      });
      await deps.invitations.spend(invitation.id);
      await alertSalesRep(r.id, name, doc.comments || 'Return confirmed on the return form');
      return { status: RmaStatus.Shipped };
    },

    /** GET Serialization/Settings/Device/ByCompany/{id}. */
    async settings(caller: Caller, companyUid: number): Promise<SerializationSettings> {
      await company(caller, companyUid, false);
      return serializationOf(companyUid);
    },

    /** GET Serialization/Next/Device/{id}: the serial the company's next device gets (the counter's
     * first value no device holds yet). */
    async nextSerial(caller: Caller, companyUid: number) {
      await company(caller, companyUid, false);
      const s = await serializationOf(companyUid);
      let n = s.nextNumber;
      let serial = formatSerial(s, n);
      for (let tries = 0; tries < 1000 && (await repo.serialTaken(serial)); tries++) serial = formatSerial(s, ++n);
      return { companyUid, serialNumber: serial };
    },

    /** POST or PUT Serialization/Device/ToCompany/{id}. */
    async saveSettings(caller: Caller, companyUid: number, body: SerializationSettingsBody): Promise<SerializationSettings> {
      await company(caller, companyUid, true);
      await entities.write(caller, ({ tx }) => repo.saveSerialization(tx, companyUid, body, caller.userUid));
      return serializationOf(companyUid);
    },
  };

  async function returnFormRma(requestId: string) {
    const invitation = await deps.invitations.findOpenOfType(requestId, InvitationType.RmaProductReturnForm);
    const rmaId = invitation?.data.rmaId;
    const r = typeof rmaId === 'number' ? await repo.get(rmaId) : null;
    if (!invitation || !r) throw new NotFoundError(INVALID_REQUEST);
    return { r, invitation };
  }
}
export type RmaService = ReturnType<typeof createRmaService>;
