// Reads the pinned versions of the workspace catalog (pnpm-workspace.yaml) so module-federation
// `requiredVersion`s always match what is installed; `workspace:*` is not a semver range.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_FILE = path.resolve(__dirname, '../../pnpm-workspace.yaml');

function parseCatalog(yamlText) {
  const versions = {};
  let inCatalog = false;
  for (const rawLine of yamlText.split('\n')) {
    const line = rawLine.replace(/\s+#.*$/, '');
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (!inCatalog || line.trim() === '') continue;
    if (!/^\s/.test(line)) break;
    const match = line.match(/^\s+'?([^':]+)'?:\s*'?([^'\s]+)'?\s*$/);
    if (match) versions[match[1]] = match[2];
  }
  return versions;
}

function readCatalogVersions(file = WORKSPACE_FILE) {
  return parseCatalog(fs.readFileSync(file, 'utf8'));
}

function requireCatalogVersion(versions, name) {
  const version = versions[name];
  if (!version) throw new Error(`catalog in pnpm-workspace.yaml has no version for "${name}"`);
  return version;
}

module.exports = { parseCatalog, readCatalogVersions, requireCatalogVersion };
