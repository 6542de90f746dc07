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
import { createEntityRepository } from './modules/entity/entity.repository';
import { entityRoutes } from './modules/entity/entity.routes';
import { createEntityService } from './modules/entity/entity.service';
import { createFolderRepository } from './modules/folder/folder.repository';
import { folderRoutes } from './modules/folder/folder.routes';
import { createFolderService } from './modules/folder/folder.service';
import { healthRoutes } from './modules/health/health.routes';
import { createLogRepository } from './modules/log/log.repository';
import { logRoutes } from './modules/log/log.routes';
import { createLogService } from './modules/log/log.service';
import { createMailer, type MailConfig, type Mailer } from './modules/mail/mail';
import { createNavigationRepository } from './modules/navigation/navigation.repository';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { createNavigationService } from './modules/navigation/navigation.service';
import { createNotificationRepository } from './modules/notification/notification.repository';
import { notificationRoutes } from './modules/notification/notification.routes';
import { createNotificationService } from './modules/notification/notification.service';
import { createShareRepository } from './modules/share/share.repository';
import { shareRoutes } from './modules/share/share.routes';
import { createShareService } from './modules/share/share.service';
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
  /** Outgoing mail (SMTP_URL, MAIL_FROM); default: the outbox only. */
  mail?: MailConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer, so tests and shutdown can wait for SMTP hand-overs. */
    mailer: Mailer;
  }
}

export async function buildApp({ database, logger, signingKey, webDist, mail }: AppOptions): Promise<FastifyInstance> {
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
  const folderRepository = createFolderRepository(db);
  folderRoutes(app, createFolderService(folderRepository, scope));
  navigationRoutes(app, createNavigationService(createNavigationRepository(db), folderRepository, scope));
  entityRoutes(app, createEntityService(createEntityRepository(db), folderRepository, scope));
  const mailer = createMailer(db, mail ?? { from: 'Ullage <no-reply@localhost>' }, logger);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.idle());
  shareRoutes(app, createShareService(createShareRepository(db), folderRepository, scope, mailer));
  notificationRoutes(app, createNotificationService(createNotificationRepository(db)));
  logRoutes(app, createLogService(createLogRepository(db)));

  await registerSpa(app, webDist ?? '');
  return app;
}
