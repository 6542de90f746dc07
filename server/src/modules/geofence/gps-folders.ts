// spec 001 §3.5 GPS config: autoMoveFolders (an asset that enters a warehouse fence moves into the
// folder of that fence) and updateFolderAddress (the site's address follows the asset's GPS).
// Ingestion queues a job with each batch's fixes of such assets, in the batch's transaction; this
// worker acts on them after the readings have committed, so a refused or failed move never costs a
// reading (docs/decisions/101-gps-folder-moves.md).
import type pg from 'pg';
import type { Logger } from 'pino';
import { enteredFence, type GpsFix } from '@ullage/domain/geofences/geofences';
import { distanceMetres, GPS_MOVE_METRES, type LatLon } from '@ullage/domain/tanks/gps';
import { AppError } from '../../lib/errors';
import type { SystemMoves } from '../entity';
import type { FolderService } from '../folder';
import type { GpsFollowUpFix, GpsFollowUpSink } from '../ingest';
import type { JobQueue } from '../jobs';
import type { createGeofenceRepository } from './geofence.repository';

export const GPS_FOLDERS_QUEUE = 'gps-folders';

/** One asset's new fixes of one batch, with the fix stored before them. */
export interface GpsFoldersJob {
  assetUid: number;
  previous: LatLon | null;
  fixes: GpsFix[];
  autoMoveFolders: boolean;
  updateFolderAddress: boolean;
}

/** Groups a batch's fixes by asset GPS config into jobs, each with the position stored before
 * them; fixes not newer than the stored one came late and do nothing (as for the GPS state). */
export function gpsFoldersJobs(
  fixes: readonly GpsFollowUpFix[],
  stored: ReadonlyMap<string, GpsFix>,
): { assetUid: number; configId: number; job: GpsFoldersJob }[] {
  const groups = new Map<string, GpsFollowUpFix[]>();
  for (const f of fixes) {
    const key = `${f.assetUid}:${f.configId}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out: { assetUid: number; configId: number; job: GpsFoldersJob }[] = [];
  for (const [key, group] of groups) {
    const before = stored.get(key) ?? null;
    const newer = group.filter((f) => before === null || f.time > before.time).sort((a, b) => a.time - b.time);
    const last = newer[newer.length - 1];
    if (!last) continue;
    out.push({
      assetUid: last.assetUid,
      configId: last.configId,
      job: {
        assetUid: last.assetUid,
        previous: before && { latitude: before.latitude, longitude: before.longitude },
        fixes: newer.map((f) => ({ time: f.time, latitude: f.latitude, longitude: f.longitude })),
        autoMoveFolders: last.autoMoveFolders,
        updateFolderAddress: last.updateFolderAddress,
      },
    });
  }
  return out;
}

/** The GPS positions stored for these asset configs (asset_value_state), read in the batch's
 * transaction before its own are written; the ingestion batch holds its devices' locks, so no
 * other batch of the same asset writes between. */
async function storedFixes(client: pg.PoolClient, keys: { assetUid: number; configId: number }[]): Promise<Map<string, GpsFix>> {
  const { rows } = await client.query<{ asset_uid: number; config_id: number; latitude: number; longitude: number; at: number }>(
    `select v.asset_uid, v.config_id, v.latitude, v.longitude, (extract(epoch from v.reading_time) * 1000)::float8 as at
       from asset_value_state v
       join unnest($1::bigint[], $2::bigint[]) as k(asset_uid, config_id) on k.asset_uid = v.asset_uid and k.config_id = v.config_id
      where v.latitude is not null and v.longitude is not null`,
    [keys.map((k) => k.assetUid), keys.map((k) => k.configId)],
  );
  return new Map(rows.map((r) => [`${r.asset_uid}:${r.config_id}`, { latitude: r.latitude, longitude: r.longitude, time: r.at }]));
}

export function createGpsFolders(deps: {
  repo: ReturnType<typeof createGeofenceRepository>;
  moves: SystemMoves;
  folders: Pick<FolderService, 'setPositionBySystem'>;
  jobs: JobQueue;
  log: Logger;
}) {
  const { repo, moves, folders, jobs, log } = deps;

  const sink: GpsFollowUpSink = {
    async enqueueInTransaction(client, fixes) {
      const keys = [...new Map(fixes.map((f) => [`${f.assetUid}:${f.configId}`, f])).values()];
      const grouped = gpsFoldersJobs(fixes, await storedFixes(client, keys));
      if (grouped.length > 0)
        await jobs.sendManyInTransaction<GpsFoldersJob>(
          client,
          GPS_FOLDERS_QUEUE,
          grouped.map((g) => ({ data: g.job })),
        );
    },
  };

  /** What one job does: the move first, then the address of the folder the asset ends up in. */
  async function run(job: GpsFoldersJob): Promise<void> {
    const home = await repo.assetHome(job.assetUid);
    if (!home) return;
    // Only the company's own fences: another company's yard is never a reason to move.
    const warehouses = await repo.warehousesOf(home.adminUid);
    let folderUid = home.folderUid;
    if (job.autoMoveFolders) {
      const fence = enteredFence(job.previous, job.fixes, warehouses);
      if (fence && fence.folderUid !== home.folderUid) {
        try {
          await moves.moveAsset(job.assetUid, fence.folderUid);
          folderUid = fence.folderUid;
          log.info(
            { assetUid: job.assetUid, geofenceUid: fence.uid, from: home.folderUid, to: fence.folderUid },
            'GPS: asset moved into the warehouse folder it entered',
          );
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const reason = err.errors ? Object.values(err.errors).flat().join(' ') : err.message;
          log.warn(
            { assetUid: job.assetUid, geofenceUid: fence.uid, folderUid: fence.folderUid, reason },
            'GPS: asset not moved into the warehouse folder it entered',
          );
        }
      }
    }
    if (job.updateFolderAddress) {
      const newest = job.fixes[job.fixes.length - 1];
      // A warehouse's address is the warehouse's: assets come and go, the yard stays.
      const isWarehouse = warehouses.some((f) => f.folderUid === folderUid);
      if (!newest || isWarehouse) return;
      const current =
        folderUid === home.folderUid && home.latitude !== null && home.longitude !== null
          ? { latitude: home.latitude, longitude: home.longitude }
          : null;
      // Jitter of a fix is not a move of the site (GPS_MOVE_METRES, as the GPS state's arriveDate).
      if (current && distanceMetres(current, newest) <= GPS_MOVE_METRES) return;
      await folders.setPositionBySystem(folderUid, { latitude: newest.latitude, longitude: newest.longitude });
      log.info({ assetUid: job.assetUid, folderUid }, "GPS: site's position updated from its asset's GPS");
    }
  }

  return { sink, run };
}
