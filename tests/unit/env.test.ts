import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#server/config/env';

function configError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted a bad configuration');
}

describe('parseEnv', () => {
  it('starts with no settings at all: every value has a working default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DATABASE_POOL_SIZE: 10,
      SEED_DEMO: true,
      SESSION_IDLE_HOURS: 12,
      SESSION_ABSOLUTE_HOURS: 168,
      TRUST_PROXY: false,
      SHUTDOWN_TIMEOUT_SECONDS: 25,
      LOG_LEVEL: 'info',
      SHOPIFY_API_VERSION: '2026-07',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_USERNAME).toBeUndefined();
  });

  it('reads numbers, flags and fractional session lengths', () => {
    const env = parseEnv({
      PORT: '8080',
      SEED_DEMO: 'false',
      SESSION_IDLE_HOURS: '0.5',
      SESSION_ABSOLUTE_HOURS: '24',
      DATABASE_URL: 'postgres://u@db:5432/mc',
      DATABASE_POOL_SIZE: '4',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SEED_DEMO: false,
      SESSION_IDLE_HOURS: 0.5,
      SESSION_ABSOLUTE_HOURS: 24,
      DATABASE_POOL_SIZE: 4,
    });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' })).toMatchObject({ PORT: 5000 });
  });

  it.each([
    ['PORT', 'abc', '  - PORT: must be a number'],
    ['PORT', '1e3', '  - PORT: must be a number'],
    ['PORT', ' 80', '  - PORT: must be a number'],
    ['PORT', '70000', '  - PORT: Too big: expected number to be <=65535'],
    ['PORT', '80.5', '  - PORT: must be a whole number'],
    ['SEED_DEMO', 'yes', '  - SEED_DEMO: must be 0, 1, true or false'],
    ['SESSION_IDLE_HOURS', '0', '  - SESSION_IDLE_HOURS: must be greater than 0'],
    ['DATABASE_URL', 'mysql://x', '  - DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [
      'LOG_LEVEL',
      'loud',
      '  - LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
    ],
    [
      'TRUST_PROXY',
      'everyone',
      '  - TRUST_PROXY: must be true, false, a hop count or a comma-separated list of addresses',
    ],
    ['WEBSITE_URL', 'shop.example.com', '  - WEBSITE_URL: must be an absolute URL'],
  ])('refuses %s=%j with a message naming it', (key, value, line) => {
    expect(configError({ [key]: value })).toBe(`Invalid configuration:\n${line}`);
  });

  it('lists every problem at once', () => {
    const message = configError({
      PORT: 'x',
      SEED_DEMO: 'maybe',
      ADMIN_USERNAME: 'has space',
      ADMIN_PASSWORD: 'short',
    });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT: must be a number',
      '  - SEED_DEMO: must be 0, 1, true or false',
      '  - ADMIN_USERNAME: Username may contain only letters, digits and . _ @ -',
      '  - ADMIN_PASSWORD: Password must be at least 8 characters',
    ]);
  });

  it('needs the first admin username and password together', () => {
    expect(configError({ ADMIN_USERNAME: 'boss' })).toBe(
      'Invalid configuration:\n  - ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
    expect(parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a-long-secret' })).toMatchObject({
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'a-long-secret',
    });
  });

  it('needs the Shopify domain and token together', () => {
    expect(configError({ SHOPIFY_STORE_DOMAIN: 'shop.myshopify.com' })).toBe(
      'Invalid configuration:\n  - SHOPIFY_ADMIN_TOKEN: SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN must be set together',
    );
  });

  it('refuses an idle timeout longer than the absolute one', () => {
    expect(configError({ SESSION_IDLE_HOURS: '48', SESSION_ABSOLUTE_HOURS: '24' })).toBe(
      'Invalid configuration:\n  - SESSION_IDLE_HOURS: must not be longer than SESSION_ABSOLUTE_HOURS',
    );
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});
