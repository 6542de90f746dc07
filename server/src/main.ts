// Entry point: configuration, database (embedded unless DATABASE_URL), migrations, seed, HTTP.
import { buildApp } from './app';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { checkConnection, createDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createLogger } from './lib/logger';
import { loadSigningKey } from './lib/tokens';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  let embedded: EmbeddedDatabase | undefined;
  let shuttingDown = false;

  const url = config.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(config.DATA_DIR, log)).url;
  const database = createDatabase(url, 10, (err) => {
    // At shutdown PostgreSQL closes idle connections on purpose; say so only when it is news.
    if (!shuttingDown) log.warn({ reason: err.message }, 'an idle database connection was closed; the pool opens a new one');
  });
  const stopDatabase = async () => {
    await database.pool.end().catch(() => undefined);
    await embedded?.stop();
  };
  let app;
  try {
    await checkConnection(database.pool, url);
    await runMigrations(database.pool);
    await seedDatabase(database.pool, { seed: config.SEED, adminPassword: config.ADMIN_PASSWORD }, log);
    app = await buildApp({
      database,
      logger: log,
      signingKey: await loadSigningKey(config.JWT_SECRET, config.DATA_DIR),
      webDist: config.WEB_DIST,
      mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
      publicUrl: config.PUBLIC_URL,
      trustProxy: parseTrustProxy(config.TRUST_PROXY),
    });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await app?.close().catch(() => undefined);
    await stopDatabase();
    throw err;
  }

  const running = app;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    await running.close().catch((err) => log.error({ err }, 'error closing HTTP server'));
    await stopDatabase();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  log.info({ seconds: (Date.now() - started) / 1000, url: `http://localhost:${config.PORT}` }, 'Ullage is ready');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
