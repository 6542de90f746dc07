// The geofence module's face (docs/decisions/049-module-faces.md, 078-geofences.md): fences
// (entities of type 18), spec 001 §7 Geofence, and the map's tile server (GET Map/Settings).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createGeofenceRepository } from './geofence.repository';
import { geofenceRoutes } from './geofence.routes';
import { createGeofenceService } from './geofence.service';

export const geofenceModule = fp<AppContext>(
  async (app, ctx) => {
    const geofences = createGeofenceService(createGeofenceRepository(ctx.db), app.scope, app.entities);
    geofenceRoutes(app, geofences, ctx.mapTiles);
  },
  { name: 'geofence', dependencies: ['access', 'entity-writes'] },
);
