import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { REGISTER_SETTINGS } from '../../seed/register-settings.js';
import { freshSeededDatabase } from '../../test/databases.js';
import { assertRegisterSettings } from './brand.js';

describe("the brand's registration settings are the contract's", () => {
  test('the seeded settings pass; malformed ones are refused naming the setting and the field', () => {
    assert.deepEqual(assertRegisterSettings(REGISTER_SETTINGS), REGISTER_SETTINGS);
    assert.throws(
      () => assertRegisterSettings({ ...REGISTER_SETTINGS, methods: ['FAX'] }),
      /brands\.register .*methods\.0/,
    );
    assert.throws(
      () =>
        assertRegisterSettings({
          ...REGISTER_SETTINGS,
          rules: { username: [{ pattern: '^a$' }] },
        }),
      /brands\.register .*rules\.username\.0\.message/,
    );
    assert.throws(() => assertRegisterSettings(null), /brands\.register/);
  });

  test('a server with malformed settings does not start, and says which setting', async () => {
    const database = await freshSeededDatabase();
    try {
      await database.db.execute(sql`UPDATE brands SET register = '{"methods": "USERNAME"}'`);
      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database,
        logger: false,
      });
      await assert.rejects(
        async () => app.ready(),
        /brands\.register is not valid registration settings/,
      );
      await app.close().catch(() => undefined);
    } finally {
      await database.close();
    }
  });
});
