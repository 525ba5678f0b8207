// npm run release -- <remote> [--brand <name>] [--source <dir>] [--locales <dir>] [--no-live] [--force]
// npm run release -- live <remote> <release id> [--brand <name>] [--force]
// npm run release -- rollback <remote> [--brand <name>]
// npm run release -- list
// README.md, "Releasing a remote". Run through .ci/bootstrap.mjs (it loads tsx for the shared
// compatibility check, written in TypeScript for the browser too).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRelease, listReleases, readRelease } from './build-release.mjs';
import {
  currentPointer,
  describePointer,
  findBrand,
  readBrands,
  releasePointer,
  rollbackPointer,
  switchPointer,
} from './brand-pointer.mjs';
import { releaseProblems } from './compatibility.mjs';
import { fromUser, releasesDir, REMOTES, repoRoot } from './paths.mjs';
import { readSiteFacts } from './site-facts.mjs';

const USAGE = `usage:
  npm run release -- <remote> [--brand <name>] [--source <dir>] [--locales <dir>] [--no-live] [--force]
  npm run release -- live <remote> <release id> [--brand <name>] [--force]
  npm run release -- rollback <remote> [--brand <name>]
  npm run release -- list
remotes: ${REMOTES.join(', ')}`;

class Refused extends Error {}

function remoteName(value) {
  if (!REMOTES.includes(value)) throw new Refused(`unknown remote "${value}"\n${USAGE}`);
  return value;
}

/** The compatibility check; refuses (unless forced) with every problem named. */
function checkOrRefuse(manifest, id, force) {
  const problems = releaseProblems(manifest, readSiteFacts());
  if (problems.length === 0) {
    console.log(`check: ${id} can run on this site (shared versions and @lobby/shared names)`);
    return;
  }
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  if (!force) {
    throw new Refused(
      `refused: ${id} cannot run on this site:\n${list}\n(--force puts it live anyway)`,
    );
  }
  console.warn(`forced: ${id} goes live although it cannot run on this site:\n${list}`);
}

function goLive(remote, brandName, record, manifest, force) {
  checkOrRefuse(manifest, record.id, force);
  const brand = findBrand(brandName);
  const { changed, before } = switchPointer(brand, remote, releasePointer(remote, record));
  if (!changed) {
    console.log(`${brand.config.brand}: ${remote} is already ${record.id}`);
    return;
  }
  console.log(
    `${brand.config.brand}: ${remote} ${describePointer(before)} → ${record.id} (${brand.file}); live at the next page load`,
  );
}

function release(remote, values) {
  const brand = values.brand ? findBrand(values.brand) : readBrands()[0];
  const started = Date.now();
  const sourceDir = values.source
    ? fromUser(values.source)
    : path.join(repoRoot, `remote-${remote}`);
  const localesDir = values.locales ? fromUser(values.locales) : path.join(repoRoot, 'locales');
  let siteTypes = [];
  try {
    siteTypes = readSiteFacts().sharedApi?.types ?? [];
  } catch {
    // no host build: the check below says so
  }
  console.log(`building ${remote} from ${sourceDir} for ${brand?.config.brand ?? 'the site'}…`);
  const built = buildRelease({
    remote,
    sourceDir,
    localesDir,
    brand: brand?.config.brand,
    siteTypes,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    built.reused
      ? `${remote} ${built.id}: the same content is released already (${built.dir}), reused`
      : `${remote} ${built.id} released in ${seconds} s: ${built.dir}`,
  );
  if (values['no-live']) return;
  const { manifest, record } = readRelease(remote, built.id);
  goLive(remote, values.brand ?? brand?.config.brand, record, manifest, values.force);
}

function list() {
  console.log(`releases: ${releasesDir()}`);
  for (const { file, config } of readBrands()) {
    console.log(`\nbrand ${config.brand} (${file})`);
    for (const remote of REMOTES) {
      console.log(`  ${remote.padEnd(7)} ${describePointer(currentPointer(config, remote))}`);
    }
  }
  console.log('\nkept:');
  for (const remote of REMOTES) {
    const kept = listReleases(remote);
    if (kept.length === 0) continue;
    console.log(`  ${remote}:`);
    for (const record of kept) {
      console.log(`    ${record.id}  built ${record.builtAt}  commit ${record.commit ?? '?'}`);
    }
  }
}

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      brand: { type: 'string' },
      source: { type: 'string' },
      locales: { type: 'string' },
      'no-live': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'list') return list();
  if (command === 'rollback') {
    const remote = remoteName(rest[0]);
    const brand = findBrand(values.brand);
    const { from, to } = rollbackPointer(brand, remote);
    console.log(
      `${brand.config.brand}: ${remote} ${describePointer(from)} → ${describePointer(to)} (rolled back; live at the next page load)`,
    );
    return;
  }
  if (command === 'live') {
    const remote = remoteName(rest[0]);
    if (!rest[1]) throw new Refused(`name the release to put live\n${USAGE}`);
    const { record, manifest } = readRelease(remote, rest[1]);
    return goLive(remote, values.brand, record, manifest, values.force);
  }
  return release(remoteName(command), values);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Refused ? error.message : `release: ${error.message}`);
  process.exit(error instanceof Refused ? 3 : 1);
}
