// The workspace's own lint rules: the apps' shape and import lanes, file names, and the
// platform API's feature lanes.
import { createAppShapeRule } from './app-shape.mjs';
import { createFileNamesRule } from './file-names.mjs';
import { createServerLanesRule } from './server-lanes.mjs';

export function createLobbyPlugin(repoRoot) {
  return {
    meta: { name: 'lobby' },
    rules: {
      'app-shape': createAppShapeRule(repoRoot),
      'file-names': createFileNamesRule(repoRoot),
      'server-lanes': createServerLanesRule(repoRoot),
    },
  };
}
