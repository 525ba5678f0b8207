import { fileURLToPath } from 'node:url';

/** The package folder (platform-api/), the same whether running from src/ (tsx) or dist/ (tsc). */
export const packageRoot = fileURLToPath(new URL('../', import.meta.url));

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** The repository root: the default for SITE_ROOT. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
