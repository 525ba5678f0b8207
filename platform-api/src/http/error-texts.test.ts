import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../paths.js';
import { ERROR_CATALOGUE } from './errors.js';

// Every refusal the platform can answer has words in every language of the site: the front ends
// show `common:errors.<messageKey>` (else the English message of the answer).
test("every error code's message key has a text in each language's common.json", () => {
  const keys = new Set(Object.values(ERROR_CATALOGUE).map((entry) => entry.messageKey));
  const localesDir = path.join(repoRoot, 'locales');
  const languages = fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]{2,3}$/.test(entry.name))
    .map((entry) => entry.name);
  assert.ok(languages.length >= 9);
  for (const language of languages) {
    const common = JSON.parse(
      fs.readFileSync(path.join(localesDir, language, 'common.json'), 'utf8'),
    ) as { errors: Record<string, unknown> };
    const missing = [...keys].filter((key) => typeof common.errors[key] !== 'string');
    assert.deepEqual(missing, [], `${language}/common.json errors without a text`);
  }
});
