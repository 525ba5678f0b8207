import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';
import { packageRoot, repoRoot } from './paths.js';

describe('loadConfig', () => {
  test('defaults: 127.0.0.1:8080, PGlite in platform-api/.data, site at the repo root', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: path.join(packageRoot, '.data') });
    assert.equal(config.siteRoot, path.resolve(repoRoot));
    assert.equal(config.brandConfigPath, path.join(repoRoot, 'host', 'dist', 'brand-config.json'));
    assert.equal(config.operatorKey, undefined);
    assert.deepEqual(config.initialFlags, { maintenance: false, regionRestriction: false });
    assert.deepEqual(config.session, { idleMs: 2 * 3_600_000, absoluteMs: 7 * 86_400_000 });
    assert.deepEqual(config.smsLimits, { perClientHour: 5, perIpHour: 10, brandPerHour: 1000 });
    assert.deepEqual(config.emailLimits, { perClientHour: 5, perIpHour: 10, brandPerHour: 2000 });
  });

  test('e-mail code limits are read apart from the SMS ones', () => {
    const config = loadConfig({
      EMAIL_PER_CLIENT_HOUR: '2',
      EMAIL_PER_IP_HOUR: '4',
      EMAIL_BRAND_PER_HOUR: '50',
    });
    assert.deepEqual(config.emailLimits, { perClientHour: 2, perIpHour: 4, brandPerHour: 50 });
    assert.deepEqual(config.smsLimits, { perClientHour: 5, perIpHour: 10, brandPerHour: 1000 });
    for (const bad of ['0', '-3', '1.5', 'lots']) {
      assert.throws(() => loadConfig({ EMAIL_PER_CLIENT_HOUR: bad }), ConfigError);
    }
  });

  test('SMS limits are read and must be positive whole numbers', () => {
    const config = loadConfig({
      SMS_PER_CLIENT_HOUR: '3',
      SMS_PER_IP_HOUR: '20',
      SMS_BRAND_PER_HOUR: '500',
    });
    assert.deepEqual(config.smsLimits, { perClientHour: 3, perIpHour: 20, brandPerHour: 500 });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      assert.throws(() => loadConfig({ SMS_PER_IP_HOUR: bad }), ConfigError);
    }
  });

  test('DATABASE_URL selects PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/lobby' });
    assert.deepEqual(config.database, {
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/lobby',
      poolSize: 10,
    });
  });

  test('flags and numbers are parsed', () => {
    const config = loadConfig({
      PORT: '9000',
      LOBBY_MAINTENANCE: '1',
      LOBBY_REGION_RESTRICTED: 'true',
      OPERATOR_KEY: 'a-long-operator-key',
    });
    assert.equal(config.port, 9000);
    assert.deepEqual(config.initialFlags, { maintenance: true, regionRestriction: true });
    assert.equal(config.operatorKey, 'a-long-operator-key');
  });

  test('every problem is listed at once', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          LOBBY_MAINTENANCE: 'maybe',
          OPERATOR_KEY: 'short',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        const text = error.problems.join('\n');
        for (const name of ['PORT', 'DATABASE_URL', 'LOBBY_MAINTENANCE', 'OPERATOR_KEY'])
          assert.match(text, new RegExp(name));
        return true;
      },
    );
  });

  test('paths that must exist are checked', () => {
    assert.throws(() => loadConfig({ SITE_ROOT: '/definitely/not/here' }), /SITE_ROOT/);
    assert.throws(() => loadConfig({ BRAND_CONFIG: '/definitely/not/here.json' }), /BRAND_CONFIG/);
  });

  test('LOBBY_TLS (HSTS and upgraded requests) is off unless the operator says the site is behind TLS', () => {
    assert.equal(loadConfig({}).tls, false);
    assert.equal(loadConfig({ LOBBY_TLS: '1' }).tls, true);
    assert.equal(loadConfig({ LOBBY_TLS: 'false' }).tls, false);
    assert.throws(() => loadConfig({ LOBBY_TLS: 'yes' }), /LOBBY_TLS/);
  });

  test('a port out of range is refused', () => {
    assert.throws(() => loadConfig({ PORT: '70000' }), ConfigError);
  });
});
