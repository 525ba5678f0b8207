// Fresh database and a writable brand configuration for every e2e run.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brandConfigPath, dataDir, repoRoot } from './environment.mjs';

export default function globalSetup(): void {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(brandConfigPath), { recursive: true });
  copyFileSync(path.join(repoRoot, 'host', 'dist', 'brand-config.json'), brandConfigPath);
}
