// Builds the Fastify instance: external plugins, then app plugins, then routes.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { installSpecErrorMap } from '@ullage/domain/validation';
import type { Database } from './db/client';
import { createTokenService } from './lib/tokens';
import { createCallerRepository, createScopeRepository } from './modules/access/access.repository';
import { createScope } from './modules/access/scope';
import { createBackground, type Background } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { createCodeHasher } from './lib/codes';
import { createSecretBox } from './lib/secret-box';
import { createAdminRepository } from './modules/admin/admin.repository';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createEntityRepository } from './modules/entity/entity.repository';
import { entityRoutes } from './modules/entity/entity.routes';
import { createEntityService } from './modules/entity/entity.service';
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
import { createInvitationRepository } from './modules/invitation/invitation.repository';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { createInvitationService } from './modules/invitation/invitation.service';
import { createMessenger, type MailOptions } from './modules/messaging/messenger';
import { createOutboxRepository } from './modules/messaging/outbox.repository';
import { createMfaRepository } from './modules/mfa/mfa.repository';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { createMfaService } from './modules/mfa/mfa.service';
import { createPublicRepository } from './modules/public/public.repository';
import { publicRoutes } from './modules/public/public.routes';
import { createPublicService } from './modules/public/public.service';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { createRateLimiter } from './modules/rate-limit/rate-limiter';
import { createNavigationRepository } from './modules/navigation/navigation.repository';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { createNavigationService } from './modules/navigation/navigation.service';
import { createNotificationRepository } from './modules/notification/notification.repository';
import { notificationRoutes } from './modules/notification/notification.routes';
import { createNotificationService } from './modules/notification/notification.service';
import { createShareRepository } from './modules/share/share.repository';
import { shareRoutes } from './modules/share/share.routes';
import { createShareService } from './modules/share/share.service';
import { createProductRepository } from './modules/product/product.repository';
import { productRoutes } from './modules/product/product.routes';
import { createProductService } from './modules/product/product.service';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { createReportRepository } from './modules/report/report.repository';
import { reportRoutes } from './modules/report/report.routes';
import { createReportService } from './modules/report/report.service';
import { createSummaryRepository } from './modules/report/summary.repository';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Work running after its answer was sent (emails); tests and shutdown wait for it. */
    background: Background;
  }
}

export interface AppOptions {
  database: Database;
  logger: Logger;
  signingKey: Uint8Array;
  webDist?: string;
  /** Email transport (SMTP_URL, MAIL_FROM); without smtpUrl every message goes to the outbox. */
  mail?: MailOptions;
  /** PUBLIC_URL: the origin links in emails point to. */
  publicUrl?: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe for the client address (rate limits). */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  clock?: Clock;
  /** Device ingestion; main.ts passes the one MQTT shares, tests get their own. */
  ingest?: IngestService;
  /** Pushes a new device command to devices listening on MQTT (main.ts, when MQTT_URL is set). */
  onDeviceCommand?: (deviceUid: number, command: { id: number; deviceUid: number; typeId: number; requestedAt: string }) => void;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, logger, signingKey, webDist, onDeviceCommand } = options;
  const clock = options.clock ?? systemClock;
  installSpecErrorMap();
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The legacy login posts a form (spec 000 §7); parsed into a plain object for the login route.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const { db, pool } = database;
  const tokens = createTokenService(signingKey);
  const scope = createScope(createScopeRepository(db));
  registerAuth(app, { tokens, callers: createCallerRepository(db) });
  await registerOpenApi(app);

  const callers = createCallerRepository(db);
  const limiter = createRateLimiter(createRateLimitRepository(db), clock);
  const outbox = createOutboxRepository(db);
  const messenger = createMessenger(outbox, logger, clock, options.mail ?? { from: 'Ullage <no-reply@localhost>' });
  const box = createSecretBox(signingKey, 'mfa-secret');
  const hashCode = createCodeHasher(signingKey);
  const background = createBackground(logger);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  // Spent rate-limit windows are pruned hourly; every instance may do it, the delete is idempotent.
  const prune = setInterval(
    () => void limiter.prune().catch((err: unknown) => logger.warn({ err }, 'pruning rate limits failed')),
    3_600_000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  healthRoutes(app, pool);
  authRoutes(app, createAuthService({ repo: createAuthRepository(db), tokens, callers, limiter, messenger, box, hashCode, clock }));
  mfaRoutes(app, createMfaService({ repo: createMfaRepository(db), limiter, messenger, box, hashCode, clock }));
  publicRoutes(app, createPublicService(createPublicRepository(db), limiter, clock));
  invitationRoutes(
    app,
    createInvitationService({
      repo: createInvitationRepository(db),
      limiter,
      messenger,
      background,
      clock,
      log: logger,
      publicUrl: options.publicUrl ?? 'http://localhost:8080',
    }),
  );
  adminRoutes(app, createAdminService(createAdminRepository(db), outbox));
  userRoutes(app, createUserService(createUserRepository(db)));
  const folderRepository = createFolderRepository(db);
  folderRoutes(app, createFolderService(folderRepository, scope));
  navigationRoutes(app, createNavigationService(createNavigationRepository(db), folderRepository, scope));
  entityRoutes(app, createEntityService(createEntityRepository(db), folderRepository, scope));
  shareRoutes(app, createShareService(createShareRepository(db), folderRepository, scope, messenger, clock));
  notificationRoutes(app, createNotificationService(createNotificationRepository(db)));
  const ingest = options.ingest ?? createIngestService({ pool, log: logger });
  // Answers already promised are written before the pool closes.
  app.addHook('onClose', () => ingest.drain());
  ingestRoutes(app, ingest);
  const assetRepo = createAssetRepository(db);
  const devices = createDeviceService(createDeviceRepository(db), scope, { onCommand: onDeviceCommand });
  const assets = createAssetService(assetRepo, scope, { validateDevice: devices.validateStored });
  assetRoutes(app, assets, devices);
  deviceRoutes(app, devices, assets);
  productRoutes(app, createProductService(createProductRepository(db), scope));
  scheduleRoutes(app);
  sensorRoutes(app, createSensorService({ devices, assets, assetRepo, ingest, scope }));
  entityConfigRoutes(app, { db, scope, devices });
  hardwareRoutes(app, createHardwareRepository(db));
  webviewRoutes(app, createWebviewService(createWebviewRepository(db), scope));
  reportRoutes(app, createReportService(createReportRepository(db), createSummaryRepository(db), scope));

  await registerSpa(app, webDist ?? '');
  return app;
}
