// A brand's pointer to a remote: its entry in the brand configuration (remotes.<name>: the URL
// of the mf-manifest.json; releases.<name>: the release's translations). Switching writes the
// whole file in one atomic step; the pointers it replaced are kept, newest last, in
// <RELEASES_DIR>/brands/<brand>.json so a rollback can put them back.
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-write.mjs';
import { brandConfigFiles, releasesDir, releaseUrl } from './paths.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every brand configuration the command knows: { file, config }. */
export function readBrands() {
  return brandConfigFiles().map((file) => {
    if (!fs.existsSync(file)) throw new Error(`brand configuration ${file} does not exist`);
    return { file, config: readJson(file) };
  });
}

/** The brand configuration named `brand` (or the only one when none is named). */
export function findBrand(brand) {
  const brands = readBrands();
  if (!brand) {
    if (brands.length === 1) return brands[0];
    throw new Error(`name the brand (--brand): ${brands.map((b) => b.config.brand).join(', ')}`);
  }
  const found = brands.find((entry) => entry.config.brand === brand);
  if (!found) {
    throw new Error(
      `no brand configuration for "${brand}" (known: ${brands.map((b) => `${b.config.brand} in ${b.file}`).join(', ')}; LOBBY_BRAND_CONFIGS lists more)`,
    );
  }
  return found;
}

const historyFile = (brand) => path.join(releasesDir(), 'brands', `${brand}.json`);

export function readHistory(brand) {
  const file = historyFile(brand);
  return fs.existsSync(file) ? readJson(file) : {};
}

/** The pointer of one remote as it is now. */
export function currentPointer(config, remote) {
  return { remote: config.remotes?.[remote] ?? null, release: config.releases?.[remote] ?? null };
}

/** The pointer of a release (what goes into the brand configuration). */
export function releasePointer(remote, record) {
  const base = releaseUrl(remote, record.id);
  return {
    remote: `${base}mf-manifest.json`,
    release: {
      id: record.id,
      locales: `${base}locales/{{lng}}/{{ns}}.json`,
      namespaces: record.namespaces,
    },
  };
}

function withPointer(config, remote, pointer) {
  const next = { ...config, remotes: { ...config.remotes, [remote]: pointer.remote } };
  const releases = { ...(config.releases ?? {}) };
  if (pointer.release) releases[remote] = pointer.release;
  else delete releases[remote];
  if (Object.keys(releases).length > 0) next.releases = releases;
  else delete next.releases;
  return next;
}

/** Points the brand's remote at `pointer`, keeping the pointer it replaces for a rollback. */
export function switchPointer({ file, config }, remote, pointer) {
  const before = currentPointer(config, remote);
  if (before.remote === pointer.remote) return { changed: false, before };
  const brand = config.brand;
  const history = readHistory(brand);
  history[remote] = [
    ...(history[remote] ?? []),
    { ...before, replacedAt: new Date().toISOString() },
  ];
  fs.mkdirSync(path.dirname(historyFile(brand)), { recursive: true });
  writeJsonAtomic(historyFile(brand), history);
  writeJsonAtomic(file, withPointer(config, remote, pointer));
  return { changed: true, before };
}

/** Puts back the pointer the last switch replaced. */
export function rollbackPointer({ file, config }, remote) {
  const brand = config.brand;
  const history = readHistory(brand);
  const stack = history[remote] ?? [];
  const previous = stack.at(-1);
  if (!previous) throw new Error(`${brand}: nothing to roll ${remote} back to (no earlier switch)`);
  const now = currentPointer(config, remote);
  writeJsonAtomic(file, withPointer(config, remote, previous));
  history[remote] = stack.slice(0, -1);
  writeJsonAtomic(historyFile(brand), history);
  return { from: now, to: previous };
}

/** A pointer said short: the release id, or the URL of a build that is not a release. */
export const describePointer = (pointer) => pointer.release?.id ?? pointer.remote ?? '(none)';
