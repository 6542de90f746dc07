// spec 001 §3.3 Geofence and §7 Geofence calls (docs/decisions/078-geofences.md): a fence is an
// entity (type 18) standing in a folder; it serves that folder and every folder below it, and the
// map of a folder draws the fences of the folders above it (in the caller's scope) and below it.
// Scope first (modules/access/scope.ts): another company's fence answers 404, as a missing one.
import type { Geofence, GeofenceSaveBody } from '@ullage/domain/geofences/api';
import { polygonCircle } from '@ullage/domain/geofences/geofences';
import { EntityType } from '@ullage/domain/entity-types';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { visiblePath, type Caller, type Scope } from '../access';
import type { Entities } from '../entity';
import type { GeofenceRepository, GeofenceShapeRow, StoredGeofence } from './geofence.repository';

const dto = (g: StoredGeofence): Geofence => ({
  uid: g.uid,
  label: g.label,
  centerLatitude: g.centerLatitude,
  centerLongitude: g.centerLongitude,
  radius: g.radius,
  circular: g.circular,
  warehouse: g.warehouse,
  polygon: g.circular ? [] : g.polygon,
  folderUid: g.folderUid,
  folderLabel: g.folderLabel,
});

/** What is stored of a save: a circle as sent; a polygon with the circle around its corners. */
function shapeOf(body: GeofenceSaveBody): GeofenceShapeRow {
  if (body.circular) {
    return {
      centerLatitude: body.centerLatitude,
      centerLongitude: body.centerLongitude,
      radius: body.radius,
      circular: true,
      warehouse: body.warehouse,
      polygon: [],
    };
  }
  const polygon = body.polygon.map((p) => ({ latitude: p.latitude, longitude: p.longitude }));
  return { ...polygonCircle(polygon), circular: false, warehouse: body.warehouse, polygon };
}

export function createGeofenceService(repo: GeofenceRepository, scope: Scope, entities: Entities) {
  async function load(caller: Caller, uid: number, write = false): Promise<StoredGeofence> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Geofence');
    const found = await repo.get(uid);
    if (!found || !found.active) throw new NotFoundError(`Geofence ${uid} was not found.`);
    return found;
  }

  async function requireFolder(caller: Caller, folderUid: number, write: boolean): Promise<number[]> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return path;
  }

  const getDto = async (caller: Caller, uid: number) => dto(await load(caller, uid));

  return {
    /** GET Geofence/{uid} (ours: the spec reads fences by folder only; an alert names one). */
    get: getDto,

    /** GET Geofence/ByFolder/{folderUid}: the fences of the folder, of the folders above it that the
     * caller may see (a company's yard serves its sites) and of every folder below it. */
    async byFolder(caller: Caller, folderUid: number): Promise<Geofence[]> {
      const path = await requireFolder(caller, folderUid, false);
      return (await repo.around(visiblePath(caller, path), folderUid)).map(dto);
    },

    /** POST Geofence/ToFolder/{folderUid}. */
    async create(caller: Caller, folderUid: number, body: GeofenceSaveBody): Promise<Geofence> {
      await requireFolder(caller, folderUid, true);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Geofence,
          label: body.label.trim(),
          iconName: 'Geofence',
          tags: [],
          userDefValues: [],
        });
        await repo.insert(w.tx, newUid, shapeOf(body));
        await w.join(newUid, folderUid);
        return newUid;
      });
      return getDto(caller, uid);
    },

    /** PUT Geofence/{uid}. */
    async update(caller: Caller, uid: number, body: GeofenceSaveBody): Promise<Geofence> {
      if (body.uid !== undefined && body.uid !== 0 && body.uid !== uid) {
        throw new BadRequestError(`The geofence uid in the body (${body.uid}) is not the one in the address (${uid}).`);
      }
      await load(caller, uid, true);
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: body.label.trim(), tags: [], userDefValues: [] });
        await repo.update(w.tx, uid, shapeOf(body));
      });
      return getDto(caller, uid);
    },

    /** DELETE Geofence/{uid}: refused (409) while an alert names it; else out of its folder. */
    async remove(caller: Caller, uid: number) {
      const current = await load(caller, uid, true);
      const used = await repo.alertsUsing(uid);
      if (used > 0) {
        throw new ConflictError(
          `${current.label} is the geofence of ${used} alert${used === 1 ? '' : 's'}: remove ${used === 1 ? 'that alert' : 'those alerts'} first.`,
        );
      }
      await entities.write(caller, (w) => w.leaveAll(uid));
      return { uid, deleted: true as const };
    },
  };
}
export type GeofenceService = ReturnType<typeof createGeofenceService>;
