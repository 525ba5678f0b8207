// Shows that the workspace's lint configuration fails on each kind of violation GUIDE.md
// section 5 forbids, and passes the same code written the right way. Runs the real
// eslint.config.mjs; the cycle case writes two files into an app (removed afterwards) because
// import-x reads the files an import names.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function problemsOf(relativeFile, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, relativeFile) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

async function assertFails(relativeFile, code, rule, words) {
  const problems = await problemsOf(relativeFile, code);
  const match = problems.find(
    (problem) => problem.startsWith(`${rule}:`) && problem.includes(words),
  );
  assert.ok(
    match,
    `expected ${rule} (${words}) on ${relativeFile}, got: ${problems.join(' | ') || 'nothing'}`,
  );
}

async function assertPasses(relativeFile, code) {
  assert.deepEqual(await problemsOf(relativeFile, code), []);
}

const GAME_LIST = 'remote-lobby/src/features/game-list/components/GameCard.tsx';

describe('app shape and import lanes (lobby/app-shape)', () => {
  it("lets features share the app's src/utils, which itself imports no feature", async () => {
    await assertPasses(
      GAME_LIST,
      "import { formatCountdown } from '@/utils/format-countdown';\nexport const used = formatCountdown;\n",
    );
    await assertFails(
      'remote-lobby/src/utils/shared-thing.ts',
      "import { HotGames } from '@/features/home-lobby/components/HotGames';\nexport const used = HotGames;\n",
      'lobby/app-shape',
      'imports no feature',
    );
  });

  it("lets features share the app's src/api and src/components; they import no feature", async () => {
    await assertPasses(
      'remote-auth/src/features/login/components/LoginForm.tsx',
      [
        "import { authApi } from '@/api/auth-api';",
        "import { AuthField } from '@/components/AuthField';",
        'export const used = [authApi, AuthField] as const;',
        '',
      ].join('\n'),
    );
    await assertFails(
      'remote-auth/src/api/auth-api.ts',
      "import { LoginForm } from '@/features/login/components/LoginForm';\nexport const used = LoginForm;\n",
      'lobby/app-shape',
      'imports no feature',
    );
  });

  it('refuses an import from another feature of the same app', async () => {
    await assertFails(
      GAME_LIST,
      "import { HotGames } from '@/features/home-lobby/components/HotGames';\nexport const used = HotGames;\n",
      'lobby/app-shape',
      'features do not import each other',
    );
  });

  it('refuses the same import written as a relative path', async () => {
    await assertFails(
      GAME_LIST,
      "import { HotGames } from '../../home-lobby/components/HotGames';\nexport const used = HotGames;\n",
      'lobby/app-shape',
      'features do not import each other',
    );
  });

  it("refuses a feature importing its app's wiring", async () => {
    await assertFails(
      GAME_LIST,
      "import { App } from '@/app/App';\nexport const used = App;\n",
      'lobby/app-shape',
      "does not import its app's wiring",
    );
  });

  it("refuses an import of another app's files or package", async () => {
    await assertFails(
      GAME_LIST,
      "import { x } from '../../../../../remote-member/src/app/App';\nexport const used = x;\n",
      'lobby/app-shape',
      "apps do not import each other's files",
    );
    await assertFails(
      GAME_LIST,
      "import { x } from '@lobby/remote-member';\nexport const used = x;\n",
      'lobby/app-shape',
      'may import only @lobby/shared',
    );
  });

  it("refuses '../..' out of a feature where the '@/' alias names the target", async () => {
    await assertFails(
      'remote-lobby/src/app/App.tsx',
      "import { GameCard } from '../features/game-list/components/GameCard';\nexport const used = GameCard;\n",
      'lobby/app-shape',
      "'@/features/game-list/components/GameCard'",
    );
  });

  it('refuses a file outside the shape', async () => {
    await assertFails(
      'remote-lobby/src/widgets/Thing.tsx',
      'export const a = 1;\n',
      'lobby/app-shape',
      'src/widgets/',
    );
    await assertFails(
      'remote-lobby/src/features/game-list/state/list-state.ts',
      'export const a = 1;\n',
      'lobby/app-shape',
      'not one of api, components, hooks, utils',
    );
  });

  it("passes index.ts importing bootstrap (the federation's async boundary), not a feature", async () => {
    await assertPasses('remote-lobby/src/index.ts', "import('./bootstrap');\n");
    await assertFails(
      GAME_LIST,
      "export const load = () => import('@/bootstrap');\n",
      'lobby/app-shape',
      'nothing imports the federation entry',
    );
  });

  it('passes a feature importing itself, shared and the contract types', async () => {
    await assertPasses(
      GAME_LIST,
      [
        "import { formatMoney } from '@lobby/shared';",
        "import type { Game } from '@lobby/platform-api/contract';",
        "import { gameName } from '../utils/game-name';",
        "import { useLaunch } from '@/features/game-list/hooks/use-launch';",
        'export const used = [formatMoney, gameName, useLaunch] as const;',
        'export type Used = Game;',
        '',
      ].join('\n'),
    );
  });

  it('passes the lottery rules as code, and refuses the contract as code', async () => {
    await assertPasses(
      'remote-lobby/src/features/lottery/utils/rules.ts',
      "import { familyOf } from '@lobby/platform-api/lottery-rules';\nexport const used = familyOf;\n",
    );
    await assertFails(
      GAME_LIST,
      "import { numero } from '@lobby/platform-api/contract';\nexport const used = numero;\n",
      '@typescript-eslint/no-restricted-imports',
      'types only',
    );
  });

  it('refuses <Trans>, which the shared react-i18next leaves out, and passes useTranslation', async () => {
    await assertPasses(
      GAME_LIST,
      "import { useTranslation } from 'react-i18next';\nexport const used = useTranslation;\n",
    );
    await assertFails(
      GAME_LIST,
      "import { Trans } from 'react-i18next';\nexport const used = Trans;\n",
      '@typescript-eslint/no-restricted-imports',
      'no <Trans>',
    );
  });
});

describe('@lobby/shared imports no app (lobby/app-shape)', () => {
  const SHARED_FILE = 'shared/src/ui/field/TextField.tsx';

  it("refuses an app's package and a path into an app's folder", async () => {
    await assertFails(
      SHARED_FILE,
      "import { App } from '@lobby/remote-auth';\nexport const used = App;\n",
      'lobby/app-shape',
      'imports none (found remote-auth)',
    );
    await assertFails(
      SHARED_FILE,
      "import { WalletField } from '../../../../remote-member/src/components/WalletField';\nexport const used = WalletField;\n",
      'lobby/app-shape',
      'imports none (found remote-member)',
    );
    await assertFails(
      SHARED_FILE,
      "jest.mock('@lobby/host/src/app/App');\n",
      'lobby/app-shape',
      'imports none (found host)',
    );
  });

  it('passes shared importing itself and the contract types', async () => {
    await assertPasses(
      SHARED_FILE,
      [
        "import { LabelledField } from './LabelledField';",
        "import type { Game } from '@lobby/platform-api/contract';",
        'export const used = LabelledField;',
        'export type Used = Game;',
        '',
      ].join('\n'),
    );
  });
});

describe('file names (lobby/file-names)', () => {
  it('refuses a camelCase module and a PascalCase non-component', async () => {
    await assertFails(
      'remote-lobby/src/features/game-list/hooks/useGameList.ts',
      'export const a = 1;\n',
      'lobby/file-names',
      'useGameList.ts',
    );
    await assertFails(
      'remote-lobby/src/features/game-list/utils/Timing.ts',
      'export const a = 1;\n',
      'lobby/file-names',
      'PascalCase names are for React components',
    );
  });

  it('refuses a badly named folder and stylesheet', async () => {
    await assertFails(
      'remote-lobby/src/features/gameList/utils/timing.ts',
      'export const a = 1;\n',
      'lobby/file-names',
      'folder names are kebab-case',
    );
    await assertFails(
      'remote-lobby/src/app/App.tsx',
      "import './gameList.css';\nexport const a = 1;\n",
      'lobby/file-names',
      'stylesheet names are kebab-case',
    );
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  const folder = path.join(repoRoot, 'remote-lobby/src/features/lint-probe/utils');
  after(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    mkdirSync(folder, { recursive: true });
    const first = "import { b } from './probe-b';\nexport const a = () => b;\n";
    writeFileSync(path.join(folder, 'probe-a.ts'), first);
    writeFileSync(
      path.join(folder, 'probe-b.ts'),
      "import { a } from './probe-a';\nexport const b = () => a;\n",
    );
    await assertFails(
      'remote-lobby/src/features/lint-probe/utils/probe-a.ts',
      first,
      'import-x/no-cycle',
      'cycle',
    );
  });
});

describe("server features import each other's index.ts only (lobby/server-lanes)", () => {
  const WALLET_ROUTES = 'platform-api/src/features/wallet/routes.ts';
  const LOTTERY_PLATFORM = 'platform-api/src/features/lottery/platform/settlement.ts';

  it('refuses a file inside another feature, from a feature and from a nested folder', async () => {
    await assertFails(
      WALLET_ROUTES,
      "import { requireMember } from '../session/auth.js';\nexport const used = requireMember;\n",
      'lobby/server-lanes',
      'only through index.ts (wallet → session/auth.js)',
    );
    await assertFails(
      LOTTERY_PLATFORM,
      "import { ensureWallet } from '../../wallet/ledger.js';\nexport const used = ensureWallet;\n",
      'lobby/server-lanes',
      'only through index.ts (lottery → wallet/ledger.js)',
    );
    await assertFails(
      WALLET_ROUTES,
      "export { requireMember } from '../session/auth.js';\n",
      'lobby/server-lanes',
      'only through index.ts',
    );
  });

  it("passes another feature's index.ts, and anything inside the own feature", async () => {
    await assertPasses(
      WALLET_ROUTES,
      [
        "import { requireMember } from '../session/index.js';",
        "import { ensureWallet } from './ledger.js';",
        'export const used = [requireMember, ensureWallet] as const;',
        '',
      ].join('\n'),
    );
    await assertPasses(
      LOTTERY_PLATFORM,
      [
        "import { ensureWallet } from '../../wallet/index.js';",
        "import { lotteryRoutes } from '../routes.js';",
        'export const used = [ensureWallet, lotteryRoutes] as const;',
        '',
      ].join('\n'),
    );
  });

  it("lets tests, and tests only, use another feature's test helpers", async () => {
    const helpers =
      "import { solvedCaptcha } from '../accounts/test-helpers.js';\nexport const used = solvedCaptcha;\n";
    await assertPasses('platform-api/src/features/wallet/probe.test.ts', helpers);
    await assertFails(WALLET_ROUTES, helpers, 'lobby/server-lanes', 'only tests use');
  });
});

describe('server import cycles (import-x/no-cycle)', () => {
  const folder = path.join(repoRoot, 'platform-api/src/features/lint-probe');
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses two modules of the platform API that import each other', async () => {
    mkdirSync(folder, { recursive: true });
    const first = "import { b } from './probe-b.js';\nexport const a = () => b;\n";
    writeFileSync(path.join(folder, 'probe-a.ts'), first);
    writeFileSync(
      path.join(folder, 'probe-b.ts'),
      "import { a } from './probe-a.js';\nexport const b = () => a;\n",
    );
    await assertFails(
      'platform-api/src/features/lint-probe/probe-a.ts',
      first,
      'import-x/no-cycle',
      'cycle',
    );
  });
});

describe('server tests read answers by the endpoint table (no-restricted-syntax)', () => {
  const probe = 'platform-api/src/features/wallet/probe.test.ts';
  const harness = "import { answer, body } from '../../test/harness.js';\n";

  it('refuses an answer shape restated at body<{ … }>, nested ones too', async () => {
    await assertFails(
      probe,
      `${harness}export const read = (r: never) => [body<{ balance: number }>(r), answer];\n`,
      'no-restricted-syntax',
      "answer('METHOD /path', response)",
    );
    await assertFails(
      probe,
      `${harness}export const read = (r: never) => [body<Array<{ id: number }>>(r), answer];\n`,
      'no-restricted-syntax',
      'endpoint table',
    );
  });

  it('refuses a type picked at body<T>, in a test helper too', async () => {
    await assertFails(
      probe,
      `${harness}type Account = { id: number };\nexport const read = (r: never) => [body<Account>(r), answer];\n`,
      'no-restricted-syntax',
      'refusal(response)',
    );
    await assertFails(
      'platform-api/src/features/wallet/probe-test-helpers.ts',
      `${harness}export const read = (r: never) => [body<never>(r), answer];\n`,
      'no-restricted-syntax',
      'the contract type them',
    );
  });

  it('lets a test read the answer by its key, and a bare body() stay for refusals', async () => {
    await assertPasses(
      probe,
      `${harness}export const read = (r: never) => [answer('GET /wps/member/info', r), body(r)];\n`,
    );
  });
});
