import { describe, expect, it } from 'vitest';
import { ConfigError, environmentDocumentation, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('keeps the simulators off unless asked: they let anyone credit a wallet or play without a vendor', () => {
    const config = loadConfig({});
    expect(config.gatewaySimulator).toBe(false);
    expect(config.vendorSimulator).toBeUndefined();
    expect(loadConfig({ GATEWAY_SIMULATOR: 'true' }).gatewaySimulator).toBe(true);
    const documented = environmentDocumentation.find((variable) => variable.name === 'GATEWAY_SIMULATOR');
    expect(documented?.defaultValue).toMatch(/^false/);
  });

  it('names every invalid variable in one message', () => {
    expect(() => loadConfig({ PORT: '99999', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '99999', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://secret@host/db' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
      // The URL may carry a password: it is named but never echoed.
      expect(message).not.toContain('secret');
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('parses TRUST_PROXY as a flag, a hop count or a CIDR list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes REDIS_URL as a redis:// URL and never echoes a bad one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(() => loadConfig({ REDIS_URL: 'http://user:hunter2@redis' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://user:hunter2@redis' })).not.toThrow(/hunter2/);
  });

  it('takes METRICS_TOKEN only when long enough to be a secret, and never echoes a bad one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'scrape-token-0123456789abcdefABCDEF';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'hunter2' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'hunter2' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} with spaces` })).toThrow(/METRICS_TOKEN/);
  });
});
