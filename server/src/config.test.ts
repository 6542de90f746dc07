import { describe, expect, it } from 'vitest';
import { ConfigError, defaultMqttClientId, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', SEED: 'demo', LOG_LEVEL: 'info' });
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it('stops with every problem named', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', SEED: 'lots', JWT_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a number');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must look like postgres://user:password@host:5432/database');
    expect(message).toContain('SEED must be "demo" or "none"');
    expect(message).toContain('JWT_SECRET must be at least 32 characters long');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between 1 and 65535/);
  });

  it('gives each portal on a host its own MQTT client ids, and takes a topic prefix without wildcards', () => {
    expect(loadConfig({}).MQTT_TOPIC_PREFIX).toBe('ullage/devices');
    expect(loadConfig({ PORT: '8081' }).MQTT_CLIENT_ID).toBe(defaultMqttClientId(8081));
    expect(defaultMqttClientId(8080, 'portal.example')).toBe('ullage-portal.example-8080');
    expect(defaultMqttClientId(8081, 'portal.example')).not.toBe(defaultMqttClientId(8080, 'portal.example'));
    expect(loadConfig({ MQTT_CLIENT_ID: 'edge-1' }).MQTT_CLIENT_ID).toBe('edge-1');
    expect(loadConfig({ MQTT_TOPIC_PREFIX: 'acme/tanks' }).MQTT_TOPIC_PREFIX).toBe('acme/tanks');
    for (const bad of ['acme/+/tanks', 'acme/#', '$SYS/x', '/acme', 'acme/']) {
      expect(() => loadConfig({ MQTT_TOPIC_PREFIX: bad }), bad).toThrow(/MQTT_TOPIC_PREFIX must be topic levels/);
    }
  });

  it('takes one or more read replicas of a DATABASE_URL server, and a lag bound', () => {
    const primary = 'postgres://app@db-primary:5432/ullage';
    expect(loadConfig({})).toMatchObject({ DATABASE_READ_URL: [], DATABASE_READ_MAX_LAG: 5 });
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@db-r1/ullage, postgresql://app@db-r2:5433/ullage' }),
    ).toMatchObject({ DATABASE_READ_URL: ['postgres://app@db-r1/ullage', 'postgresql://app@db-r2:5433/ullage'] });
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@db-r1/ullage,mysql://db-r2/x' })).toThrow(
      /DATABASE_READ_URL must be one or more postgres:\/\/user:password@host:5432\/database, separated by commas/,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@db-r1/ullage' })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(loadConfig({ DATABASE_READ_MAX_LAG: '30' }).DATABASE_READ_MAX_LAG).toBe(30);
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG: '0' })).toThrow(/DATABASE_READ_MAX_LAG must be between 1 and 3600 seconds/);
  });
});
