// Runs right before the e2e server starts (Playwright starts the web server before any global
// setup): a fresh database, no releases and a private, writable copy of the brand configuration.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brandConfigPath, dataDir, releasesDir, repoRoot } from './environment.mjs';

rmSync(dataDir, { recursive: true, force: true });
rmSync(releasesDir, { recursive: true, force: true });
mkdirSync(path.dirname(brandConfigPath), { recursive: true });
copyFileSync(path.join(repoRoot, 'host', 'dist', 'brand-config.json'), brandConfigPath);
