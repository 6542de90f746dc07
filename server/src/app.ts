// Builds the Fastify instance: external plugins, then app plugins, then routes.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { installSpecErrorMap } from '@ullage/domain/validation';
import type { Database } from './db/client';
import { createTokenService } from './lib/tokens';
import { createCallerRepository, createScopeRepository } from './modules/access/access.repository';
import { createScope } from './modules/access/scope';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createFolderRepository } from './modules/folder/folder.repository';
import { folderRoutes } from './modules/folder/folder.routes';
import { createFolderService } from './modules/folder/folder.service';
import { createAssetRepository } from './modules/asset/asset.repository';
import { assetRoutes } from './modules/asset/asset.routes';
import { createAssetService } from './modules/asset/asset.service';
import { createDeviceRepository } from './modules/device/device.repository';
import { deviceRoutes } from './modules/device/device.routes';
import { createDeviceService } from './modules/device/device.service';
import { entityConfigRoutes } from './modules/entity-config/entity-config.routes';
import { createHardwareRepository } from './modules/hardware/hardware.repository';
import { hardwareRoutes } from './modules/hardware/hardware.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sensorRoutes } from './modules/sensor/sensor.routes';
import { createSensorService } from './modules/sensor/sensor.service';
import { createWebviewRepository } from './modules/webview/webview.repository';
import { webviewRoutes } from './modules/webview/webview.routes';
import { createWebviewService } from './modules/webview/webview.service';
import { ingestRoutes } from './modules/ingest/ingest.routes';
import { createIngestService, type IngestService } from './modules/ingest/ingest.service';
import { createUserRepository } from './modules/user/user.repository';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';

export interface AppOptions {
  database: Database;
  logger: Logger;
  signingKey: Uint8Array;
  webDist?: string;
  /** Device ingestion; main.ts passes the one MQTT shares, tests get their own. */
  ingest?: IngestService;
  /** Pushes a new device command to devices listening on MQTT (main.ts, when MQTT_URL is set). */
  onDeviceCommand?: (deviceUid: number, command: { id: number; deviceUid: number; typeId: number; requestedAt: string }) => void;
}

export async function buildApp({ database, logger, signingKey, webDist, ingest: givenIngest, onDeviceCommand }: AppOptions): Promise<FastifyInstance> {
  installSpecErrorMap();
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db, pool } = database;
  const tokens = createTokenService(signingKey);
  const scope = createScope(createScopeRepository(db));
  registerAuth(app, { tokens, callers: createCallerRepository(db) });
  await registerOpenApi(app);

  healthRoutes(app, pool);
  authRoutes(app, createAuthService(createAuthRepository(db), tokens));
  userRoutes(app, createUserService(createUserRepository(db)));
  folderRoutes(app, createFolderService(createFolderRepository(db), scope));
  const ingest = givenIngest ?? createIngestService({ pool, log: logger });
  // Answers already promised are written before the pool closes.
  app.addHook('onClose', () => ingest.drain());
  ingestRoutes(app, ingest);
  const assetRepo = createAssetRepository(db);
  const assets = createAssetService(assetRepo, scope);
  const devices = createDeviceService(createDeviceRepository(db), scope, { onCommand: onDeviceCommand });
  assetRoutes(app, assets, devices);
  deviceRoutes(app, devices, assets);
  sensorRoutes(app, createSensorService({ devices, assets, assetRepo, ingest, scope }));
  entityConfigRoutes(app, { db, scope, devices });
  hardwareRoutes(app, createHardwareRepository(db));
  webviewRoutes(app, createWebviewService(createWebviewRepository(db), scope));

  await registerSpa(app, webDist ?? '');
  return app;
}
