import assert from 'node:assert/strict';
import { twoFactorRequiredValue } from '../../contract/security.js';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app.js';
import {
  ConfigError,
  loadConfig,
  parseSealingKey,
  sealingKeyWarning,
  type SealingKeys,
} from '../../config.js';
import { members, twoFactor } from '../../db/schema/index.js';
import { TestClock } from '../../test/clock.js';
import { freshSeededDatabase, type TestDatabase } from '../../test/databases.js';
import { answer, bearer, refusal } from '../../test/harness.js';
import { open } from './secret-box.js';
import { base32Decode, totpAt } from './totp.js';

// Issue 12: two-factor secrets are sealed with TOTP_SEALING_KEY from the environment; without it
// with the key the migration put in the database. Secrets sealed before a key was configured
// (or with an older key kept in TOTP_SEALING_KEY_PREVIOUS) stay readable and are sealed again
// with the current key the next time they are used.

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const DB_ONLY: SealingKeys = { current: undefined, previous: [] };

describe('TOTP_SEALING_KEY configuration', () => {
  test('32 bytes as hex or base64 (padded or url-safe); unset: none', () => {
    assert.deepEqual(loadConfig({}).totpSealing, DB_ONLY);
    for (const text of [
      KEY_A.toString('hex'),
      KEY_A.toString('hex').toUpperCase(),
      KEY_A.toString('base64'),
      KEY_A.toString('base64url'),
      ` ${KEY_A.toString('base64')} `,
    ]) {
      assert.deepEqual(loadConfig({ TOTP_SEALING_KEY: text }).totpSealing.current, KEY_A, text);
    }
    const both = loadConfig({
      TOTP_SEALING_KEY: KEY_B.toString('base64'),
      TOTP_SEALING_KEY_PREVIOUS: `${KEY_A.toString('hex')}, ${randomBytes(32).toString('base64')}`,
    }).totpSealing;
    assert.deepEqual(both.current, KEY_B);
    assert.equal(both.previous.length, 2);
    assert.deepEqual(both.previous[0], KEY_A);
  });

  test('anything else stops the start with a clear message', () => {
    for (const bad of [
      'secret',
      KEY_A.toString('hex').slice(2),
      `${KEY_A.toString('hex')}00`,
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      'g'.repeat(64),
    ]) {
      assert.equal(parseSealingKey(bad), null, bad);
      assert.throws(
        () => loadConfig({ TOTP_SEALING_KEY: bad }),
        (error: unknown) =>
          error instanceof ConfigError &&
          /TOTP_SEALING_KEY: must be 32 bytes as 64 hex digits or base64/.test(error.message),
        bad,
      );
    }
    assert.throws(
      () =>
        loadConfig({
          TOTP_SEALING_KEY: KEY_A.toString('hex'),
          TOTP_SEALING_KEY_PREVIOUS: 'short',
        }),
      /TOTP_SEALING_KEY_PREVIOUS \(key 1\)/,
    );
    assert.throws(
      () => loadConfig({ TOTP_SEALING_KEY_PREVIOUS: KEY_A.toString('hex') }),
      /TOTP_SEALING_KEY_PREVIOUS: needs TOTP_SEALING_KEY/,
    );
  });

  test('a production server without a key warns at start; with one, or in development, not', () => {
    const warning = sealingKeyWarning(loadConfig({}), 'production');
    assert.match(warning ?? '', /TOTP_SEALING_KEY is not set/);
    assert.equal(sealingKeyWarning(loadConfig({}), 'development'), null);
    assert.equal(sealingKeyWarning(loadConfig({}), undefined), null);
    const keyed = loadConfig({ TOTP_SEALING_KEY: KEY_A.toString('hex') });
    assert.equal(sealingKeyWarning(keyed, 'production'), null);
  });
});

describe('sealing two-factor secrets: database key, then a configured one, then rotation', () => {
  let database: TestDatabase;
  const clock = new TestClock();
  const secrets = new Map<string, Buffer>();

  before(async () => {
    database = await freshSeededDatabase();
  });
  after(async () => {
    await database.close();
  });

  /** An API instance on the shared database with these environment settings. */
  async function instance(env: Record<string, string>) {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database: await database.connectAgain(), clock });
    await app.ready();
    const request = (options: InjectOptions) => app.inject(options);
    const login = (username: string) =>
      request({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username, password: 'member1234' },
      });
    return {
      config,
      close: () => app.close(),
      async enrol(username: string) {
        const token = answer('POST /wps/session/login', await login(username)).value.token;
        const setup = await request({
          method: 'POST',
          url: '/wps/security/two-factor/setup',
          headers: bearer(token),
          payload: {},
        });
        const secret = base32Decode(
          answer('POST /wps/security/two-factor/setup', setup).value.secret,
        );
        secrets.set(username, secret);
        const enabled = await request({
          method: 'POST',
          url: '/wps/security/two-factor/enable',
          headers: bearer(token),
          payload: { code: totpAt(secret, clock.now()) },
        });
        assert.equal(enabled.statusCode, 200, enabled.body);
      },
      /** Password, then the app code of the next 30-second step: the login answers 200. */
      async signIn(username: string) {
        clock.advance(30_000);
        const first = await login(username);
        assert.equal(refusal(first).code, 'TWO_FACTOR_REQUIRED', first.body);
        const { challenge } = refusal(first, twoFactorRequiredValue).value;
        const second = await request({
          method: 'POST',
          url: '/wps/session/login/two-factor',
          payload: { challenge, code: totpAt(secrets.get(username)!, clock.now()) },
        });
        assert.equal(second.statusCode, 200, second.body);
      },
    };
  }

  async function boxOf(username: string) {
    const [row] = await database.db
      .select({ box: twoFactor.secretBox })
      .from(twoFactor)
      .innerJoin(members, eq(members.id, twoFactor.memberId))
      .where(eq(members.username, username));
    return row!.box;
  }

  test('without a key: sealed with the database key', async () => {
    const plain = await instance({});
    try {
      await plain.enrol('team14');
      const opened = await open(database.db, DB_ONLY, await boxOf('team14'));
      assert.deepEqual(opened.plain, secrets.get('team14'));
      assert.equal(opened.stale, false);
      await plain.signIn('team14');
    } finally {
      await plain.close();
    }
  });

  test('a key configured later: old secrets still work and are sealed again with it', async () => {
    const keyed = await instance({ TOTP_SEALING_KEY: KEY_A.toString('hex') });
    try {
      const withA: SealingKeys = { current: KEY_A, previous: [] };
      assert.equal((await open(database.db, withA, await boxOf('team14'))).stale, true);
      await keyed.signIn('team14');
      const resealed = await open(database.db, withA, await boxOf('team14'));
      assert.deepEqual(resealed.plain, secrets.get('team14'));
      assert.equal(resealed.stale, false);
      // The database key alone no longer opens it: a copy of the database is not enough.
      await assert.rejects(open(database.db, DB_ONLY, await boxOf('team14')), /none of the keys/);
      // A new enrolment is sealed with the configured key from the start.
      await keyed.enrol('team13');
      assert.equal((await open(database.db, withA, await boxOf('team13'))).stale, false);
      await assert.rejects(open(database.db, DB_ONLY, await boxOf('team13')), /none of the keys/);
      await keyed.signIn('team13');
    } finally {
      await keyed.close();
    }
  });

  test('rotation: a new key with the old one in TOTP_SEALING_KEY_PREVIOUS', async () => {
    const rotated = await instance({
      TOTP_SEALING_KEY: KEY_B.toString('base64'),
      TOTP_SEALING_KEY_PREVIOUS: KEY_A.toString('hex'),
    });
    try {
      await rotated.signIn('team13');
      const withB: SealingKeys = { current: KEY_B, previous: [] };
      assert.equal((await open(database.db, withB, await boxOf('team13'))).stale, false);
      // team14 was not used yet: still under the old key, still readable.
      const keys = rotated.config.totpSealing;
      assert.equal((await open(database.db, keys, await boxOf('team14'))).stale, true);
      await rotated.signIn('team14');
      assert.equal((await open(database.db, withB, await boxOf('team14'))).stale, false);
    } finally {
      await rotated.close();
    }
  });
});
