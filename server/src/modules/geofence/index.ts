// The geofence module's face (docs/decisions/049-module-faces.md, 078-geofences.md): fences
// (entities of type 18), spec 001 §7 Geofence, the map's tile server (GET Map/Settings), and what
// the GPS config's autoMoveFolders and updateFolderAddress do with ingested fixes (gps-folders.ts,
// docs/decisions/101-gps-folder-moves.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createGeofenceRepository } from './geofence.repository';
import { geofenceRoutes } from './geofence.routes';
import { createGeofenceService } from './geofence.service';
import { createGpsFolders, GPS_FOLDERS_QUEUE, type GpsFoldersJob } from './gps-folders';

export const geofenceModule = fp<AppContext>(
  async (app, ctx) => {
    const repo = createGeofenceRepository(ctx.db);
    const geofences = createGeofenceService(repo, app.scope, app.entities);
    geofenceRoutes(app, geofences, ctx.mapTiles);
    const gps = createGpsFolders({ repo, moves: app.systemMoves, folders: app.folders, jobs: app.jobs, log: ctx.logger });
    app.ingest.useGpsFollowUp(gps.sink);
    // A job that fails on the database (not a refused move, which is logged and done) is tried
    // again a little later; a second run of a move already made finds the asset in place.
    app.jobs.work<GpsFoldersJob>(GPS_FOLDERS_QUEUE, (data) => gps.run(data), { retryLimit: 3, retryDelay: 10, expireInSeconds: 120 });
  },
  { name: 'geofence', dependencies: ['access', 'entity-writes', 'entity', 'folder', 'ingest', 'jobs'] },
);
