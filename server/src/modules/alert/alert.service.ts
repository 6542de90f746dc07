// spec 001 §3.6 and §7 Entity/{uid}/Alert: the alerts set on an asset, device or folder, saved as a
// whole set, and their history. Scope first (an entity outside it answers 404, as a missing one);
// writing needs Edit Assets/Devices (6) for an asset or device and Edit Folder (12) for a folder,
// as their own saves do (spec 001 §6).
import {
  ALERT_CONTACT_GROUP_UNKNOWN,
  ALERT_ENTITY_TYPES,
  ALERT_ENTITY_TYPE,
  ALERT_GEOFENCE_UNKNOWN,
  ALERT_MESSAGE_UNKNOWN,
  alertSetProblem,
  alertTypeChanged,
  alertUnknown,
  type AlertEvent,
  type EntityAlert,
} from '@ullage/domain/alerts/alert-api';
import { describeAlertEvent, type EventUnits } from '@ullage/domain/alerts/alert-events';
import { AlertType, alertTypeLabel, type Alert } from '@ullage/domain/alerts/alerts';
import { EntityType, entityTypeName } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { unitAbbreviation, UnitType } from '@ullage/domain/units';
import { BadRequestError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Continued, RowPage } from '../../lib/continuation';
import type { Caller, Scope } from '../access';
import type { Units } from '../units';
import type { AlertEntity, AlertRepository } from './alert.repository';

export function createAlertService(repo: AlertRepository, scope: Scope, units: Units) {
  /** The entity, in the caller's scope (404 otherwise, and for a type that carries no alerts). */
  async function load(caller: Caller, uid: number, write: boolean): Promise<AlertEntity> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Entity');
    const entity = await repo.entity(uid);
    if (!entity) throw new NotFoundError(`Entity ${uid} was not found.`);
    if (!(ALERT_ENTITY_TYPES as readonly number[]).includes(entity.typeId)) throw new BadRequestError(ALERT_ENTITY_TYPE);
    return entity;
  }

  async function list(entityUid: number): Promise<EntityAlert[]> {
    const rows = await repo.alertsOf(entityUid);
    return rows.map((r) => ({ ...r, stateChangedAt: r.stateChangedAt === null ? null : toCentralTimestamp(new Date(r.stateChangedAt)) }));
  }

  /** A geofence alert's fence (spec 001 §3.6 geofenceUid), or null. */
  const fenceOf = (a: Alert): number | null => (a.typeId === AlertType.Geofence ? (a as { geofenceUid: number }).geofenceUid : null);

  /** Each alert's contact group and message must be the entity's company's; a geofence alert's
   * fence must be too, and in the caller's scope (another company's fence uid is refused). */
  async function checkReferences(caller: Caller, entity: AlertEntity, alerts: readonly Alert[]) {
    const groups = [...new Set(alerts.map((a) => a.contactGroupUid).filter((g) => g !== 0))];
    const messages = [...new Set(alerts.map((a) => a.messageId).filter((m) => m !== 0))];
    const fences = [...new Set(alerts.flatMap((a) => fenceOf(a) ?? []))];
    const company = entity.companyUid;
    const okGroups = company === null ? new Set<number>() : await repo.groupsOfCompany(groups, company);
    const okMessages = company === null ? new Set<number>() : await repo.messagesOfCompany(messages, company);
    const okFences = company === null ? new Set<number>() : await repo.geofencesOfCompany(fences, company);
    for (const uid of okFences) {
      const readable = await scope.requireRead(caller, uid, 'Geofence').then(
        () => true,
        () => false,
      );
      if (!readable) okFences.delete(uid);
    }
    for (const [i, a] of alerts.entries()) {
      const fence = fenceOf(a);
      if (fence !== null && !okFences.has(fence)) throw fieldError(`${i}.geofenceUid`, ALERT_GEOFENCE_UNKNOWN);
      if (a.contactGroupUid !== 0 && !okGroups.has(a.contactGroupUid))
        throw fieldError(`${i}.contactGroupUid`, ALERT_CONTACT_GROUP_UNKNOWN);
      if (a.messageId !== 0 && !okMessages.has(a.messageId)) throw fieldError(`${i}.messageId`, ALERT_MESSAGE_UNKNOWN);
    }
  }

  return {
    /** GET Entity/{uid}/Alert. */
    async get(caller: Caller, uid: number): Promise<EntityAlert[]> {
      await load(caller, uid, false);
      return list(uid);
    },

    /** POST Entity/{uid}/Alert: the entity's whole set (id 0 adds, a known id updates, a stored one
     * left out is deleted); answers the set as saved, with each alert's status. */
    async save(caller: Caller, uid: number, alerts: Alert[]): Promise<EntityAlert[]> {
      const entity = await load(caller, uid, true);
      const needed = entity.typeId === EntityType.Folder ? Permission.EditFolder : Permission.EditAssetsDevices;
      if (!caller.permissions.has(needed)) {
        throw new ForbiddenError(
          entity.typeId === EntityType.Folder
            ? "A folder's alerts need the Edit Folder permission."
            : "An asset's or device's alerts need the Edit Assets/Devices permission.",
        );
      }
      const problem = alertSetProblem(alerts, entity.typeId, entityTypeName(entity.typeId));
      if (problem) throw new BadRequestError(problem, { typeId: [problem] });
      const stored = await repo.storedOf(uid);
      const seen = new Set<number>();
      for (const [i, a] of alerts.entries()) {
        if (a.id === 0) continue;
        const type = stored.get(a.id);
        if (type === undefined || seen.has(a.id)) throw fieldError(`${i}.id`, alertUnknown(a.id));
        if (type !== a.typeId) throw fieldError(`${i}.typeId`, alertTypeChanged(a.id));
        seen.add(a.id);
      }
      await checkReferences(caller, entity, alerts);
      await repo.saveSet(
        caller.userUid,
        uid,
        alerts.map((a) => ({ ...a, typeName: alertTypeLabel(a.typeId) })),
      );
      return list(uid);
    },

    /** GET Entity/{uid}/Alert/History: its events (a folder's: those of every entity below it),
     * newest first, worded in the caller's units. */
    async history(caller: Caller, uid: number, from: Date, to: Date, page: RowPage): Promise<Continued<AlertEvent[]>> {
      const entity = await load(caller, uid, false);
      const cv = await units.converterFor(caller);
      const volume = unitAbbreviation(UnitType.Volume, cv.units.volumeUnitId);
      const temperature = unitAbbreviation(UnitType.Temperature, cv.units.temperatureUnitId);
      const fmt = (v: number | null) => (v === null ? '-' : (Math.round(v * 10) / 10).toLocaleString('en-US'));
      const eventUnits: EventUnits = {
        amount: (g) => `${fmt(cv.amount(g))} ${volume}`,
        temperature: (f) => `${fmt(cv.temperature(f))} ${temperature}`,
      };
      const { rows, next } = await repo.history(entity, from, to, page);
      return {
        next,
        answer: rows.map((r) => ({
          id: r.id,
          alertId: r.alertId,
          entityUid: r.entityUid,
          entityLabel: r.entityLabel,
          entityTypeId: r.entityTypeId,
          typeId: r.typeId,
          typeName: alertTypeLabel(r.typeId),
          stateId: r.stateId,
          value: r.value,
          description: describeAlertEvent(r, eventUnits),
          occurredAt: toCentralTimestamp(r.occurredAt),
          deliveries: r.deliveries,
        })),
      };
    },
  };
}
export type AlertService = ReturnType<typeof createAlertService>;
