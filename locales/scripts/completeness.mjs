#!/usr/bin/env node
// Prints how complete each locale is against EN and exits 1 when a required locale (the spec's
// EN, CN, TW, TH, VI, ID, KO and JA, plus FIL) misses a key EN has, has an empty value, or drops
// an {{interpolation}} EN uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE = 'EN';
export const REQUIRED = ['EN', 'CN', 'TW', 'TH', 'VI', 'ID', 'KO', 'JA', 'FIL'];

/** Flattens nested translation objects to 'a.b.c' keys; values must be strings. */
export function flattenKeys(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flattenKeys(value, full, out);
    else out.set(full, value);
  }
  return out;
}

const placeholders = (text) => new Set(String(text).match(/{{\s*[\w.]+\s*}}/g) ?? []);

export function readLocales(dir) {
  const locales = {};
  for (const code of readdirSync(dir)) {
    const codeDir = path.join(dir, code);
    if (!/^[A-Z]{2,3}(-[A-Z]{2})?$/.test(code) || !statSync(codeDir).isDirectory()) continue;
    locales[code] = {};
    for (const file of readdirSync(codeDir).filter((f) => f.endsWith('.json'))) {
      const namespace = file.slice(0, -'.json'.length);
      const parsed = JSON.parse(readFileSync(path.join(codeDir, file), 'utf8'));
      locales[code][namespace] = flattenKeys(parsed);
    }
  }
  return locales;
}

/** Compares every locale with EN; returns per-locale counts and the problems found. */
export function checkCompleteness(locales) {
  const reference = locales[REFERENCE];
  if (!reference) return { rows: [], problems: [`${REFERENCE} has no translation files`] };
  const problems = [];
  const totalKeys = Object.values(reference).reduce((sum, keys) => sum + keys.size, 0);
  for (const [namespace, keys] of Object.entries(reference)) {
    for (const [key, value] of keys) {
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`EN ${namespace}:${key} is empty or not text`);
    }
  }
  const codes = [...new Set([...REQUIRED, ...Object.keys(locales)])].sort();
  const rows = codes.map((code) => {
    const locale = locales[code] ?? {};
    let present = 0;
    const missing = [];
    for (const [namespace, keys] of Object.entries(reference)) {
      for (const [key, englishText] of keys) {
        const value = locale[namespace]?.get(key);
        if (typeof value === 'string' && value.trim() !== '') {
          present += 1;
          for (const token of placeholders(englishText)) {
            if (!placeholders(value).has(token) && REQUIRED.includes(code)) {
              problems.push(`${code} ${namespace}:${key} lacks ${token}`);
            }
          }
        } else {
          missing.push(`${namespace}:${key}`);
        }
      }
    }
    if (REQUIRED.includes(code)) for (const key of missing) problems.push(`${code} misses ${key}`);
    const extra = [];
    for (const [namespace, keys] of Object.entries(locale)) {
      for (const key of keys.keys())
        if (!reference[namespace]?.has(key)) extra.push(`${namespace}:${key}`);
    }
    return { code, present, total: totalKeys, missing, extra, required: REQUIRED.includes(code) };
  });
  return { rows, problems };
}

function main() {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const quiet = process.argv.includes('--quiet');
  const { rows, problems } = checkCompleteness(readLocales(dir));
  if (!quiet) {
    for (const row of rows) {
      const percent = row.total ? ((100 * row.present) / row.total).toFixed(1) : '0.0';
      const note = row.extra.length
        ? `  (${row.extra.length} keys EN lacks: ${row.extra.slice(0, 3).join(', ')})`
        : '';
      console.log(
        `${row.code.padEnd(4)} ${percent.padStart(5)}%  ${row.present}/${row.total}${row.required ? '  required' : ''}${note}`,
      );
    }
  }
  if (problems.length) {
    console.error(
      `\nLocales incomplete (${problems.length}):\n  ${problems.slice(0, 50).join('\n  ')}`,
    );
    process.exit(1);
  }
  if (!quiet) console.log(`\n${REQUIRED.join(', ')} have every key.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
