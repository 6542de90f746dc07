// Builds the Fastify instance: external plugins, then app plugins, then routes.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { installSpecErrorMap } from '@ullage/domain/validation';
import type { Database } from './db/client';
import { primaryOnly, type ReadReplicas } from './db/read-replicas';
import { createTokenService } from './lib/tokens';
import type { AppContext, DeviceCommandNotice } from './app-context';
import { createBackground, type Background } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { createCodeHasher } from './lib/codes';
import { createSecretBox } from './lib/secret-box';
import { DEFAULT_DOCUMENT_MAX_BYTES } from '@ullage/domain/collaboration/documents-api';
import { accessModule } from './modules/access';
import { adminModule } from './modules/admin';
import { alertModule } from './modules/alert';
import { apiClientModule } from './modules/api-client';
import { analysisModule } from './modules/analysis';
import { alertDeliveryModule } from './modules/alert-delivery';
import { assetModule } from './modules/asset';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { commentModule } from './modules/comment';
import { contactModule } from './modules/contact';
import { deliveryModule } from './modules/delivery';
import { deviceModule } from './modules/device';
import { emailReportModule } from './modules/email-report';
import { documentModule } from './modules/document';
import { eventModule } from './modules/event';
import { entityModule, entityWritesModule } from './modules/entity';
import { folderModule } from './modules/folder';
import { forecastModule } from './modules/forecast';
import { geofenceModule } from './modules/geofence';
import { hardwareModule } from './modules/hardware';
import { healthModule } from './modules/health';
import { identityModule } from './modules/identity';
import { ingestModule, type IngestService } from './modules/ingest';
import { invitationModule } from './modules/invitation';
import { jobsModule } from './modules/jobs';
import { liveModule } from './modules/live';
import { loginMessageModule } from './modules/login-message';
import { massUpdateModule } from './modules/mass-update';
import { messagingModule } from './modules/messaging';
import { mfaModule } from './modules/mfa';
import { navigationModule } from './modules/navigation';
import { notificationModule } from './modules/notification';
import { partitionsModule } from './modules/partitions';
import { permissionModule } from './modules/permission';
import { productModule } from './modules/product';
import { publicModule } from './modules/public';
import { rateLimitModule } from './modules/rate-limit';
import { reportModule } from './modules/report';
import { rmaModule } from './modules/rma';
import { scheduleModule } from './modules/schedule';
import { sensorModule } from './modules/sensor';
import { shareModule } from './modules/share';
import { supportModule } from './modules/support';
import { unitsModule } from './modules/units';
import { userModule } from './modules/user';
import { usedByModule } from './modules/used-by';
import { userDefModule } from './modules/user-def';
import { webhookModule } from './modules/webhook';
import { webviewModule } from './modules/webview';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { registerReadRouting } from './plugins/read-routing';
import { registerOpenApi } from './plugins/openapi';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type MapTiles } from './lib/map-tiles';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { validatorCompiler } from './plugins/validator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work running after its answer was sent (emails); tests and shutdown wait for it. */
    background: Background;
  }
}

export interface AppOptions {
  database: Database;
  /** DATABASE_READ_URL's replicas (main.ts builds and closes them); without: every read on `database`. */
  replicas?: ReadReplicas;
  logger: Logger;
  signingKey: Uint8Array;
  webDist?: string;
  /** Email transport (SMTP_URL, MAIL_FROM); without smtpUrl every message goes to the outbox. */
  mail?: AppContext['mail'];
  /** PUBLIC_URL: the origin links in emails point to. */
  publicUrl?: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe for the client address (rate limits). */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  clock?: Clock;
  /** Device ingestion; main.ts passes the one MQTT shares, tests get their own. */
  ingest?: IngestService;
  /** Pushes a new device command to devices listening on MQTT (main.ts, when MQTT_URL is set). */
  onDeviceCommand?: (deviceUid: number, command: DeviceCommandNotice) => void;
  /** MAP_TILE_URL and its attribution (default OpenStreetMap's standard tiles). */
  mapTiles?: MapTiles;
  /** READINGS_RETENTION_MONTHS (docs/decisions/072-partitioned-readings.md). */
  readingsRetentionMonths?: number;
  /** WEBHOOK_ALLOW_PRIVATE (docs/decisions/085-webhooks.md). */
  webhookAllowPrivate?: boolean;
  /** A failed webhook delivery's retries (tests shorten them). */
  webhookRetry?: AppContext['webhookRetry'];
  /** DOCUMENT_MAX_MB in bytes: the largest document an upload may carry (ADR 082). */
  documentMaxBytes?: number;
}

const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, logger, signingKey, webDist, onDeviceCommand } = options;
  const clock = options.clock ?? systemClock;
  installSpecErrorMap();
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    // The spec writes some calls with a trailing slash (Device/, Sensor/AddReading/, Folder/...)
    // and clients send them both ways: every path answers with or without one, and the OpenAPI
    // document lists each call once, without (docs/decisions/060-openapi-document.md).
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // First of the hooks, so every answer carries the headers, early 401s and 404s too.
  const mapTiles = options.mapTiles ?? { tileUrl: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };
  await registerSecurityHeaders(app, { publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL, tileUrl: mapTiles.tileUrl });
  // Before any route, so each is built with (or, answering secrets, without) compression.
  await registerCompression(app);
  // The legacy login posts a form (spec 000 §7); parsed into a plain object for the login route.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const { db, pool } = database;
  const replicas = options.replicas ?? primaryOnly(database);
  const background = createBackground(logger);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  const ctx: AppContext & { ingest?: IngestService } = {
    db,
    reader: replicas.reader,
    replicas,
    pool,
    logger,
    clock,
    tokens: createTokenService(signingKey),
    background,
    box: createSecretBox(signingKey, 'mfa-secret'),
    webhookBox: createSecretBox(signingKey, 'webhook-secret'),
    webhookAllowPrivate: options.webhookAllowPrivate,
    webhookRetry: options.webhookRetry,
    hashCode: createCodeHasher(signingKey),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    mail: options.mail ?? { from: 'Ullage <no-reply@localhost>' },
    onDeviceCommand,
    readingsRetentionMonths: options.readingsRetentionMonths,
    mapTiles,
    documentMaxBytes: options.documentMaxBytes ?? DEFAULT_DOCUMENT_MAX_BYTES,
    ingest: options.ingest,
  };

  // The modules, each a plugin that builds its repository and service and registers its routes
  // (docs/decisions/049-module-faces.md). A module may use the services of those above it, and
  // fastify-plugin checks that each one's dependencies were registered before it.
  await app.register(accessModule, ctx);
  registerAuth(app, { tokens: ctx.tokens, callers: app.callers });
  // After the caller is known (auth, onRequest), before every route's handler; without replicas
  // every read goes to the primary and there is nothing to route.
  if (replicas.status().length > 0) registerReadRouting(app, replicas);
  await registerOpenApi(app);
  const modules = [
    healthModule,
    rateLimitModule,
    messagingModule,
    jobsModule,
    partitionsModule,
    unitsModule,
    mfaModule,
    authModule,
    publicModule,
    invitationModule,
    adminModule,
    entityWritesModule,
    identityModule,
    folderModule,
    navigationModule,
    entityModule,
    permissionModule,
    apiClientModule,
    userModule,
    shareModule,
    contactModule,
    alertDeliveryModule,
    webhookModule,
    supportModule,
    notificationModule,
    ingestModule,
    // Before the device module: a device save checks its schedule through app.schedules.
    scheduleModule,
    userDefModule,
    deviceModule,
    assetModule,
    sensorModule,
    documentModule,
    // After the documents and invitations it uses; the device module asks it about open RMAs at
    // save time (app.rma), so its place after the device module is fine.
    rmaModule,
    commentModule,
    loginMessageModule,
    usedByModule,
    eventModule,
    productModule,
    hardwareModule,
    webviewModule,
    reportModule,
    massUpdateModule,
    emailReportModule,
    analysisModule,
    deliveryModule,
    alertModule,
    geofenceModule,
    billingModule,
    forecastModule,
    liveModule,
  ];
  for (const module of modules) await app.register(module, ctx);

  await registerSpa(app, webDist ?? '', { preloads: (pathname, hostname) => app.loginPreloads(pathname, hostname) });
  return app;
}
