// Entry point: configuration, database (embedded unless DATABASE_URL), migrations, seed, HTTP.
import { buildApp } from './app';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { checkConnection, createDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createReadReplicas, type ReadReplicas } from './db/read-replicas';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createLogger } from './lib/logger';
import { loadSigningKey } from './lib/tokens';
import { createIngestService, startMqttIngest, type MqttIngest } from './modules/ingest';
import { startDemoJob } from './simulator/demo-job';

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
  // Room for requests, two group-commit writers, the MQTT retries, the sweep and the demo lock.
  const database = createDatabase(url, 14, (err) => {
    // At shutdown PostgreSQL closes idle connections on purpose; say so only when it is news.
    if (!shuttingDown) log.warn({ reason: err.message }, 'an idle database connection was closed; the pool opens a new one');
  });
  let replicas: ReadReplicas | undefined;
  const stopDatabase = async () => {
    await replicas?.close();
    await database.pool.end().catch(() => undefined);
    await embedded?.stop();
  };
  let app;
  let mqttIngest: MqttIngest | undefined;
  const ingest = createIngestService({ pool: database.pool, log });
  try {
    await checkConnection(database.pool, url);
    await runMigrations(database.pool);
    await seedDatabase(database.pool, { seed: config.SEED, adminPassword: config.ADMIN_PASSWORD }, log);
    // A replica that is down or behind at the start only sends its reads to the primary.
    replicas = await createReadReplicas(database, config.DATABASE_READ_URL, { logger: log, maxLagMs: config.DATABASE_READ_MAX_LAG * 1000 });
    app = await buildApp({
      database,
      replicas,
      logger: log,
      signingKey: await loadSigningKey(config.JWT_SECRET, config.DATA_DIR),
      webDist: config.WEB_DIST,
      mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
      publicUrl: config.PUBLIC_URL,
      mapTiles: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
      trustProxy: parseTrustProxy(config.TRUST_PROXY),
      ingest,
      onDeviceCommand: (deviceUid, command) => mqttIngest?.publishCommand(deviceUid, command),
      readingsRetentionMonths: config.READINGS_RETENTION_MONTHS,
      webhookAllowPrivate: config.WEBHOOK_ALLOW_PRIVATE === 'true',
      documentMaxBytes: config.DOCUMENT_MAX_MB * 1024 * 1024,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.MQTT_URL) {
      mqttIngest = await startMqttIngest({
        url: config.MQTT_URL,
        clientId: config.MQTT_CLIENT_ID,
        connections: config.MQTT_CONNECTIONS,
        group: config.MQTT_SHARED_GROUP,
        topicPrefix: config.MQTT_TOPIC_PREFIX,
        pool: database.pool,
        ingest,
        log,
      });
    }
  } catch (err) {
    // Never leave an embedded PostgreSQL running behind a failed start.
    await app?.close().catch(() => undefined);
    await stopDatabase();
    throw err;
  }

  const running = app;
  const loopback = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST === '::' ? '[::1]' : config.HOST;
  const demo = startDemoJob({
    pool: database.pool,
    log,
    historyDays: config.DEMO_HISTORY_DAYS,
    simulate: config.SIMULATE === 'on',
    ingestUrl: `http://${loopback}:${config.PORT}`,
    mqttUrl: config.MQTT_URL,
    mqttClientId: config.MQTT_CLIENT_ID,
    mqttTopicPrefix: config.MQTT_TOPIC_PREFIX,
  });
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    await demo.stop().catch((err) => log.error({ err }, 'error stopping the demo job'));
    await mqttIngest?.close();
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
