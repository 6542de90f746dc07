// The asset module's face (docs/decisions/049-module-faces.md, 032-assets-and-devices-api.md):
// assets, their states, templates, strapping tables and history.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { tankStates } from '../ingest';
import { createAssetRepository } from './asset.repository';
import { assetRoutes } from './asset.routes';
import { createAssetService, type AssetService } from './asset.service';

export { tankStateDto } from './asset-mapping';
export type { AssetService } from './asset.service';

declare module 'fastify' {
  interface FastifyInstance {
    assets: AssetService;
  }
}

export const assetModule = fp<AppContext>(
  async (app, ctx) => {
    const { devices } = app;
    const assets = createAssetService(createAssetRepository(ctx.db, app.entities.configsOf), {
      reads: createAssetRepository(ctx.reader, app.entities.configsOf),
      scope: app.scope,
      entities: app.entities,
      units: app.units,
      tankStates,
      identities: app.identities,
      userDefs: app.userDefs,
      validateDevice: devices.validateStored,
    });
    app.decorate('assets', assets);
    assetRoutes(app, assets, devices);
  },
  { name: 'asset', dependencies: ['access', 'entity', 'units', 'device', 'identity', 'user-def'] },
);
